import { fieldMessage, type FieldDefinition } from '@kredo/contract/loan-application';
import { saveProfileBodySchema } from '@kredo/contract/application-profile';
import { fieldProblem, readMoneyText } from '@kredo/domain/form-field';
import { PAISE_PER_RUPEE } from '@kredo/domain/money';
import type * as z from 'zod/mini';

type SaveProfileInput = z.input<typeof saveProfileBodySchema>;

/**
 * Between the application form's field definitions and the profile: what a field shows, whether
 * it is right (the domain's rule with the spec's message, as the server checks it), and the save
 * a category's answers make.
 */
export type FormValues = Record<string, string>;

/** What the input shows: paise as whole rupees, everything else as text. */
export function shownValue(field: FieldDefinition): string {
  if (field.value === null) return '';
  if (field.unit === 'paise' && typeof field.value === 'number') return String(field.value / PAISE_PER_RUPEE);
  return String(field.value);
}

/** The value the rule checks: rupees typed back into paise. */
function heldValue(field: FieldDefinition, shown: string): string | number | null {
  const text = shown.trim();
  if (text === '') return null;
  if (field.type === 'number') {
    // Money without a leading zero, by the domain's rule: anything else stays text, which the
    // rule refuses.
    if (field.unit === 'paise') {
      const rupees = readMoneyText(text);
      return rupees === undefined ? text : rupees * PAISE_PER_RUPEE;
    }
    return /^\d+$/.test(text) ? Number(text) : text;
  }
  return text;
}

/** The spec's message for what is typed, or undefined when it is right. */
export function fieldError(field: FieldDefinition, shown: string, today: string): string | undefined {
  if (field.isReadOnly) return undefined;
  const problem = fieldProblem(field, heldValue(field, shown), today);
  return problem && fieldMessage(field, problem);
}

/** A category is complete when every required field has a value that passes its rule (spec 000 §4.3). */
export function categoryComplete(fields: readonly FieldDefinition[], today: string): boolean {
  return fields.every((field) => !field.isRequired || fieldProblem(field, field.value, today) === undefined);
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[path.at(-1)!] = value;
}

/**
 * The save a category's answers make: profile fields nested by their identifiers, bank accounts
 * grouped by purpose. Read-only fields, the mobile (changed only by verifying it) and documents
 * (uploaded, not typed) are not sent; neither is a blank optional field.
 */
export function saveBodyFor(fields: readonly FieldDefinition[], values: FormValues): SaveProfileInput {
  const profileData: Record<string, unknown> = {};
  const accounts: Record<string, Record<string, unknown>> = {};
  for (const field of fields) {
    const [head, ...rest] = field.identifier.split('.');
    if (field.isReadOnly || head === 'mobile' || head === 'documents' || !head) continue;
    const value = heldValue(field, values[field.identifier] ?? '');
    if (value === null) continue;
    if (head === 'bankAccounts') {
      const [purpose, key] = rest;
      if (purpose && key) (accounts[purpose] ??= { purposeType: purpose })[key] = value;
      continue;
    }
    const typed =
      field.type === 'dropdown' && /^\d+$/.test(String(value)) && field.min_val !== undefined
        ? Number(value)
        : value;
    setPath(profileData, [head, ...rest], typed);
  }
  const body: SaveProfileInput = {};
  if (Object.keys(profileData).length > 0) body.profileData = profileData as SaveProfileInput['profileData'];
  const bankAccounts = Object.values(accounts);
  if (bankAccounts.length > 0) body.bankAccounts = bankAccounts as SaveProfileInput['bankAccounts'];
  return body;
}

/**
 * Refusals by the form's own field identifiers: `profileData.address.street` is
 * `address.street`, and `bankAccounts.0.ifsc` is the account of that save's first purpose,
 * `bankAccounts.DISBURSAL.ifsc`.
 */
export function fieldErrorsByIdentifier(
  fieldErrors: Record<string, readonly string[]>,
  body: SaveProfileInput,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, [message]] of Object.entries(fieldErrors)) {
    if (!message) continue;
    const account = /^bankAccounts\.(\d+)\.(.+)$/.exec(path);
    const purpose = account ? body.bankAccounts?.[Number(account[1])]?.purposeType : undefined;
    found[purpose && account ? `bankAccounts.${purpose}.${account[2]}` : path.replace(/^profileData\./, '')] =
      message;
  }
  return found;
}

/** What the save's own schema refuses (the server checks the same), by field identifier. */
export function schemaErrors(body: SaveProfileInput): Record<string, string> {
  const parsed = saveProfileBodySchema.safeParse(body);
  if (parsed.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return fieldErrorsByIdentifier(byPath, body);
}
