import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import type { FetchCall } from '../../../test/stub-fetch';

export const userId = '5b2c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';

/** The smallest real files of the kinds we take, and one we do not. */
export const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (character) => character.charCodeAt(0),
);
export const jpegBytes = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  (character) => character.charCodeAt(0),
);
export const pdfBytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export const fileOf = (bytes: Uint8Array | string, name: string, type = '') =>
  new File([bytes as BlobPart], name, { type });

/** A signed-in borrower's components, with their own query cache, inside a router. */
export function renderSignedIn(element: ReactElement) {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The server's answer to an upload: the stored document's details. */
export function storedAnswer(call: FetchCall) {
  const docType = decodeURIComponent(call.url.split('/').pop() ?? '');
  return Response.json(
    {
      document: {
        id: '0b7c1e44-6a53-4c8e-9c36-2a8f62a0a001',
        docType,
        docSubType: call.form?.get('docSubType') ?? null,
        side: call.form?.get('side') ?? 'SINGLE',
        docMode: 'UPLOAD',
        contentType: (call.form?.get('file') as File | null)?.type || 'image/png',
        sizeBytes: 68,
        sha256: 'a'.repeat(64),
        date: '2025-06-01T10:00:00.000Z',
        current: true,
      },
    },
    { status: 201 },
  );
}

export const uploadPath = (docType: string) => `/api/document/${userId}/${docType}`;

/**
 * A refused upload as the server answers it, with the text the screen shows (spec 000 §8,
 * 'Document upload'): the upload limit in the server's words, any other failure in the screen's
 * own (`otherFailure`: 'Something went wrong!' in the application form, 'Something wrong, please
 * try again' in the corrections).
 */
export function uploadRefusals(otherFailure: string): Array<[string, () => Response, string]> {
  const limit =
    'Looks like you have already used maximum trials to upload documents. Please contact support for further support';
  return [
    ['the upload limit', () => Response.json({ code: 'S3_LIMIT', message: limit }, { status: 429 }), limit],
    [
      'any other failure',
      () => Response.json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 }),
      otherFailure,
    ],
  ];
}
