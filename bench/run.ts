// `npm run bench`: prints each figure and whether it is within its budget; exits 1 when one is not.
import { cpus, totalmem } from 'node:os';

import { benchApi } from './api.ts';
import { benchCloseOfBusiness } from './close-of-business.ts';
import { benchDocuments } from './documents.ts';
import { benchGoldBuy } from './gold-buy.ts';
import { benchLedgerPosting } from './ledger-posting.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchScaleOut } from './scale-out.ts';
import { benchStart } from './start.ts';
import { benchStatement } from './statement.ts';
import { benchWebSize } from './web-size.ts';

console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
const only = process.argv[2];
const results: boolean[] = [];
if (!only || only === 'web') results.push(await benchWebSize());
if (!only || only === 'lighthouse') results.push(await benchLighthouse());
if (!only || only === 'start') results.push(await benchStart());
if (!only || only === 'api') results.push(await benchApi());
if (!only || only === 'statement') results.push(await benchStatement());
if (!only || only === 'documents') results.push(await benchDocuments());
if (!only || only === 'gold') results.push(await benchGoldBuy());
// Long (minutes): only when asked for, `npm run bench -- cob`.
if (only === 'cob') results.push(await benchCloseOfBusiness());
// Two instances behind nginx, minutes of load: only when asked for, `npm run bench -- scale`.
if (only === 'scale') results.push(await benchScaleOut());
// Seeds a book first (a minute or more): only when asked for, `npm run bench -- ledger-posting`.
if (only === 'ledger-posting') results.push(await benchLedgerPosting());
process.exit(results.every(Boolean) ? 0 : 1);
