/*
 * The kinds of a validation message's params, for the windows that show a 422 in the person's
 * language (components/data/server-message.ts). Apart from lib/engine/messages.ts, which holds the
 * English catalogue, so that a window's bundle does not carry it.
 */

/** Params that are amounts (plain decimals): the workspace shows them in the person's format. */
export const MONEY_PARAMS = ['debits', 'credits', 'difference', 'approved', 'limit', 'worth', 'amount', 'balance', 'owed', 'over', 'up_to', 'applied'];

/** Params that are dates (YYYY-MM-DD): shown in the person's order. */
export const DATE_PARAMS = ['date'];

/** Params that are quantities (plain decimals such as 6.0000): shown in the person's format. */
export const QUANTITY_PARAMS = ['left', 'ordered', 'available', 'on_hand', 'reserved', 'quantity', 'hours'];
