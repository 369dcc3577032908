'use client';

import { FlagSetting, type SettingsTabProps } from './fields';

/** Configuration (168): how the books work. */
export default function ConfigurationTab(props: SettingsTabProps) {
  return <FlagSetting name="require_account_numbers" props={props} />;
}
