import { notFound } from 'next/navigation';
import { AreaView } from '@/components/workspace/area-view';
import { requireStaff } from '@/lib/auth/current';
import { AREAS, dockByTab } from '@/lib/workspace/dock';

// GET /accounting/{tab_id}, /crm/{tab_id} ... – the tabbed area view the areas share
export default async function AreaPage({ params }: { params: Promise<{ area: string; tabId: string }> }) {
  const [{ area, tabId }] = await Promise.all([params, requireStaff()]);
  const tab = Number(tabId);
  if (!AREAS.has(area) || !/^\d+$/.test(tabId) || !dockByTab(tab)) notFound();
  return <AreaView tabId={tab} />;
}
