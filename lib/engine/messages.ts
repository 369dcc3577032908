import type { z } from 'zod';

/**
 * The validation messages the API answers with, by code. A 422 item is `{field, message, code,
 * params}`: `message` is the English text (for API clients), `code` and `params` let the
 * workspace show it in the person's language (`errors.{code}` in messages/*.json, where
 * `{field}` becomes the field's translated label). A message without a code stays English.
 * Kept free of server imports: the windows read MONEY_PARAMS.
 */
export const MESSAGES = {
  blank: '{field} cannot be blank.',
  notText: '{field} must be a string.',
  tooLong: '{field} should contain at most {max} characters.',
  tooShort: '{field} should contain at least {min} characters.',
  email: '{field} is not a valid email address.',
  phone: '{field} is not a valid phone number.',
  url: '{field} must be a web address starting with http:// or https://.',
  number: '{field} must be a number.',
  money: '{field} must be a number with at most 2 decimal places.',
  decimal: '{field} must be a number with at most {places} decimal places.',
  tooSmall: '{field} must be no less than {min}.',
  tooLarge: '{field} must be no greater than {max}.',
  date: '{field} must be a date (YYYY-MM-DD).',
  dateRange: '{field} must be a date between the years 1 and 9999.',
  nul: '{field} may not contain a NUL character.',
  integer: '{field} must be an integer.',
  invalid: '{field} is invalid.',
  inactive: '{field} is inactive.',
  oneOf: '{field} must be one of {allowed}.',
  flag: '{field} must be 1 or 0.',
  taken: '{field} "{value}" has already been taken.',
  alreadyTaken: 'This {field} has already been taken.',
  titleUnknown: '{field}: no record is named "{value}".',
  titleAmbiguous: '{field}: several records are named "{value}".',
  negativeAmount: 'Amounts cannot be negative.',
  debitOrCredit: 'Each line needs a debit or a credit, not both.',
  journalTooLarge: 'A journal may total at most 999,999,999,999.99.',
  unbalanced: 'Debits and credits must be equal (debits {debits}, credits {credits}).',
  bodyNotObject: 'The request body must be a JSON object.',
  mustBeBank: '{field} must be a bank account.',
  mustBeBankOrCard: '{field} must be a bank or credit card account.',
  mustBeBankOrUndeposited: '{field} must be a bank account or Undeposited Funds.',
  mustBeBankOrCurrentAsset: '{field} must be a bank or current asset account (Undeposited Funds).',
  mustBeReceivable: '{field} must be an accounts receivable account.',
  mustBePayable: '{field} must be an accounts payable account.',
  payableApplied: 'This {noun} has checks applied: void the checks that pay it before changing or voiding it.',
  payableNotOpen: '{noun} {number} is not open: only a posted {noun} with a balance is applied.',
  payableOtherVendor: 'This {noun} is of another vendor: a check pays the bills of its payee.',
  payableNamedTwice: 'This {noun} is named twice: give it one amount.',
  payableOverBalance: 'This is more than the balance of {noun} {number} ({balance}).',
  billPaymentPayee: 'Bills are paid by a check to their vendor: choose the vendor as the payee.',
  billPaymentLines: 'A check paying bills has no lines of its own: its amount is the bills paid less the credits applied.',
  mustBeExpense: '{field} must be an expense account.',
  mustBeIncome: '{field} must be a revenue or other income account.',
  mustBeInventory: '{field} must be an inventory account.',
  mustBeCostOfSale: '{field} must be a cost of sale account.',
  mustBeNotReceivablesPayables: '{field} must be an account that is not receivables or payables.',
  mustBeActiveItem: '{field} must be an active item.',
  mustBeLiability: '{field} must be a liability account.',
  mustBeSingleTax: '{field} must be taxes that are not groups.',
  notThisRecord: '{field} cannot name this record.',
  documentNotPositive: 'A {noun} must be for more than 0.00.',
  documentTooLarge: 'A {noun} may total at most 999,999,999,999.99.',
  voidUnchangeable: 'A void {noun} cannot be changed.',
  postedNotDraft: 'A posted {noun} cannot become a draft again: void it instead.',
  finishedUnchangeable: 'A finished {noun} cannot be changed.',
  postedByDocument: 'This journal was posted by a document: change or void the document instead.',
  entryVoid: 'This entry is void.',
  entryNeedsLines: 'Give the entry’s new lines: a change re-posts the whole entry.',
  payeeMissing: 'This {payee} does not exist.',
  payeeTypeFirst: 'Choose the payee type first.',
  checkNeedsLines: 'Say where the money goes: add a line, or pay a vendor an amount.',
  checkNumberUsed: 'Check number {number} was already used on this account.',
  checksMissing: 'Some of the chosen checks do not exist.',
  sameBank: 'Bank accounts should be same.',
  printPostedOnly: 'Only written checks can be printed: not drafts, not void ones.',
  layoutMissing: 'This check layout does not exist.',
  elementTwice: '{element} is given twice: each element prints once.',
  startNumberUsed: 'Check number {number} is already used on this account: start where the numbers are free.',
  checkBankFixed: 'A written check stays on its bank account: void it and write a new one.',
  depositNeedsLine: 'A deposit needs at least one line or payment.',
  transferSameAccount: 'Transfer to a different account.',
  reconciliationAccountFixed: 'A reconciliation stays with its account.',
  statementAfterLast: 'The statement date must be after the last reconciled statement ({date}).',
  reconciliationOpen: 'Reconciliation {id} of this account is still in progress: finish it first.',
  linesNotOpen: 'Lines {ids} are not open lines of this account up to the statement date.',
  differenceNotZero: 'The difference must be 0.00 to finish; it is {difference}.',
  reconciliationLater: 'Reconciliation {id} of this account comes after this one: void or delete it first.',
  accountOwnAncestor: 'An account cannot be its own parent or ancestor.',
  subAccountType: 'A sub-account must have the same type as its parent.',
  accountNumberRequired: 'Number cannot be blank: this company requires account numbers.',
  openingBalanceFixed: 'The opening balance is set when the account is made; post a journal entry to change it.',
  accountTypeFixed: 'The books need this account as it is: its type cannot change.',
  accountOfType: 'Choose an account of type {types}.',
  accountInactive: 'This account is inactive.',
  depreciationRunFixed: 'A depreciation run is never changed: void it and run again.',
  nothingToDepreciate: 'Nothing to depreciate through {date}: every active asset is done through then.',
  depreciationLater: 'Run {id} came after this one: void it first.',
  salvageBelowCost: 'Salvage value must be less than the cost.',
  depreciationPosted: 'Depreciation has been posted: cost, salvage, date and life can no longer change.',
  columnCount: 'Length of header and table column must be equal.',
  printQueueEmpty: 'Nothing to print: the print queue is empty.',
  batchEmpty: 'Choose at least one bill.',
  batchOverFree: 'This is more than bill {number} has left to put forward ({free}): its balance less what other batches hold of it.',
  batchItemsMissing: 'Some of the chosen items are not of this batch.',
  batchItemDecided: 'Some of the chosen items were decided already.',
  batchNothingPending: 'This batch has no items waiting for a decision.',
  batchUnchangeable: 'A submitted batch is not changed: reject it, or delete it while nothing in it is decided.',
  batchDecided: 'Items of this batch were decided: it stays as the record of that decision.',
  toPayNone: 'Choose at least one approved item to pay.',
  toPayMissing: 'Some of the chosen items are not approved items waiting to be paid.',
  toPayOver: 'This is more than the item has left to pay ({left}).',
  uploadEntered: 'This file is not waiting to be entered: a bill was entered from it already.',
  uploadFileFixed: 'An uploaded file is not replaced: delete it and upload the new one.',
  uploadNoFile: 'Choose a file to upload.',
  uploadType: 'Upload a PDF or an image (PNG, JPEG, GIF or WebP).',
  uploadSize: 'The file must be larger than nothing and at most {max}.',
  uploadInUse: 'A bill was entered from this file: it stays with the bill.',
  passwordDigit: '{field} must contain a digit.',
  passwordCase: '{field} must contain both upper and lower case letters.',
  passwordSymbol: '{field} must contain a symbol (a character that is not a letter, digit or space).',
  subdomain: '{field} must be 3 to 40 lowercase letters, digits or hyphens, and start and end with a letter or digit.',
  subdomainReserved: 'This subdomain is reserved.',
  subdomainTaken: 'This subdomain has already been taken.',
  passwordCurrentWrong: 'This is not your current password.',
  passwordUnchanged: 'The new password must differ from the current one.',
  logoImage: '{field} must be a PNG, JPEG, GIF or WebP image of at most {max}.',
  zipCode: '{field} must be a ZIP code (12345 or 12345-6789).',
  currencyCode: '{field} must be a currency code such as USD.',
  toPayCreditsCover: 'The credits of {vendor} cover these bills: nothing is left to pay by check.',
  customUnknown: 'There is no custom field {field} here.',
  choicesNeeded: 'A choice field needs at least one choice (one per line).',
  choiceTwice: '"{choice}" is given twice: each choice once.',
  fieldKindFixed: 'The kind of a field cannot change once it is made: make a new field instead.',
  fieldsetResourceFixed: 'A fieldset stays with the records it was made for.',
} as const;

export type MessageCode = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;
export type Said = { message: string; code: MessageCode; params: MessageParams };

/** Params that are amounts (plain decimals): the workspace shows them in the person's format. */
export const MONEY_PARAMS = ['debits', 'credits', 'difference'];

/** Params that are dates (YYYY-MM-DD): shown in the person's order. */
export const DATE_PARAMS = ['date'];

/** The English text of a message: `{name}` replaced by its param. */
export const english = (code: MessageCode, params: MessageParams = {}) => MESSAGES[code].replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));

export const say = (code: MessageCode, params: MessageParams = {}): Said => ({ message: english(code, params), code, params });

/**
 * A zod error map that says `code`: answers the English text and keeps the code and params on
 * the issue (zod copies an issue's own keys after asking its map), for fieldErrorsFromZod.
 */
export const zodSays =
  (code: MessageCode, params: MessageParams = {}) =>
  (issue: z.core.$ZodRawIssue) => {
    (issue as { params?: unknown }).params = { said: { code, params } };
    return english(code, params);
  };

/** A custom zod issue that says `code` (for ctx.addIssue). */
export const zodIssue = (code: MessageCode, params: MessageParams = {}) => ({ code: 'custom' as const, message: english(code, params), params: { said: { code, params } } });

/** The code and params a zod issue carries, if a builder above made its message. */
export function saidOf(issue: z.core.$ZodIssue): Pick<Said, 'code' | 'params'> | undefined {
  const said = (issue as { params?: { said?: Pick<Said, 'code' | 'params'> } }).params?.said;
  return said && said.code in MESSAGES ? said : undefined;
}
