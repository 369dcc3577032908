import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { clients } from '@/db/schema';

/** A client signed in through their login link (`/login?auth=`). */
export type SessionClient = { id: number; companyId: number; displayName: string; email: string | null; status: number; customerId: number | null };

/** Statuses whose clients may sign in: Active and Approved (spec section 4 codes 10 and 12). */
export const CLIENT_LOGIN_STATUSES = [10, 12];

const columns = { id: clients.id, companyId: clients.companyId, displayName: clients.displayName, email: clients.email, status: clients.status, customerId: clients.customerId };

export async function loadClient(tx: Tx, where: { id: number } | { authKey: string }): Promise<SessionClient | null> {
  const [row] = await tx
    .select(columns)
    .from(clients)
    .where('id' in where ? eq(clients.id, where.id) : eq(clients.authKey, where.authKey));
  return row ?? null;
}
