// One server process's close of business on a shared PostgreSQL: `close-worker.ts <url> <through>`.
// Says "ready" once connected, starts when a line comes on its input (so that the processes begin
// together, however long each took to start), and prints the loan-days it closed.
import { once } from 'node:events';

import { openDatabase } from '../../src/db/database.ts';
import { createClock } from '../../src/lib/clock.ts';
import { runCloseOfBusiness } from '../../src/modules/loans/close-of-business-jobs.ts';
import { isoDate } from '@kredo/domain/calendar-date';

const [url, through] = process.argv.slice(2);
if (!url || !through) throw new Error('usage: close-worker.ts <database url> <through>');
const database = await openDatabase({ url });
const clock = createClock(Date.parse(`${through}T20:00:00Z`) - Date.now());
process.stdout.write('ready\n');
await once(process.stdin, 'data');
process.stdin.destroy();
const days = await runCloseOfBusiness({ db: database.db, clock }, isoDate(through));
await database.close();
process.stdout.write(`${days}\n`);
