import { PublicEvent } from '@/components/site/public-event';

// GET /events/{id?} – no login
export default async function EventsPage({ params }: { params: Promise<{ id?: string[] }> }) {
  return <PublicEvent id={(await params).id?.[0]} />;
}
