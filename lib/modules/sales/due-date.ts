/**
 * A due date from payment terms: net days after the document's date (Net 30), or a day of the
 * month after the document's month (10th proximo: the 31st becomes the month's last day).
 * Pure date arithmetic on YYYY-MM-DD in UTC, where days have no time zone.
 */
export function dueDateOf(date: string, terms: { netDays: number | null; dayOfMonth: number | null } | null): string | null {
  if (!terms) return null;
  const [y, m, d] = date.split('-').map(Number);
  if (terms.netDays !== null) return new Date(Date.UTC(y, m - 1, d + terms.netDays)).toISOString().slice(0, 10);
  if (terms.dayOfMonth === null) return null;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(terms.dayOfMonth, lastDay))).toISOString().slice(0, 10);
}
