import { getFormatter, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { currentCompany } from '@/lib/auth/current';
import { publicEvent } from '@/lib/modules/calendar/public-events';

/**
 * /events/{id} and /event/{id}: open without login, an event the company marked public, with its
 * .ics download. Any other id is the site's 404, the same whether it exists or not.
 */
export async function PublicEvent({ id }: { id?: string }) {
  const company = await currentCompany();
  const found = company ? await publicEvent(company, id) : null;
  if (!found) notFound();
  const [t, format] = await Promise.all([getTranslations('events'), getFormatter()]);
  const { event, zone } = found;
  const when = format.dateTimeRange(event.startsAt, event.endsAt, event.allDay ? { dateStyle: 'full', timeZone: zone } : { dateStyle: 'full', timeStyle: 'short', timeZone: zone });
  return (
    <AuthCard title={event.displayName} subtitle={company!.name}>
      <p className="text-sm">{when}</p>
      {event.rule ? <p className="text-sm text-slate-600">{t('repeats')}</p> : null}
      {event.location ? <p className="text-sm text-slate-600">{event.location}</p> : null}
      {event.notes ? <p className="text-sm whitespace-pre-line text-slate-700">{event.notes}</p> : null}
      <a href={`/events/ics/${event.id}`} className="inline-block rounded-md bg-brand px-3 py-1.5 text-sm text-white">
        {t('download')}
      </a>
    </AuthCard>
  );
}
