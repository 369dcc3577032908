import { feedRequest } from '@/lib/api/public-event';

// GET /events/feed/{token} – a person's iCalendar feed, the token its key
export async function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  return feedRequest(req, (await params).token);
}
