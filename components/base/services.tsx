'use client';

import { createContext, useContext } from 'react';
import type { ServiceSetting } from '@/lib/engine/services';

const ServicesContext = createContext<Partial<Record<ServiceSetting, boolean>>>({});

/** The company's services (lib/engine/services.ts), on or off: the menu items of one turned off are not shown. */
export function ServicesProvider({ services, children }: { services: Record<ServiceSetting, boolean>; children: React.ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** Whether a service of the company is on (on when not told otherwise); something of no service (null) always is. */
export function useServiceOn() {
  const services = useContext(ServicesContext);
  return (setting: string | null) => setting === null || services[setting as ServiceSetting] !== false;
}
