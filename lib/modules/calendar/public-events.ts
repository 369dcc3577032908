import { and, eq } from 'drizzle-orm';
import { events } from '@/db/schema';
import type { Company } from '@/lib/tenant/company';
import { withTenant } from '@/lib/tenant/transaction';
import { zoneOfEvent } from './event-zone';
import { toIcs } from './ics';

/**
 * The public page of an event (/events/{id}, /event/{id}, no sign-in): only an active event the
 * company marked public (`is_public`), of the company whose host asks. Anything else (no such id,
 * another company's, not public, not a number) is the same null: the page's 404 says nothing of
 * whether it exists. The one read of events that no person's scope limits, by design. A
 * recurring event comes with its occurrences changed on their own (`changed`), so its .ics shows
 * each where it now is.
 */
export async function publicEvent(company: Company, rawId: string | undefined) {
  if (!rawId || !/^\d{1,9}$/.test(rawId)) return null;
  const found = await withTenant(
    company.id,
    async (tx) => {
      const [event] = await tx.select().from(events).where(and(eq(events.companyId, company.id), eq(events.id, Number(rawId)), eq(events.isPublic, 1), eq(events.status, 1)));
      const changed = event?.rule ? await tx.select().from(events).where(and(eq(events.companyId, company.id), eq(events.seriesId, event.id), eq(events.status, 1))) : [];
      return event ? { event, changed } : null;
    },
    { readOnly: true },
  );
  return found ? { ...found, zone: zoneOfEvent({ company }, found.event) } : null;
}

/** A public event as an .ics file (its recurrence and its changed occurrences included). */
export const publicEventIcs = (company: Company, found: NonNullable<Awaited<ReturnType<typeof publicEvent>>>) =>
  toIcs({ name: found.event.displayName, slug: company.slug, events: [found.event, ...found.changed], zoneOf: () => found.zone });
