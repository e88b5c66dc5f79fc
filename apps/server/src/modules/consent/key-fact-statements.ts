import { createHash, randomUUID } from 'node:crypto';

import type { KfsSummary } from '@kredo/contract/consent';
import { creditLineKfsOf } from '@kredo/contract/credit-line-kfs';
import { compareDates, indianDate, type IsoDate } from '@kredo/domain/calendar-date';
import {
  creditLineKeyFactStatement,
  isCreditLineStatement,
  type CreditLineKeyFactStatement,
} from '@kredo/domain/credit-line-key-facts';
import { keyFactStatement, type KeyFactStatement } from '@kredo/domain/key-fact-statement';
import { priceOffer, type OfferPricing } from '@kredo/domain/loan-offer';
import { basisPoints, paise } from '@kredo/domain/money';
import { and, desc, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { findProduct } from '../loan-products/loan-products.service.ts';
import { offerPricingOf } from '../underwriting/offer-pricing.ts';
import type { OpportunityRow } from '../underwriting/opportunity-moves.ts';
import type { StoredKeyFactStatement } from './consent-records.ts';
import { keyFactStatements } from './consent.schema.ts';
import { creditLineTermsOf, offersCreditLine } from './credit-line-offer-terms.ts';
import { lenderTermsOf } from './lender-terms.ts';

export type KfsRow = typeof keyFactStatements.$inferSelect;
/** A term loan's KFS row: what opening and disbursing a loan read. */
export type LoanKfsRow = KfsRow & { statement: KeyFactStatement };

/** The offer's pricing as the opportunity was priced: the product's fees, the opportunity's own rates. */
export function pricingOf(row: OpportunityRow): OfferPricing {
  const product = findProduct(row.productCode);
  if (!product) throw new Error(`opportunity ${row.id} names an unknown product ${row.productCode}`);
  return {
    ...offerPricingOf(product),
    monthlyFlatRate: basisPoints(row.monthlyFlatRateBp),
    convenienceFeeRate: basisPoints(row.convenienceFeeRateBp),
    minConvenienceFee: paise(row.minConvenienceFeePaise),
  };
}

/**
 * The Key Fact Statement of an opportunity issued on `issuedOn`, from the one computation of
 * packages/domain: a credit line's (its limit, rate, fees and an illustrative drawdown) or a term
 * loan's. A term loan's must give back the figures the offer was approved on: a drift (a product's
 * fee changed since) is refused rather than shown, so the screen, the KFS and the agreement agree.
 */
export function statementFor(
  row: OpportunityRow,
  version: number,
  issuedOn: IsoDate,
): StoredKeyFactStatement {
  return offersCreditLine(row)
    ? lineStatementFor(row, version, issuedOn)
    : loanStatementFor(row, version, issuedOn);
}

function lineStatementFor(
  row: OpportunityRow,
  version: number,
  issuedOn: IsoDate,
): CreditLineKeyFactStatement {
  const lender = lenderTermsOf(row.lenderId);
  return creditLineKeyFactStatement({
    proposalNumber: proposalNumberOf(row, version),
    loanType: findProduct(row.productCode)?.title ?? 'Credit line',
    terms: creditLineTermsOf(row),
    tenureMonths: row.tenureMonths,
    issuedOn,
    contingentCharges: lender.contingentCharges,
    disclosures: lender.disclosures,
  });
}

function loanStatementFor(row: OpportunityRow, version: number, issuedOn: IsoDate): KeyFactStatement {
  const product = findProduct(row.productCode);
  const lender = lenderTermsOf(row.lenderId);
  const terms = {
    principal: paise(row.amountPaise),
    tenureMonths: row.tenureMonths,
    dueDayOfMonth: row.dueDayOfMonth,
  };
  const pricing = pricingOf(row);
  const offer = priceOffer(terms, pricing);
  const drift: string[] = [];
  if (offer.emi !== row.emiPaise) drift.push('emi');
  if (offer.processingFee !== row.processingFeePaise) drift.push('processing fee');
  if (offer.disbursed !== row.disbursedPaise) drift.push('disbursed');
  if (offer.apr !== row.aprBp) drift.push('apr');
  if (drift.length > 0)
    throw new Error(`opportunity ${row.id}: KFS figures differ from the offer (${drift.join(', ')})`);
  return keyFactStatement({
    proposalNumber: proposalNumberOf(row, version),
    loanType: product?.title ?? 'Personal loan',
    terms,
    pricing,
    issuedOn,
    // Paid out the day the agreement is signed: the KFS illustrates a payout on its issue day.
    disbursalDate: issuedOn,
    thirdPartyFees: [],
    contingentCharges: lender.contingentCharges,
    disclosures: lender.disclosures,
  });
}

/** Unique per opportunity and version: 'KR-' and the opportunity id's first block, then the version. */
export function proposalNumberOf(row: OpportunityRow, version: number): string {
  return `KR-${row.id.slice(0, 8).toUpperCase()}-${version}`;
}

/** Canonical JSON (keys sorted) of a statement, hashed: what a consent binds to. */
export function statementDigest(statement: StoredKeyFactStatement): string {
  const canonical = JSON.stringify(statement, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

export async function latestKfs(db: Db, opportunityId: string): Promise<KfsRow | undefined> {
  const [row] = await db
    .select()
    .from(keyFactStatements)
    .where(eq(keyFactStatements.opportunityId, opportunityId))
    .orderBy(desc(keyFactStatements.version))
    .limit(1);
  return row;
}

export async function findKfs(db: Db, opportunityId: string, id: string): Promise<KfsRow | undefined> {
  const [row] = await db
    .select()
    .from(keyFactStatements)
    .where(and(eq(keyFactStatements.opportunityId, opportunityId), eq(keyFactStatements.id, id)))
    .limit(1);
  return row;
}

/** Still binding on `today`: its last valid day has not passed. */
export const isKfsValid = (row: KfsRow, today: IsoDate): boolean =>
  compareDates(today, row.validUntil as IsoDate) <= 0;

/**
 * The KFS an answer is given on: the latest while it is valid, else a new version issued today
 * (same offer, new dates). Two readers issuing at once: the unique version index keeps one.
 */
export async function currentKfs(db: Db, row: OpportunityRow, now: Date): Promise<KfsRow> {
  const today = indianDate(now);
  const latest = await latestKfs(db, row.id);
  if (latest && isKfsValid(latest, today)) return latest;
  const version = (latest?.version ?? 0) + 1;
  const statement = statementFor(row, version, today);
  const [inserted] = await db
    .insert(keyFactStatements)
    .values({
      id: randomUUID(),
      opportunityId: row.id,
      userId: row.userId,
      version,
      proposalNumber: statement.proposalNumber,
      issuedOn: statement.issuedOn,
      validUntil: statement.validUntil,
      statement,
      statementSha256: statementDigest(statement),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const raced = await latestKfs(db, row.id);
  if (!raced) throw new Error(`KFS of opportunity ${row.id} vanished`);
  return raced;
}

/** A term loan's KFS row; a credit line's is refused (it has no payout or schedule to read). */
export function loanKfs<Row extends KfsRow>(row: Row): Row & { statement: KeyFactStatement } {
  const { statement } = row;
  if (isCreditLineStatement(statement))
    throw new Error(`KFS ${row.id} is a credit line's, not a term loan's`);
  return { ...row, statement };
}

/** The figures every KFS states: its APR, what the borrower receives and repays, in all. */
export function kfsHeadlineOf(statement: StoredKeyFactStatement) {
  if (isCreditLineStatement(statement)) {
    const { illustration } = statement;
    return {
      apr: statement.partOne.apr,
      netDisbursed: illustration.received,
      totalRepayable: illustration.totalPayable,
      totalInterest: illustration.totalInterest,
    };
  }
  const { annexB } = statement;
  return {
    apr: annexB.apr,
    netDisbursed: annexB.netDisbursed,
    totalRepayable: annexB.totalPayable,
    totalInterest: annexB.totalInterest,
  };
}

export function kfsSummaryOf(row: KfsRow): KfsSummary {
  const headline = kfsHeadlineOf(row.statement);
  return {
    id: row.id,
    version: row.version,
    proposalNumber: row.proposalNumber,
    issuedOn: row.issuedOn,
    validUntil: row.validUntil,
    aprBp: headline.apr.basisPoints,
    aprPercent: headline.apr.percent,
    netDisbursed: headline.netDisbursed,
    totalRepayable: headline.totalRepayable,
    totalInterest: headline.totalInterest,
    coolingOffDays: row.statement.partTwo.coolingOffDays,
    creditLine: isCreditLineStatement(row.statement) ? creditLineKfsOf(row.statement) : null,
  };
}
