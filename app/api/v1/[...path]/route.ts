import { handleApi } from '@/lib/api/handle';

// Every /api/v1 call: the collection API of spec section 7 (see lib/api/handle.ts).
export { handleApi as GET, handleApi as POST, handleApi as PUT, handleApi as PATCH, handleApi as DELETE };
