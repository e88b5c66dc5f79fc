// The bank statement calls for the correction screens' tests, answered like the server would.
import { bankStatementPaths } from '@kredo/contract/bank-statements';
import { fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { processingStatement, sampleInstitutions, sampleSession } from '../../../test/bank-statements';
import type { FetchCall } from '../../../test/stub-fetch';

type StatementCall = keyof typeof bankStatementPaths;
type Handlers = Partial<Record<StatementCall, (call: FetchCall) => Response>>;

export const readFile = () => Response.json({ status: 1, vendor: 'FINBOX', fileId: 'file-1' });
export const statement = processingStatement();

/** A route for `serveCorrections`: the banks, uploads allowed, a session, and `handlers` for the rest. */
export function statementRoutes(handlers: Handlers = {}) {
  const defaults: Handlers = {
    institutions: () => Response.json({ institutions: sampleInstitutions }),
    uploadAllowed: () => Response.json({ status: true }),
    start: () => Response.json(sampleSession),
    openSession: () => Response.json({ session: null, files: [] }),
    upload: readFile,
    complete: () => Response.json({ statement }),
  };
  return (call: FetchCall, path: string) => {
    const name = (Object.keys(bankStatementPaths) as StatementCall[]).find(
      (key) => bankStatementPaths[key] === path,
    );
    const handler = name && (handlers[name] ?? defaults[name]);
    return handler ? handler(call) : undefined;
  };
}

export const callsTo = (calls: FetchCall[], name: StatementCall) =>
  calls.filter((call) => call.url.split('?')[0] === bankStatementPaths[name]);

export async function waitForSession() {
  await vi.waitFor(() =>
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', false),
  );
}

/** Chooses a PDF that is not password protected and sends it. */
export function uploadPdf(file: File) {
  fireEvent.change(screen.getByLabelText(/^(Choose File|Add More Files)/), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'My file is not password protected' }));
  fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
}
