// Preloaded by the benchmarks that draw PDFs (npx tsx --import ./bench/import-exports.mjs ...):
// tsx runs the app's .ts files as CommonJS, and a package exporting a subpath for `import` only
// (@react-pdf/hyphenate/en-us, which @react-pdf/textkit imports) then cannot be required. Such a
// subpath is resolved here to its `import` target (tsx compiles the ES module), as vitest and
// Next resolve it.
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  try {
    return resolve.call(this, request, parent, ...rest);
  } catch (error) {
    if (error.code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') throw error;
    const [scope, name, ...sub] = request.split('/');
    const root = Module._nodeModulePaths(path.dirname(parent?.filename ?? process.cwd()))
      .map((dir) => path.join(dir, scope, name))
      .find((dir) => fs.existsSync(path.join(dir, 'package.json')));
    if (!root) throw error;
    const exports = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).exports ?? {};
    const subpath = sub.join('/');
    for (const [pattern, target] of Object.entries(exports)) {
      const wanted = pattern.replace(/^\.\//, '');
      const star = wanted.indexOf('*');
      const matches = star < 0 ? wanted === subpath : subpath.startsWith(wanted.slice(0, star)) && subpath.endsWith(wanted.slice(star + 1));
      if (!matches || typeof target?.import !== 'string') continue;
      const part = star < 0 ? '' : subpath.slice(star, subpath.length - (wanted.length - star - 1));
      return path.join(root, target.import.replace('*', part));
    }
    throw error;
  }
};
