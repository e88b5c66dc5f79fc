import { randomInt, randomUUID } from 'node:crypto';

import { isoDate } from '@kredo/domain/calendar-date';
import { credit, debit } from '@kredo/domain/ledger';
import { goldUnits, paise } from '@kredo/domain/money';
import { eq } from 'drizzle-orm';
import pg from 'pg';

import type { Db } from '../db/database.ts';
import type { BlobStore } from '../lib/blob-store/blob-store.ts';
import type { Clock } from '../lib/clock.ts';
import type { PiiCipher } from '../lib/crypto/pii.ts';
import { makeAgreementPdf } from '../lib/pdf-signature/testing/signature-tools.ts';
import { documents } from '../modules/documents/documents.schema.ts';
import { storeGeneratedDocument } from '../modules/documents/documents.service.ts';
import { signAsLender } from '../modules/generated-documents/lender-signature.ts';
import { createSandboxLenderSigner } from '../modules/generated-documents/sandbox-lender-signer.ts';
import { postEntry } from '../modules/ledger/ledger.service.ts';
import { users } from '../modules/users/users.schema.ts';
import { sandboxAuthorityLoader } from '../providers/esign/sandbox-authority.ts';

/** A statement on the server of `url`, on a connection of its own. */
export async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The same server's database of that name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const drillLender = 7;

export type DrillData = {
  /** The disbursal entry and the loan it paid out. */
  disbursal: { entryId: string; loanId: string };
  /** The KFS (unsigned) and the NOC (signed), with their files' keys. */
  unsigned: { id: string; key: string };
  signed: { id: string; key: string };
};

/**
 * What a lender's database holds, in little: two loans paid out and a gold purchase in the
 * journal, a KFS (an unsigned PDF) and a NOC signed by the sandbox lender signer, whose CA is kept
 * in the database (sealed with the PII key) as the product keeps it.
 */
export async function seedDrillData(deps: {
  db: Db;
  blobs: BlobStore;
  clock: Clock;
  cipher: PiiCipher;
}): Promise<DrillData> {
  const { db, clock } = deps;
  const now = clock.now();
  const businessDate = isoDate(clock.businessDate());
  const post = (
    kind: 'disbursal' | 'gold-buy',
    lines: Parameters<typeof postEntry>[1]['lines'],
    loanId?: string,
  ) =>
    db.transaction((tx) =>
      postEntry(
        tx,
        {
          idempotencyKey: `drill:${randomUUID()}`,
          lenderId: drillLender,
          kind,
          businessDate,
          narration: 'drill',
          loanId,
          lines,
        },
        now,
      ),
    );
  const loanId = randomUUID();
  const disbursal = await post(
    'disbursal',
    [
      debit('loan-principal', paise(50_000_00), { loanId }),
      credit('disbursal-clearing', paise(50_000_00), { loanId }),
    ],
    loanId,
  );
  const otherLoan = randomUUID();
  await post(
    'disbursal',
    [
      debit('loan-principal', paise(20_000_00), { loanId: otherLoan }),
      credit('disbursal-clearing', paise(20_000_00), { loanId: otherLoan }),
    ],
    otherLoan,
  );
  const holding = randomUUID();
  await post('gold-buy', [
    debit('gold-in-vault', goldUnits(12_345)),
    credit('customer-gold', goldUnits(12_345), { subjectId: holding }),
  ]);

  const userId = randomUUID();
  await db.insert(users).values({
    id: userId,
    mobile: `9${randomInt(100_000_000, 999_999_999)}`,
    createdAt: now,
    updatedAt: now,
  });
  const unsigned = await storeGeneratedDocument(
    deps,
    userId,
    'KFS',
    await makeAgreementPdf('Key fact statement'),
  );
  // The CA first: a root made during the signing would begin after the signing time.
  const authority = sandboxAuthorityLoader(deps);
  await authority();
  const signer = createSandboxLenderSigner(authority);
  const nocPdf = await signAsLender(await makeAgreementPdf('No objection certificate'), signer, {
    lender: { legalName: 'Drill Finance Private Limited', email: 'loans@drill-finance.example' },
    reason: 'No objection certificate',
    location: 'Bengaluru',
    signedAt: clock.now(),
  });
  const signed = await storeGeneratedDocument(deps, userId, 'NOC', nocPdf);
  const keyOf = async (id: string) =>
    (await db.select({ key: documents.blobKey }).from(documents).where(eq(documents.id, id)))[0]?.key ?? '';
  return {
    disbursal: { entryId: disbursal.entryId, loanId },
    unsigned: { id: unsigned.id, key: await keyOf(unsigned.id) },
    signed: { id: signed.id, key: await keyOf(signed.id) },
  };
}
