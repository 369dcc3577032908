import { PublicEvent } from '@/components/site/public-event';

// GET /event/{id?} – no login
export default async function EventPage({ params }: { params: Promise<{ id?: string[] }> }) {
  return <PublicEvent id={(await params).id?.[0]} />;
}
