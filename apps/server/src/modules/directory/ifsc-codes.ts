import { createRequire } from 'node:module';

import { isIfsc, normaliseIfsc } from '@kredo/domain/validators/ifsc';

/**
 * Every IFSC in use, from the `ifsc` package's data (RBI's list, bank code to branch codes). Only
 * its data is read: the package's code pulls an HTTP client in for online look-ups we do not make.
 * Loaded on the first look-up (about 1 MB).
 */
type BranchCodes = Record<string, ReadonlyArray<string | number>>;

const require = createRequire(import.meta.url);
let codes: { branches: BranchCodes; bankNames: Record<string, string> } | undefined;

function data() {
  codes ??= {
    branches: require('ifsc/src/IFSC.json') as BranchCodes,
    bankNames: require('ifsc/src/banknames.json') as Record<string, string>,
  };
  return codes;
}

/** Whether a well-formed code names a branch that exists. */
export function isKnownIfsc(ifsc: string): boolean {
  if (!isIfsc(ifsc) || ifsc !== normaliseIfsc(ifsc)) return false;
  const list = data().branches[ifsc.slice(0, 4)];
  if (!list) return false;
  const branch = ifsc.slice(5);
  return /^\d+$/.test(branch) ? list.includes(Number.parseInt(branch, 10)) : list.includes(branch);
}

export function bankNameOf(ifsc: string): string | undefined {
  return data().bankNames[ifsc.slice(0, 4)];
}
