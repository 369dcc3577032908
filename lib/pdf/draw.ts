/**
 * What every PDF drawn with @react-pdf/renderer shares: the drawing library loads with the first
 * PDF a process draws, not with every module that can print (API cold starts, the worker and
 * the benchmarks never load it), and the fonts a layout may choose. The fonts are PDF's standard
 * 14, built into every reader: nothing to embed, nothing to register.
 */
export const PDF_FONTS = ['Helvetica', 'Helvetica-Bold', 'Times-Roman', 'Times-Bold', 'Courier', 'Courier-Bold'] as const;
export type PdfFont = (typeof PDF_FONTS)[number];

/** A drawing function loaded on its first call (`lazyDrawing(async () => (await import('./check-pdf')).checksPdf)`). */
export function lazyDrawing<A extends unknown[], R>(load: () => Promise<(...args: A) => Promise<R>>): (...args: A) => Promise<R> {
  let loaded: Promise<(...args: A) => Promise<R>> | null = null;
  return async (...args: A) => (await (loaded ??= load()))(...args);
}

/** Points per inch: react-pdf and the PDF page measure in points. */
export const POINTS_PER_INCH = 72;
