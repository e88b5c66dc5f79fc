import type { QueueItem } from '@kredo/contract/back-office';
import type { ApplicationStatus } from '@kredo/domain/application-lifecycle';

import type { AppDeps } from '../../app-deps.ts';
import {
  openApplicationCounts,
  openApplications,
  type ApplicationRow,
} from '../loan-application/back-office-reads.ts';
import { findProduct } from '../loan-products/loan-products.service.ts';
import { latestAutomaticOutcomes } from '../underwriting/underwriting.service.ts';
import { findUserById } from '../users/users.service.ts';
import { maskMobile } from './masks.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const defaultQueueLength = 50;
const hourMs = 60 * 60 * 1000;

async function queueItemOf(
  deps: Deps,
  row: ApplicationRow,
  automaticOutcome: QueueItem['automaticOutcome'],
): Promise<QueueItem> {
  const user = await findUserById(deps.db, row.userId);
  return {
    applicationId: row.id,
    status: row.status as ApplicationStatus,
    subStatuses: row.subStatuses,
    productCode: row.productCode,
    productTitle: findProduct(row.productCode)?.title ?? row.productCode,
    borrowerName: user?.name ?? null,
    mobileMasked: maskMobile(user?.mobile ?? null),
    amountRequested: row.amountRequestedPaise,
    tenureRequested: row.tenureRequestedMonths,
    createdAt: row.createdAt.toISOString(),
    statusUpdatedAt: row.statusUpdatedAt.toISOString(),
    automaticOutcome,
  };
}

/** Open applications, the longest waiting first, with how many wait in each status. */
export async function applicationQueue(
  deps: Deps,
  query: {
    status?: ApplicationStatus | undefined;
    olderThanHours?: number | undefined;
    limit?: number | undefined;
  },
): Promise<{ items: QueueItem[]; counts: Record<string, number> }> {
  const statusSince =
    query.olderThanHours === undefined
      ? undefined
      : new Date(deps.clock.nowMs() - query.olderThanHours * hourMs);
  const [rows, counts] = await Promise.all([
    openApplications(deps.db, {
      status: query.status,
      statusSince,
      limit: query.limit ?? defaultQueueLength,
    }),
    openApplicationCounts(deps.db),
  ]);
  const outcomes = await latestAutomaticOutcomes(
    deps.db,
    rows.map((row) => row.id),
  );
  const items: QueueItem[] = [];
  // One at a time: the embedded database answers one query at a time anyway.
  for (const row of rows)
    items.push(await queueItemOf(deps, row, (outcomes.get(row.id) ?? null) as QueueItem['automaticOutcome']));
  return { items, counts };
}
