import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The images a PDF draws, as `width×height` (pdfimages -list, poppler-utils). No app imports: the browser tests use it too. */
export function imagesOf(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-images-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    // page num type width height ...: the header and its rule first.
    return execFileSync('pdfimages', ['-list', join(dir, 'doc.pdf')], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .map((l) => l.trim().split(/\s+/))
      .filter((c) => c.length > 4 && c[2] === 'image')
      .map((c) => `${c[3]}×${c[4]}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
