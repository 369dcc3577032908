// Lock drift guard: after `npm install`, every package the committed lock file pins must still be
// pinned at the same version. Entries for other platforms' optional binaries may appear or vanish:
// which of them a registry mirror carries differs between machines, so `npm install` adds or drops
// them on its own (a byte-for-byte comparison failed CI for that alone).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const committed = JSON.parse(execFileSync("git", ["show", "HEAD:package-lock.json"], { encoding: "utf8" })).packages;
const installed = JSON.parse(readFileSync("package-lock.json", "utf8")).packages;

const problems = [];
for (const path of Object.keys({ ...committed, ...installed })) {
  const before = committed[path];
  const after = installed[path];
  if ((before?.optional || !before) && (after?.optional || !after)) continue;
  if (!before) problems.push(`added ${path}@${after.version}`);
  else if (!after) problems.push(`removed ${path}@${before.version}`);
  else if (before.version !== after.version) problems.push(`${path}: ${before.version} -> ${after.version}`);
  else if (path === "" && JSON.stringify(before) !== JSON.stringify(after)) problems.push("the root entry differs from package.json");
}
if (problems.length) {
  console.error(problems.join("\n"));
  console.error("npm install changed what package-lock.json pins: run npm install and commit the lock file");
  process.exit(1);
}
