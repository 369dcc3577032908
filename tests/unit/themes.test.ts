import { describe, expect, it } from 'vitest';
import { accentColours, ACCENTS, contrast, DARK_SURFACES, LIGHT_SURFACES } from '@/lib/workspace/themes';

describe('the colour themes', () => {
  it('are the spec’s 58, valued 1 to 58, each named in English and Spanish', () => {
    expect(ACCENTS.map(([v]) => v)).toEqual(Array.from({ length: 58 }, (_, i) => i + 1));
    for (const [, en, es] of ACCENTS) expect(en && es).toBeTruthy();
    expect(new Set(ACCENTS.map(([, en]) => en)).size).toBe(58);
  });

  it.each(ACCENTS.map(([v, en]) => [v, en] as const))('keep text readable (4.5:1) on both bases: %i %s', (value) => {
    const { light, dark } = accentColours(value);
    // White text on the accent, and the accent as text on the light surfaces.
    for (const surface of LIGHT_SURFACES) expect(contrast(light.brand, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light.brandDark, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Over the dark base its surface colour is the "white" drawn on the accent.
    for (const surface of DARK_SURFACES) expect(contrast(dark.brand, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark.brandDark, DARK_SURFACES[0])).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the default accent colours close to the workspace’s own blue', () => {
    expect(accentColours(1).light.brand).toMatch(/^#[0-9a-f]{6}$/);
  });
});
