import { ApiError } from '@/lib/engine/errors';
import type { Company } from '@/lib/tenant/company';

/**
 * Services (spec section 6: menu items carry service numbers that gate them): parts of the product
 * a company turns on or off in Configuration, by the number the spec gives each. Each is a flag of
 * the company's settings, on until turned off. Off, its menu items are not shown and the API
 * refuses its calls (403). Turning one off loses nothing: bookmarks, secured records and e-mails
 * already queued stay as they were; it comes back as it was when turned on again. The spec names
 * -41, 213, 301 and 304 too, without their meaning: they are not offered.
 */
export const SERVICES = [
  { id: -3, setting: 'service_announce', name: 'Announce' },
  { id: 18, setting: 'service_inactive_views', name: 'Inactive views' },
  { id: 208, setting: 'service_email', name: 'E-mail' },
  { id: 214, setting: 'service_secure_items', name: 'Secure items' },
] as const;

export type ServiceSetting = (typeof SERVICES)[number]['setting'];

/** Whether the company has the service on (a setting never stored is on). */
export const serviceOn = (company: Pick<Company, 'settings'>, setting: ServiceSetting): boolean => (company.settings as Record<string, unknown>)[setting] !== 0;

/** Each service's setting and whether it is on: what the workspace hides menu items by. */
export const servicesOf = (company: Pick<Company, 'settings'>): Record<ServiceSetting, boolean> =>
  Object.fromEntries(SERVICES.map((s) => [s.setting, serviceOn(company, s.setting)])) as Record<ServiceSetting, boolean>;

/** Refuses a call of a service the company turned off: 403, saying where it is turned on again. */
export function assertService(company: Pick<Company, 'settings'>, setting: ServiceSetting): void {
  if (serviceOn(company, setting)) return;
  const name = SERVICES.find((s) => s.setting === setting)!.name;
  throw new ApiError(403, `${name} is turned off for this company: an administrator turns it on in Settings, Configuration.`);
}
