import { notFound } from 'next/navigation';
import { AreaView } from '@/components/workspace/area-view';
import { requireStaff } from '@/lib/auth/current';

// GET /file/{tab_id} – the tabbed files view
export default async function FilesPage({ params }: { params: Promise<{ tabId: string }> }) {
  const [{ tabId }] = await Promise.all([params, requireStaff()]);
  if (tabId !== '12') notFound();
  return <AreaView tabId={12} />;
}
