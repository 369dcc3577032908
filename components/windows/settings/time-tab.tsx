'use client';

import { TextSetting, type SettingsTabProps } from './fields';

/** Time preferences: the rate per mile mileage is recorded at, and the hours worked that earn an hour of paid time off. */
export default function TimeTab(props: SettingsTabProps) {
  return (
    <div className="grid max-w-64 gap-3">
      <TextSetting name="mileage_rate" props={props} />
      <TextSetting name="time_off_accrual_hours" props={props} type="number" />
    </div>
  );
}
