import { z } from 'zod';
import { checkSigners } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { money, ref } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { userShape } from '@/lib/modules/platform/users';
import { signatureImage } from './check-layouts';

/**
 * Check signers (check-signers, screen -74 "check user"): the company's users who may authorise
 * printing checks where the company asks for it (the `check_print_needs_signer` setting), each
 * with the signature image printed on the checks they authorise and the largest amount they sign
 * (empty: any amount). One per user; an inactive signer authorises nothing.
 */
export const checkSignersResource = defineResource({
  name: 'check-signers',
  domainId: -74,
  table: checkSigners,
  input: z.object({
    user_id: ref('User', { required: true }),
    signature: signatureImage,
    limit_amount: money('Signs checks up to', { min: 0.01 }),
  }),
  columns: ['user_id', 'limit_amount', 'status', 'updated_at'],
  search: [],
  sort: ['limit_amount', 'updated_at', 'created_at'],
  filter: ['user_id', 'status'],
  refs: { user_id: 'users' },
  unique: ['user_id'],
  expand: { user: belongsTo(userShape, 'userId') },
  titleField: 'user_id',
  terminology: 'check_signer',
  permission: 'check',
  features: { inactive: ACTIVE_INACTIVE },
});
