import { notFound, redirect } from 'next/navigation';
import { AreaView } from '@/components/workspace/area-view';
import { requireStaff } from '@/lib/auth/current';

// GET /file/{tab_id} – the tabbed files view; GET /file/{id} – a file itself, served through the API's rights
export default async function FilesPage({ params }: { params: Promise<{ tabId: string }> }) {
  const [{ tabId }] = await Promise.all([params, requireStaff()]);
  if (tabId === '12') return <AreaView tabId={12} />;
  if (!/^[1-9]\d{0,9}$/.test(tabId)) notFound();
  redirect(`/api/v1/files/${tabId}/file`);
}
