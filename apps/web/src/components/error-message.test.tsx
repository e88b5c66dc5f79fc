// @vitest-environment happy-dom
import { partners } from '@kredo/contract/partners';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api-error';
import { resolveBrand } from '../lib/brand';
import { BrandProvider } from '../lib/brand-context';
import { initI18n } from '../lib/i18n';
import { ErrorMessage } from './error-message';

/** The default error display (spec 002 §8 General): the message, then 'Mail us at' the brand's address. */
function shown(segment: string | undefined, error: unknown) {
  initI18n();
  const { unmount } = render(
    <BrandProvider value={resolveBrand(segment)}>
      <ErrorMessage error={error} />
    </BrandProvider>,
  );
  const alert = screen.getByRole('alert');
  const text = alert.textContent;
  const address = within(alert).getByRole('link').getAttribute('href');
  unmount();
  return { text, address };
}

describe('the default error display', () => {
  it("gives the server's message and 'Mail us at' the default brand's support address", () => {
    const refusal = new ApiRequestError(409, { code: 'CONFLICT', message: 'Order Failed' });
    expect(shown(undefined, refusal)).toEqual({
      text: 'Order FailedMail us at support@kredo.example',
      address: 'mailto:support@kredo.example',
    });
  });

  it.each(partners.map((partner) => [partner.id, partner.supportEmail] as const))(
    "under %s, mails the partner's own address",
    (segment, supportEmail) => {
      const { text, address } = shown(segment, new Error('a bug'));
      expect(text).toBe(`Something went wrongMail us at ${supportEmail}`);
      expect(address).toBe(`mailto:${supportEmail}`);
    },
  );
});
