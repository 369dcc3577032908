import { GEMS } from '@/lib/workspace/gems';
import { ApiError } from '@/lib/engine/errors';

// GET /api/v1/gems – the catalogue of gems (spec: id, title, description, is_hidden, section)
export function gems(method: string): Response {
  if (method !== 'GET') throw new ApiError(405, `Method ${method} is not allowed on gems.`);
  return Response.json({
    items: GEMS.map((g) => ({ id: g.id, title: g.title, section: g.section, is_hidden: 0, available: g.window ? 1 : 0, window: g.window })),
  });
}
