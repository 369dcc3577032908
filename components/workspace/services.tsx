'use client';

import { createContext, useContext } from 'react';
import type { ServiceSetting } from '@/lib/engine/services';

const ServicesContext = createContext<Partial<Record<ServiceSetting, boolean>>>({});

/** The company's services (lib/engine/services.ts), on or off: the menu items of one turned off are not shown. */
export function ServicesProvider({ services, children }: { services: Record<ServiceSetting, boolean>; children: React.ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** Whether the company has `setting`'s service on (on when not told otherwise). */
export const useService = (setting: ServiceSetting) => useContext(ServicesContext)[setting] !== false;

/** Whether something of a service (none: of no service) is on, for lists of things that name theirs. */
export function useServiceOn() {
  const services = useContext(ServicesContext);
  return (setting: string | null) => setting === null || services[setting as ServiceSetting] !== false;
}
