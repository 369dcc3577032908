/** The part of unzipper (exceljs's own unzip library) lib/api/xlsx-reader.ts uses: an archive opened by its central directory. */
declare module 'unzipper' {
  import type { Readable } from 'node:stream';
  type Entry = { path: string; stream(): Readable };
  const unzipper: { Open: { file(path: string): Promise<{ files: Entry[] }> } };
  export default unzipper;
}
