import { notFound, redirect } from 'next/navigation';
import { AREAS, dockItem } from '@/lib/workspace/dock';

// GET /accounting, /crm ... – to the area's own tab
export default async function AreaIndex({ params }: { params: Promise<{ area: string }> }) {
  const { area } = await params;
  const item = dockItem(area);
  if (!item || !AREAS.has(area)) notFound();
  redirect(`${item.path}/${item.tabId}`);
}
