import type { FieldDefinition } from '@kredo/contract/loan-application';
import { messages } from '@kredo/contract/messages';
import { accountNumbersMatch, sameAccount } from '@kredo/domain/validators/bank-account';
import * as z from 'zod/mini';
import type { SaveProfileInput } from '../api/application-profile';
import { fieldError, saveBodyFor, schemaErrors, shownValue, type FormValues } from './field-values';
import {
  applicableFields,
  asksPermanentAddress,
  currentOf,
  isPermanentAddress,
  PERM_SAME,
  savedAsSame,
} from './residence-fields';

/**
 * The form of one category of the dynamic application form (spec 000 §3.3, §4.3): its values
 * nested by the fields' identifiers (`address.pincode`, `bankAccounts.NACH.ifsc`), each account
 * number asked twice (`bankAccounts.NACH.accountNumberAgain`). The schema checks every field by
 * the domain's rule with the spec's message, as the server does, then the save's own schema; its
 * output is the profile save the answers make.
 */
export type CategoryValues = Record<string, unknown>;

export const againOf = (identifier: string) => `${identifier}Again`;
export const isAccountNumber = (field: FieldDefinition) => field.identifier.endsWith('.accountNumber');
/** `bankAccounts.NACH` for the repayment account's fields; undefined for any other field. */
const accountOf = (field: FieldDefinition) =>
  field.identifier.startsWith('bankAccounts.')
    ? field.identifier.split('.').slice(0, 2).join('.')
    : undefined;
const typed = (field: FieldDefinition) => field.type !== 'file';
/**
 * The company field keeps the CIN of the company picked from the registry beside it (not a field
 * of its own): the work details correction needs it. A name only typed has none, and a saved CIN
 * stays until another company is picked.
 */
export const COMPANY_CIN = 'workCin';
const asksCompany = (fields: readonly FieldDefinition[]) =>
  fields.some((field) => field.identifier === 'currentEmployer' && !field.isReadOnly);

function readPath(values: CategoryValues, path: string): unknown {
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function writePath(target: CategoryValues, path: string, value: string) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as CategoryValues;
  node[keys.at(-1)!] = value;
}

/** What the form starts with: each saved value as shown; a saved account number is typed again. */
export function categoryDefaults(fields: readonly FieldDefinition[]): CategoryValues {
  const values: CategoryValues = {};
  for (const field of fields.filter(typed)) {
    writePath(values, field.identifier, isAccountNumber(field) ? '' : shownValue(field));
    if (isAccountNumber(field)) writePath(values, againOf(field.identifier), '');
  }
  if (asksCompany(fields)) values[COMPANY_CIN] = '';
  if (asksPermanentAddress(fields)) values[PERM_SAME] = savedAsSame(fields);
  return values;
}

/**
 * The answers by identifier, as field-values reads them; the permanent address is the current
 * one while 'Same as current address' is ticked.
 */
function flatten(fields: readonly FieldDefinition[], values: CategoryValues): FormValues {
  const flat: FormValues = {};
  const same = values[PERM_SAME] === true;
  for (const field of fields.filter(typed)) {
    const keys = isAccountNumber(field) ? [field.identifier, againOf(field.identifier)] : [field.identifier];
    const from = same && isPermanentAddress(field) ? currentOf(field.identifier) : field.identifier;
    for (const key of keys) flat[key] = String(readPath(values, key === field.identifier ? from : key) ?? '');
  }
  if (asksCompany(fields)) flat[COMPANY_CIN] = String(values[COMPANY_CIN] ?? '');
  return flat;
}

/** A saved account whose number was not retyped and whose other fields are unchanged. */
function keptAccount(fields: readonly FieldDefinition[], values: FormValues, numberField: FieldDefinition) {
  if ((values[numberField.identifier] ?? '') !== '') return false;
  const account = accountOf(numberField);
  return fields.every(
    (field) =>
      accountOf(field) !== account ||
      field === numberField ||
      (values[field.identifier] ?? '').trim() === shownValue(field),
  );
}

/** The save the answers make; a saved account left as it is is not sent again. */
function saveOf(fields: readonly FieldDefinition[], values: FormValues): SaveProfileInput {
  const kept = new Set(
    fields
      .filter((field) => isAccountNumber(field) && field.value !== null && keptAccount(fields, values, field))
      .map(accountOf),
  );
  const body = saveBodyFor(
    fields.filter((field) => !kept.has(accountOf(field))),
    values,
  );
  const cin = values[COMPANY_CIN]?.trim() ?? '';
  if (cin === '' || body.profileData?.currentEmployer === undefined) return body;
  return { ...body, profileData: { ...body.profileData, workCin: cin } };
}

/** The spec's message for each field whose answer is wrong, by identifier. */
export function categoryProblems(
  fields: readonly FieldDefinition[],
  values: FormValues,
  today: string,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const field of fields.filter(typed)) {
    const answer = values[field.identifier] ?? '';
    // A saved account number is shown masked: left blank, the saved account stays as it is,
    // unless its holder or IFSC was changed, which needs the number again.
    if (isAccountNumber(field) && answer === '' && field.value !== null) {
      if (!keptAccount(fields, values, field)) found[field.identifier] = messages.enterToContinue;
      continue;
    }
    const message = fieldError(field, answer, today);
    if (message) found[field.identifier] = message;
    else if (isAccountNumber(field) && !accountNumbersMatch(answer, values[againOf(field.identifier)] ?? ''))
      found[againOf(field.identifier)] = messages.accountNumberMismatch;
  }
  // One account is the same number at the same IFSC; a saved number left blank is the server's to compare.
  const accountOf = (purpose: 'NACH' | 'DISBURSAL') => ({
    accountNumber: values[`bankAccounts.${purpose}.accountNumber`] ?? '',
    ifsc: values[`bankAccounts.${purpose}.ifsc`] ?? '',
  });
  const repayment = accountOf('NACH');
  const disbursal = accountOf('DISBURSAL');
  if (repayment.accountNumber && disbursal.accountNumber && sameAccount(repayment, disbursal)) {
    found['bankAccounts.NACH.accountNumber'] = messages.repaymentAccountSame;
    found['bankAccounts.DISBURSAL.accountNumber'] = messages.disbursalAccountSame;
  }
  // What the fields allow, the save's own schema (the server's) checks too.
  return Object.keys(found).length > 0 ? found : schemaErrors(saveOf(fields, values));
}

/** The fields the answers ask (rent only for a rented house), with the answers by identifier. */
function asked(fields: readonly FieldDefinition[], values: CategoryValues) {
  const flat = flatten(fields, values);
  return { shown: applicableFields(fields, flat.residentType), flat };
}

export function categorySchema(fields: readonly FieldDefinition[], today: string) {
  return z.pipe(
    z.record(z.string(), z.unknown()).check(
      z.superRefine((values, context) => {
        const { shown, flat } = asked(fields, values);
        const problems = categoryProblems(shown, flat, today);
        for (const [identifier, message] of Object.entries(problems))
          context.addIssue({ code: 'custom', path: identifier.split('.'), message });
      }),
    ),
    z.transform((values): SaveProfileInput => {
      const { shown, flat } = asked(fields, values);
      return saveOf(shown, flat);
    }),
  );
}

/** A screen of documents only, or of saved accounts left as they are, has nothing to save. */
export const isEmptySave = (body: SaveProfileInput) =>
  !body.profileData && !body.bankAccounts && !body.references;
