/**
 * The label of an aging bucket's column whose periods a company chose (payables-aging-settings):
 * `days_1_45` is "1 - 45", `over_90` "Over 90", whatever the lengths. Null for any other column.
 */
export function agingColumn(key: string): { message: 'days_range'; params: { from: string; to: string } } | { message: 'over'; params: { days: string } } | null {
  const range = /^days_(\d+)_(\d+)$/.exec(key);
  if (range) return { message: 'days_range', params: { from: range[1], to: range[2] } };
  const over = /^over_(\d+)$/.exec(key);
  return over ? { message: 'over', params: { days: over[1] } } : null;
}
