import { health } from '@/lib/api/health';

export const dynamic = 'force-dynamic';

export async function GET() {
  const result = await health();
  return Response.json(result, { status: result.status === 'ok' ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
