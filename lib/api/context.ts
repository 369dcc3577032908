import type { Company } from '@/lib/tenant/company';
import type { HostTarget } from '@/lib/tenant/host';
import type { SessionUser } from '@/lib/users/session-user';

/** Everything a handler may know of a request; the company comes from the host, never the body. */
export type RequestContext = {
  req: Request;
  url: URL;
  /** Path segments after `/api/v1/`. */
  path: string[];
  host: HostTarget;
  company: Company | null;
  /** Resolved lazily: public routes never pay for it. */
  user: () => Promise<SessionUser | null>;
  /** The user if something already asked who it is (for the request's log line), else null. */
  userIfAsked?: () => Promise<SessionUser | null>;
  ip: string;
};
