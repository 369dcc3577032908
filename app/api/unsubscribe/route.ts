import { unsubscribeRequest } from '@/lib/api/unsubscribe';

export const dynamic = 'force-dynamic';

/** The unsubscribe link's confirmation (no sign-in). */
export const POST = unsubscribeRequest;
