import { Zip, ZipPassThrough } from 'fflate';
import { fileStore } from '@/lib/storage';

/**
 * A kept name as a downloaded file's or a zip entry's: one plain name, its separators made
 * harmless so that saving or unpacking it can never write outside the folder chosen
 * (`../../etc/passwd` is `.._.._etc_passwd`).
 */
export const plainName = (name: string) => name.replace(/[/\\]/g, '_').replace(/^\.+$/, '_') || 'file';

/** Names made unique in the archive: the second `a.pdf` is `a (2).pdf`. */
export function entryNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((given) => {
    const name = plainName(given);
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; seen.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * The files as one zip, built while it is sent: each file is read from the store as the
 * response asks for more, stored as it is (no recompression: most documents are compressed
 * already), so only a piece of one file is held at a time, whatever the total. (fflate writes no
 * ZIP64: one file past 4 GB cannot be zipped; the store's files stop at 5 GB, the company's limit well before.)
 */
export function zipStream(entries: { name: string; key: string }[]): ReadableStream<Uint8Array> {
  const names = entryNames(entries.map((e) => e.name));
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  let ended = false;
  const zip = new Zip((error, data, final) => {
    if (error) failure = error;
    else {
      ready.push(data);
      if (final) ended = true;
    }
  });
  let next = 0;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let entry: ZipPassThrough | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (!ready.length && !ended && !failure) {
        if (!reader) {
          if (next === entries.length) {
            zip.end();
            continue;
          }
          const stored = await fileStore().get(entries[next].key);
          if (!stored) throw new Error(`A file to zip is missing from the store: ${entries[next].key}`);
          entry = new ZipPassThrough(names[next++]);
          zip.add(entry);
          reader = stored.body.getReader();
          continue;
        }
        const { done, value } = await reader.read();
        if (done) reader = null;
        entry!.push(value ?? new Uint8Array(0), done);
      }
      if (failure) return controller.error(failure);
      while (ready.length) controller.enqueue(ready.shift()!);
      if (ended) controller.close();
    },
    async cancel() {
      await reader?.cancel();
    },
  });
}
