import type { StartedStatement, UploadedStatement } from '@kredo/contract/bank-statements';
import { useEffect, useRef, useState } from 'react';
import { useOpenStatement } from '../api/get-open-statement';
import { useStartStatement } from '../api/start-statement';
import { newRequestId } from './request-id';

export type StatementSession = {
  /** Undefined while it is being found or started. */
  session: StartedStatement | undefined;
  /** The files sent in it before this visit (a reload), with their verdicts. */
  earlierFiles: readonly UploadedStatement[];
  isError: boolean;
  /** Tries again after a failure: a new session unless an open one is found. */
  retry: () => void;
};

/**
 * The PDF session for a bank: the one the borrower already opened today, with its files, when
 * there is one (the screen was reloaded), else a new one. One start per attempt, even when an
 * effect runs twice in development. Nothing happens while there is no bank.
 */
export function useStatementSession(userId: string, institutionId: string | undefined): StatementSession {
  const open = useOpenStatement(institutionId, institutionId !== undefined && institutionId !== '');
  const start = useStartStatement();
  const [attempt, setAttempt] = useState(0);
  const started = useRef('');
  const { mutate: startSession } = start;
  const noneOpen = open.isSuccess && open.data.session === null;
  useEffect(() => {
    if (!institutionId || !noneOpen) return;
    const key = `${institutionId}:${attempt}`;
    if (started.current === key) return;
    started.current = key;
    startSession({ userId, institutionId, requestId: newRequestId() });
  }, [institutionId, noneOpen, attempt, userId, startSession]);

  const resumed = open.data?.session ?? undefined;
  return {
    session: resumed ?? (noneOpen ? start.data : undefined),
    earlierFiles: resumed ? (open.data?.files ?? []) : [],
    isError: open.isError || start.isError,
    retry: () => {
      start.reset();
      if (open.isError) void open.refetch();
      setAttempt((count) => count + 1);
    },
  };
}
