/**
 * How many proxies stand in front of the app (`TRUSTED_PROXIES`, default 1: the load balancer
 * or `next start`'s own front). Each appends the address it was called from to
 * `X-Forwarded-For`, so the caller's address is that many entries from the right; whatever a
 * caller writes into the header itself stands further left and is never believed.
 */
function trustedHops(): number {
  const hops = Number(process.env.TRUSTED_PROXIES ?? 1);
  return Number.isInteger(hops) && hops >= 1 ? hops : 1;
}

/** The caller's address: on Vercel the platform's own header, elsewhere as the trusted proxies report it. */
export function clientIp(headers: Headers): string {
  const platform = process.env.VERCEL ? headers.get('x-vercel-forwarded-for')?.split(',')[0]?.trim() : undefined;
  if (platform) return platform;
  const forwarded = (headers.get('x-forwarded-for') ?? '').split(',').map((a) => a.trim()).filter(Boolean);
  return forwarded[Math.max(0, forwarded.length - trustedHops())] ?? headers.get('x-real-ip') ?? 'unknown';
}
