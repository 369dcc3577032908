/**
 * The spec's colour themes (section 9: "about 58 colour themes (values 1-58)"): each an accent the
 * workspace's brand colours take, over a light or a dark base. An accent is a hue and saturation;
 * its colours are made here to stay readable: white text on the light base's accent and the
 * accent as text on light surfaces at 4.5:1 at least, and likewise over the dark base (whose
 * "white" is its dark surface). tests/unit/themes.test.ts checks all 58 on both bases.
 */
export const ACCENTS: [value: number, en: string, es: string, hue: number, saturation: number][] = [
  [1, 'Classic Blue', 'Azul clásico', 215, 72], [2, 'Ocean', 'Océano', 200, 80], [3, 'Sky', 'Cielo', 195, 85], [4, 'Teal', 'Verde azulado', 175, 70],
  [5, 'Lagoon', 'Laguna', 185, 60], [6, 'Emerald', 'Esmeralda', 155, 70], [7, 'Forest', 'Bosque', 140, 50], [8, 'Meadow', 'Pradera', 110, 55],
  [9, 'Lime', 'Lima', 85, 70], [10, 'Olive', 'Oliva', 70, 45], [11, 'Mustard', 'Mostaza', 50, 75], [12, 'Amber', 'Ámbar', 40, 90],
  [13, 'Tangerine', 'Mandarina', 28, 90], [14, 'Copper', 'Cobre', 22, 65], [15, 'Terracotta', 'Terracota', 14, 60], [16, 'Brick', 'Ladrillo', 8, 60],
  [17, 'Crimson', 'Carmesí', 350, 75], [18, 'Ruby', 'Rubí', 340, 70], [19, 'Raspberry', 'Frambuesa', 330, 70], [20, 'Rose', 'Rosa', 335, 60],
  [21, 'Magenta', 'Magenta', 310, 65], [22, 'Orchid', 'Orquídea', 295, 50], [23, 'Plum', 'Ciruela', 285, 40], [24, 'Violet', 'Violeta', 270, 65],
  [25, 'Amethyst', 'Amatista', 260, 55], [26, 'Indigo', 'Índigo', 240, 60], [27, 'Cobalt', 'Cobalto', 225, 80], [28, 'Navy', 'Marino', 220, 55],
  [29, 'Slate', 'Pizarra', 215, 20], [30, 'Graphite', 'Grafito', 220, 8], [31, 'Steel', 'Acero', 205, 25], [32, 'Sage', 'Salvia', 130, 20],
  [33, 'Moss', 'Musgo', 90, 30], [34, 'Sand', 'Arena', 40, 30], [35, 'Cocoa', 'Cacao', 25, 35], [36, 'Mahogany', 'Caoba', 10, 45],
  [37, 'Wine', 'Vino', 345, 45], [38, 'Mauve', 'Malva', 300, 25], [39, 'Lavender', 'Lavanda', 255, 40], [40, 'Periwinkle', 'Vincapervinca', 230, 45],
  [41, 'Denim', 'Mezclilla', 210, 40], [42, 'Peacock', 'Pavo real', 190, 65], [43, 'Jade', 'Jade', 160, 50], [44, 'Mint', 'Menta', 150, 45],
  [45, 'Fern', 'Helecho', 125, 40], [46, 'Pistachio', 'Pistacho', 95, 40], [47, 'Saffron', 'Azafrán', 45, 85], [48, 'Marigold', 'Caléndula', 35, 80],
  [49, 'Coral', 'Coral', 12, 80], [50, 'Salmon', 'Salmón', 6, 70], [51, 'Cherry', 'Cereza', 355, 85], [52, 'Fuchsia', 'Fucsia', 320, 85],
  [53, 'Grape', 'Uva', 275, 45], [54, 'Iris', 'Iris', 250, 70], [55, 'Sapphire', 'Zafiro', 218, 85], [56, 'Arctic', 'Ártico', 195, 45],
  [57, 'Pine', 'Pino', 165, 35], [58, 'Charcoal', 'Carbón', 0, 0],
];

export const DEFAULT_ACCENT = 1;
export const THEME_MODES = ['system', 'light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** The surfaces text is drawn on: the light base's white and page, the dark base's (app/globals.css). */
export const LIGHT_SURFACES = ['#ffffff', '#f1f5f9'];
export const DARK_SURFACES = ['#172033', '#0d1424', '#1e293b'];

function hslToHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

/** The first lightness from `start`, stepping by `step`, whose colour reads at 4.6:1 against every surface. */
function readable(hue: number, saturation: number, start: number, step: number, surfaces: string[]): number {
  for (let l = start; l > 0 && l < 100; l += step) {
    if (surfaces.every((s) => contrast(hslToHex(hue, saturation, l), s) >= 4.6)) return l;
  }
  return step < 0 ? 0 : 100;
}

export type AccentColours = { light: { brand: string; brandDark: string }; dark: { brand: string; brandDark: string } };

/** An accent's brand colours over each base. */
export function accentColours(value: number): AccentColours {
  const [, , , hue, saturation] = ACCENTS.find(([v]) => v === value) ?? ACCENTS[0];
  const light = readable(hue, saturation, 50, -1, LIGHT_SURFACES);
  const dark = readable(hue, saturation, 62, 1, DARK_SURFACES);
  return {
    light: { brand: hslToHex(hue, saturation, light), brandDark: hslToHex(hue, saturation, Math.max(light - 8, 5)) },
    dark: { brand: hslToHex(hue, saturation, dark), brandDark: hslToHex(hue, saturation, Math.min(dark + 10, 95)) },
  };
}

/** The CSS that gives the workspace an accent: the brand variables of both bases (app/globals.css). */
export function accentCss(value: number): string {
  const { light, dark } = accentColours(value);
  return `:root{--color-brand:${light.brand};--color-brand-dark:${light.brandDark}}.dark{--color-brand:${dark.brand};--color-brand-dark:${dark.brandDark}}`;
}

export const ACCENT_STYLE_ID = 'ws-accent';

/** Applies an accent at once (the Look and feel window): the page's accent style is rewritten. */
export function applyAccent(value: number): void {
  let style = document.getElementById(ACCENT_STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = ACCENT_STYLE_ID;
    document.head.appendChild(style);
  }
  style.textContent = accentCss(value);
}
