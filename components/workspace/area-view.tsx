import { getTranslations } from 'next-intl/server';
import { dockByTab } from '@/lib/workspace/dock';
import { GemsBoard } from './gems-board';

/** The tabbed view every area shares: its name and the user's gems on its tab. */
export async function AreaView({ tabId }: { tabId: number }) {
  const t = await getTranslations('dock');
  const item = dockByTab(tabId);
  return (
    <main>
      <h1 className="px-4 pt-4 text-xl font-semibold">{item ? t(item.key) : ''}</h1>
      <GemsBoard tabId={tabId} />
    </main>
  );
}
