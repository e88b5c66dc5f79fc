import { randomBytes, randomUUID } from 'node:crypto';

import type { Database } from '../../db/database.ts';
import { createClock, type Clock } from '../../lib/clock.ts';
import { createPiiCipher, type PiiCipher } from '../../lib/crypto/pii.ts';
import {
  createNotifier,
  createSandboxInbox,
  listOutbox,
} from '../../modules/notifications/notifications.service.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import { createSandboxMessagingProvider } from '../messaging/sandbox.ts';
import type { StartSigningInput } from './index.ts';
import { createSandboxEsignProvider } from './sandbox.ts';

export type EsignHarness = Awaited<ReturnType<typeof createEsignHarness>>;

/**
 * The sandbox ESP on a fresh database, wired as in sandbox mode: codes go through the notifier to
 * the sandbox messaging provider, so they land in the dev outbox; its log lines are kept.
 */
export async function createEsignHarness() {
  const database: Database = await createTestDatabase();
  const clock: Clock = createClock();
  const cipher: PiiCipher = createPiiCipher(randomBytes(32));
  const notifier = createNotifier({
    db: database.db,
    clock,
    provider: createSandboxMessagingProvider(createSandboxInbox(database.db), clock),
  });
  const logLines: string[] = [];
  const logger = {
    info: (details: object, message: string) => logLines.push(JSON.stringify({ ...details, message })),
  };
  const newProvider = () => createSandboxEsignProvider({ db: database.db, clock, cipher, notifier, logger });
  return {
    database,
    db: database.db,
    clock,
    cipher,
    esign: newProvider(),
    /** A second instance on the same database: a restarted server. */
    newProvider,
    logLines,
    /** The code in the newest SMS to `mobile`, read from the dev outbox as a journey would. */
    async latestCode(mobile: string): Promise<string> {
      const [message] = await listOutbox(database.db, { to: mobile, limit: 1 });
      const code = /^(\d{6}) /.exec(message?.text ?? '')?.[1];
      if (!code) throw new Error(`No eSign code in the outbox for ${mobile}`);
      return code;
    },
    close: () => database.close(),
  };
}

let mobileSequence = 0;

/** A start request for a new signer: a unique transaction id and a fresh mobile number. */
export function startInput(overrides: Partial<StartSigningInput> = {}): StartSigningInput {
  mobileSequence += 1;
  return {
    transactionId: randomUUID(),
    documentDigest: randomBytes(32).toString('hex'),
    signerName: 'Asha Verma',
    // Never ending in 0000 or 0002, the magic suffixes.
    signerMobile: `9876${500_002 + mobileSequence * 3}`,
    docInfo: 'Loan agreement',
    ...overrides,
  };
}
