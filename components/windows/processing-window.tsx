'use client';

import { useState } from 'react';
import type { WindowState } from '@/lib/workspace/windows';
import { HubTabs } from './hub-tabs';
import { QueuePanel, type QueueChoice } from './queue-window';

/**
 * The Processing hub's first tab (gem 137, collection `processing`): the sales documents waiting
 * to print or to be e-mailed, by type, printed or sent from here as from the print queue hub
 * (the same panel), with the hub's lists (estimates, invoices, payments...) as tabs above.
 */
export default function ProcessingWindow({ window: w }: { window: WindowState }) {
  const [choice, setChoice] = useState<QueueChoice>({ queue: 'print', tab: 'all' });
  return (
    <div className="flex h-full flex-col">
      <HubTabs window={w} collection={w.args[0]} />
      <QueuePanel choice={choice} onChoose={setChoice} />
    </div>
  );
}
