'use client';

import type { WindowState } from '@/lib/workspace/windows';
import { FilesTabs } from './files-tabs';
import FormWindow from './form-window';

/** A record's window: its form, with a Files tab where its records take files (files-tabs.tsx). */
export default function RecordWindow({ window: w }: { window: WindowState }) {
  return (
    <FilesTabs window={w}>
      <FormWindow window={w} />
    </FilesTabs>
  );
}
