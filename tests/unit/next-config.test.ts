import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { describe, expect, it } from 'vitest';

type Config = { turbopack?: { resolveAlias?: Record<string, string> }; poweredByHeader?: boolean };
// @ts-expect-error next.config.mjs is plain JavaScript, without types
const configModule = (): Promise<{ default: (phase: string) => Promise<Config> }> => import('../../next.config.mjs');
const configFor = async (phase: string): Promise<Config> => (await configModule()).default(phase);

describe("next.config.mjs: next-intl's plugin is for builds", () => {
  it('points the build and the dev server at i18n/request.ts', async () => {
    for (const phase of [PHASE_PRODUCTION_BUILD, PHASE_DEVELOPMENT_SERVER]) expect((await configFor(phase)).turbopack?.resolveAlias?.['next-intl/config']).toBe('./i18n/request.ts');
  });

  it('gives the built server (next start) the plain config, without the plugin and its native modules', async () => {
    const config = await configFor(PHASE_PRODUCTION_SERVER);
    expect(config.poweredByHeader).toBe(false);
    expect(config.turbopack).toBeUndefined();
  });
});
