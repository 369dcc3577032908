import type { Locator } from '@playwright/test';

export type LowContrast = { text: string; ratio: number; colour: string; background: string };

/**
 * The text under `root` whose contrast with what it is drawn on is below `min` (WCAG: 4.5 for
 * body text; 3 for decorative glyphs). Colours are read as the browser paints them (through a canvas: Tailwind's are
 * oklch), the background as the nearest ancestor's opaque colour.
 */
export function lowContrast(root: Locator, min = 4.5): Promise<LowContrast[]> {
  return root.evaluate((el, min) => {
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (colour: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data];
    };
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r, g, b].map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    const backgroundOf = (node: Element | null): number[] => {
      for (let n = node; n; n = n.parentElement) {
        const c = rgba(getComputedStyle(n).backgroundColor);
        if (c[3] > 200) return c;
      }
      return rgba(getComputedStyle(document.body).backgroundColor);
    };
    const found: { text: string; ratio: number; colour: string; background: string }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      const text = node.textContent!.trim();
      if (!text || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || parent.closest('[disabled], [aria-disabled="true"], .sr-only, svg')) continue;
      const fg = rgba(getComputedStyle(parent).color);
      const bg = backgroundOf(parent);
      const [l1, l2] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
      const ratio = (l1 + 0.05) / (l2 + 0.05);
      // A decorative glyph (a tick in a circle) is a graphic: 3:1 (WCAG 1.4.11).
      if (ratio < (parent.closest('[aria-hidden="true"]') ? Math.min(min, 3) : min)) found.push({ text: text.slice(0, 40), ratio: Math.round(ratio * 100) / 100, colour: fg.join(','), background: bg.join(',') });
    }
    return found;
  }, min);
}
