/**
 * Display formats of spec section 9: dates MM/DD/YYYY, money with $ and 2 decimals (en-US,
 * USD), file sizes in base 1024. Timestamps and dates arrive as unix seconds.
 */
export function formatDate(unix: number | null | undefined): string {
  if (unix === null || unix === undefined) return '';
  const d = new Date(unix * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/** Unix seconds as the YYYY-MM-DD a date field edits. */
export const unixToIsoDate = (unix: number | null | undefined) => (unix === null || unix === undefined ? '' : new Date(unix * 1000).toISOString().slice(0, 10));

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** "$1,250.00" from the API's decimal string, exactly (no float rounding for display). */
export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const [whole, cents = '00'] = value.replace('-', '').split('.');
  const grouped = USD.format(Number(whole)).replace(/\.00$/, '');
  return `${value.startsWith('-') ? '-' : ''}${grouped}.${cents.padEnd(2, '0').slice(0, 2)}`;
}

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'];
export function formatBytes(bytes: number): string {
  if (bytes === 0) return '0 Bytes';
  const i = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** i).toFixed(2))} ${UNITS[i]}`;
}

/** Two-letter initials of a name ("Dana Admin" -> "DA"). */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

/** A colour derived from a hash of a string, the same for the same name everywhere. */
export function colourOf(text: string): string {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return `hsl(${Math.abs(hash) % 360} 55% 45%)`;
}
