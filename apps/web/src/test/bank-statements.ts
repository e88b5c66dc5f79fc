import type { Institution, StartedStatement } from '@kredo/contract/bank-statements';
import { bankStatementPaths } from '@kredo/contract/bank-statements';
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { sessionKeys } from '../lib/session';
import { makeJwt } from './jwt';
import { stubFetch, type FetchCall } from './stub-fetch';
import { userStatusOf } from './user-status';

export const statementUserId = '5b1f7c2a-8d3e-4a6b-9c0d-1e2f3a4b5c6d';

/** A few of the server's banks: the four shortcuts, others with fewer modes, one with none. */
export const sampleInstitutions: Institution[] = [
  {
    id: '2',
    name: 'Axis Bank',
    shortName: 'Axis',
    modes: ['NET_BANKING', 'PDF_UPLOAD', 'ACCOUNT_AGGREGATOR'],
  },
  {
    id: '20',
    name: 'HDFC Bank',
    shortName: 'HDFC',
    modes: ['NET_BANKING', 'PDF_UPLOAD', 'ACCOUNT_AGGREGATOR'],
  },
  {
    id: '22',
    name: 'ICICI Bank',
    shortName: 'ICICI',
    modes: ['NET_BANKING', 'PDF_UPLOAD', 'ACCOUNT_AGGREGATOR'],
  },
  {
    id: '35',
    name: 'State Bank of India',
    shortName: 'SBI',
    modes: ['NET_BANKING', 'PDF_UPLOAD', 'ACCOUNT_AGGREGATOR'],
  },
  { id: '4', name: 'Bank of India', shortName: 'BOI', modes: ['PDF_UPLOAD', 'ACCOUNT_AGGREGATOR'] },
  { id: '28', name: 'Punjab & Sind Bank', shortName: 'PSB', modes: ['PDF_UPLOAD'] },
  { id: '53', name: 'Cosmos Co-operative Bank', shortName: 'Cosmos', modes: [] },
];

/** A statement the analyser has taken and is reading (what Complete answers), for a bank. */
export const processingStatement = (institutionId = '20') => ({
  id: 's-1',
  status: 'PROCESSING',
  mode: 'PDF_UPLOAD',
  institutionId,
  yearMonthFrom: '2025-03',
  yearMonthTo: '2025-09',
  monthsCovered: null,
});

export const sampleSession: StartedStatement = {
  entityId: 'entity-1',
  linkId: 'link-1',
  perfiosTransactionId: 'perfios-1',
  txnId: 'txn-1',
  yearMonthFrom: '2025-03',
  yearMonthTo: '2025-09',
};

export function signInForStatements(): void {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: statementUserId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, statementUserId);
}

type Handlers = Partial<Record<keyof typeof bankStatementPaths, (call: FetchCall) => Response>>;

/**
 * A server for the bank statement screens: the borrower's status, the banks, uploads allowed and
 * a session that starts; `handlers` answer any bank statement call differently.
 */
export function stubStatementServer(handlers: Handlers = {}) {
  const defaults: Handlers = {
    institutions: () => Response.json({ institutions: sampleInstitutions }),
    uploadAllowed: () => Response.json({ status: true }),
    start: () => Response.json(sampleSession),
    openSession: () => Response.json({ session: null, files: [] }),
  };
  return stubFetch((call) => {
    if (call.url === `/api/lam/status/${statementUserId}`)
      return Response.json(userStatusOf(statementUserId));
    const path = call.url.split('?')[0];
    const name = (Object.keys(bankStatementPaths) as (keyof typeof bankStatementPaths)[]).find(
      (key) => bankStatementPaths[key] === path,
    );
    const handler = name && (handlers[name] ?? defaults[name]);
    if (handler) return handler(call);
    if (call.url === '/api/events/log-event') return new Response(null, { status: 204 });
    return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  });
}

/** A PDF of `size` bytes (its content is never read here). */
export function pdfFile(name = 'statement.pdf', size = 2048, type = 'application/pdf'): File {
  return new File([new Uint8Array(size)], name, { type });
}

/**
 * What a statement screen's test leaves behind, undone: the screen unmounted first (so no query
 * refetches after the real fetch is back), then timers, stubbed globals, storage and the cache.
 */
export function resetStatementScreen(): void {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
}
