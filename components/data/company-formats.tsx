'use client';

import { createContext, useContext } from 'react';
import { DEFAULT_MONEY, type MoneyStyle } from '@/lib/format';
import { DEFAULT_TIME_ZONE } from '@/lib/time-zones';

/**
 * What of the company's settings every window formats with: its money style and its time zone (a
 * value of lib/time-zones.ts); and the person's own zone where set (an IANA name), which the
 * calendar shows times in.
 */
export type CompanyFormats = { money: MoneyStyle; timeZone: number; personZone?: string | null };

const CompanyFormatsContext = createContext<CompanyFormats>({ money: DEFAULT_MONEY, timeZone: DEFAULT_TIME_ZONE });

/** The company's formats for the windows below it (the workspace layout reads them from the settings). */
export function CompanyFormatsProvider({ value, children }: { value: CompanyFormats; children: React.ReactNode }) {
  return <CompanyFormatsContext.Provider value={value}>{children}</CompanyFormatsContext.Provider>;
}

export const useCompanyFormats = () => useContext(CompanyFormatsContext);
