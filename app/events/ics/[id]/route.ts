import { publicEventIcsRequest } from '@/lib/api/public-event';

// GET /events/ics/{id} – a public event's .ics, no login
export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  return publicEventIcsRequest(req, (await params).id);
}
