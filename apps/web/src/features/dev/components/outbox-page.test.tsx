// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { renderApp } from '../../../test/render-app';

const messages = [
  {
    id: '2',
    channel: 'sms',
    to: '9876543210',
    text: 'Your OTP is 482913',
    attachments: [],
    createdAt: '2025-06-01T10:00:05Z',
  },
  {
    id: '1',
    channel: 'email',
    to: 'asha@example.com',
    text: 'Welcome to Kredo',
    attachments: [{ fileName: 'LA-1234ABCD-signed.pdf', documentId: 'd1', sha256: 'ab' }],
    createdAt: '2025-06-01T10:00:00Z',
  },
];

function stubFetch(respond: (url: string) => Response) {
  const fetchStub = vi.fn(async (url: RequestInfo | URL) => respond(String(url)));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('dev outbox page', () => {
  it('lists each message with its recipient, channel, text and attachments, newest first', async () => {
    stubFetch(() => Response.json(messages));

    await renderApp('/dev/outbox');

    const items = await screen.findAllByTestId('outbox-message');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('9876543210')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('SMS')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Your OTP is 482913')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('E-mail')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Attached: LA-1234ABCD-signed.pdf')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByTestId('outbox-attachments')).toBeNull();
  });

  it('asks the server for one recipient when filtered', async () => {
    const fetchStub = stubFetch(() => Response.json([]));
    await renderApp('/dev/outbox');

    fireEvent.change(await screen.findByLabelText('To'), { target: { value: '9876543210' } });

    await waitFor(() =>
      expect(fetchStub.mock.calls.map(([url]) => String(url))).toContain('/api/dev/outbox?to=9876543210'),
    );
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });

  it('explains that the outbox exists only in sandbox mode when the server answers 404', async () => {
    stubFetch(() => Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }));

    await renderApp('/dev/outbox');

    expect(await screen.findByText('The outbox exists only in sandbox mode.')).toBeTruthy();
  });
});
