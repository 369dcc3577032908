'use client';

import { TextSetting, type SettingsTabProps } from './fields';

/** File preferences: the largest file a person may upload and the company's whole storage quota, in MB. */
export default function FilesTab(props: SettingsTabProps) {
  return (
    <div className="grid max-w-64 gap-3">
      <TextSetting name="file_max_mb" props={props} type="number" />
      <TextSetting name="file_quota_mb" props={props} type="number" />
    </div>
  );
}
