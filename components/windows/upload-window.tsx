'use client';

import { useTranslations } from 'next-intl';
import { FileInput } from '@/components/data/file-input';
import type { WindowState } from '@/lib/workspace/windows';
import FormWindow from './form-window';
import type { CustomFieldProps } from './form-field';

/** What a vendor's bill may be (lib/modules/payables/uploads.ts checks it again). */
const ACCEPT = 'application/pdf,image/png,image/jpeg,image/gif,image/webp';

/** The file of an AP file: chosen from the computer for a new one, then shown as a link. */
function FileField({ id, onChange, record, invalid }: CustomFieldProps) {
  const t = useTranslations('uploads');
  if (record?.id) {
    return (
      <a id={id} className="text-sm text-sky-700 underline" href={`/api/v1/ap-uploads/${record.id}/file`} target="_blank" rel="noreferrer">
        {t('view', { name: String(record.file_name ?? '') })}
      </a>
    );
  }
  return <FileInput id={id} accept={ACCEPT} invalid={invalid} onChange={onChange} />;
}

const CUSTOM = { file: { component: FileField } };

/** Upload AP Files: the generic form, with the vendor's PDF or image chosen from the computer (sent as multipart). */
export default function UploadWindow({ window: w }: { window: WindowState }) {
  return <FormWindow window={w} custom={CUSTOM} />;
}
