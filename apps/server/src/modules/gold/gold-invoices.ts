import { messages } from '@kredo/contract/messages';
import { indianDate } from '@kredo/domain/calendar-date';
import { goldUnits, paise } from '@kredo/domain/money';
import { and, eq, isNull } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { signedDocumentUrl, storeGeneratedDocument } from '../documents/documents.service.ts';
import { renderGoldInvoicePdf, type GoldInvoiceData } from '../generated-documents/gold-invoice-pdf.ts';
import { goldBankAccounts, goldOrders, goldPayouts } from './gold.schema.ts';
import { ownGoldUser, type GoldUserRow } from './gold-users.ts';
import type { GoldOrderRow } from './gold-orders.ts';

export type InvoiceDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'blobs' | 'goldVendor'>;

/** The document type a gold invoice is stored under. */
export const goldInvoiceDocType = 'GOLD_INVOICE';

/** The platform the vendor sells through, as its invoices name it. */
export const goldDistributor = {
  name: 'Kredo Digital Services Private Limited',
  address: '4th Floor, Prestige Tech Park, Outer Ring Road, Bengaluru 560103',
};

/** The vendor's GST on gold is 3%: split CGST and SGST within its own state, IGST across states. */
function taxesOf(order: GoldOrderRow, sellerState: string, customerState: string | null) {
  if (order.kind === 'SELL' || order.taxPaise === 0) return [];
  if (customerState !== null && customerState === sellerState) {
    const half = Math.floor(order.taxPaise / 2);
    return [
      { label: 'CGST 1.5%', amount: paise(order.taxPaise - half) },
      { label: 'SGST 1.5%', amount: paise(half) },
    ];
  }
  return [{ label: 'IGST 3%', amount: paise(order.taxPaise) }];
}

async function settlementOf(deps: InvoiceDeps, order: GoldOrderRow) {
  if (order.kind !== 'SELL') return `Paid online, payment ${order.gatewayPaymentId ?? '-'}`;
  const [payout] = await deps.db
    .select({ accountId: goldPayouts.bankAccountId, utr: goldPayouts.utr })
    .from(goldPayouts)
    .where(and(eq(goldPayouts.orderId, order.id), eq(goldPayouts.purpose, 'SALE')));
  const [account] = payout?.accountId
    ? await deps.db.select().from(goldBankAccounts).where(eq(goldBankAccounts.id, payout.accountId))
    : [];
  const to = account ? `account XXXXXX${account.accountNumberLast4}` : 'the verified account';
  return `IMPS to ${to}${payout?.utr ? `, UTR ${payout.utr}` : ''}`;
}

async function invoiceDataOf(
  deps: InvoiceDeps,
  order: GoldOrderRow,
  goldUser: GoldUserRow,
): Promise<GoldInvoiceData> {
  const seller = deps.goldVendor.seller;
  const address = order.address ? (JSON.parse(order.address) as Record<string, string | null>) : null;
  const customerState = address?.state ?? (await deps.goldVendor.checkPincode(goldUser.pinCode)).state;
  return {
    kind: order.kind as GoldInvoiceData['kind'],
    invoiceNumber: order.invoiceNumber ?? order.id,
    orderId: order.id,
    issuedOn: indianDate(order.settledAt ?? order.createdAt),
    seller,
    distributor: goldDistributor,
    customer: {
      name: goldUser.name,
      mobileMasked: `XXXXXX${goldUser.mobile.slice(-4)}`,
      pinCode: address?.pinCode ?? goldUser.pinCode,
      deliveryAddress: address
        ? [address.name, address.address, address.landmark, address.city, address.state, address.pinCode]
            .filter(Boolean)
            .join(', ')
        : null,
    },
    line: {
      description:
        order.kind === 'DELIVER' ? (order.productDescription ?? 'Gold coin') : '24K 99.5% digital gold',
      hsn: '7108',
      gold: goldUnits(order.goldUnits),
      ratePerGram: order.ratePaise === null ? null : paise(order.ratePaise),
      taxable: paise(order.amountPaise - order.taxPaise),
    },
    taxes: taxesOf(order, seller.state, customerState),
    total: paise(order.amountPaise),
    settlement: await settlementOf(deps, order),
  };
}

/**
 * 'Download Invoice' (spec 002 §2 Order status): the order's tax invoice (a purchase note for a
 * sell), made once when first asked for, stored encrypted by the documents service, and answered
 * as a short-lived signed link, in the language first asked for. Only a successful order has one.
 */
export async function invoiceLinkOf(
  deps: InvoiceDeps,
  userId: string,
  orderId: string,
  language: 'en' | 'hi' = 'en',
) {
  const goldUser = await ownGoldUser(deps.db, userId);
  const [order] = await deps.db
    .select()
    .from(goldOrders)
    .where(and(eq(goldOrders.id, orderId), eq(goldOrders.goldUserId, goldUser.id)));
  if (!order)
    throw new AppError('NOT_FOUND', 'no such gold order', { userMessage: messages.goldInvoiceFailed });
  if (order.status !== 'SUCCESS')
    throw new AppError('CONFLICT', 'no invoice before the order succeeds', {
      userMessage: messages.goldInvoiceFailed,
    });
  let documentId = order.invoiceDocumentId;
  if (!documentId) {
    const pdf = await renderGoldInvoicePdf(await invoiceDataOf(deps, order, goldUser), language);
    const stored = await storeGeneratedDocument(deps, userId, goldInvoiceDocType, pdf);
    await deps.db
      .update(goldOrders)
      .set({ invoiceDocumentId: stored.id })
      .where(and(eq(goldOrders.id, order.id), isNull(goldOrders.invoiceDocumentId)));
    const [kept] = await deps.db
      .select({ id: goldOrders.invoiceDocumentId })
      .from(goldOrders)
      .where(eq(goldOrders.id, order.id));
    documentId = kept?.id ?? stored.id;
  }
  const signed = await signedDocumentUrl(deps, userId, goldInvoiceDocType, documentId);
  return { invoice_link: signed.image };
}
