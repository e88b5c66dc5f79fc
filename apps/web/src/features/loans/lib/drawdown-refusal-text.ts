import { creditLineMessages } from '@kredo/contract/credit-lines';
import { withdrawalMessages, type WithdrawalRefusalCode } from '@kredo/domain/credit-line-withdrawal';
import type { Translate } from '../../../lib/i18n';
import { translateCatalogueText } from '../../../lib/use-catalogue-text';

const serverKeys = Object.keys(creditLineMessages) as Array<keyof typeof creditLineMessages>;
const refusalCodes = Object.keys(withdrawalMessages) as WithdrawalRefusalCode[];

/**
 * A drawdown's refusal as the server wrote it (spec 001 §8 "the response data as text"), in the
 * user's language: the credit line's own texts, the withdraw check's (its limit as the server
 * filled it in), or any text of the catalogue; other text is shown as it came.
 */
export function drawdownRefusalText(t: Translate, text: string): string {
  const serverKey = serverKeys.find((key) => creditLineMessages[key] === text);
  if (serverKey) return t(`loans.creditLine.serverMessages.${serverKey}`);
  for (const code of refusalCodes) {
    const [before = '', after] = withdrawalMessages[code].split('{limit}');
    if (after === undefined) {
      if (text === before) return t(`loans.creditLine.refusals.${code}`);
    } else if (
      text.length > before.length + after.length &&
      text.startsWith(before) &&
      text.endsWith(after)
    ) {
      return t(`loans.creditLine.refusals.${code}`, {
        limit: text.slice(before.length, text.length - after.length),
      });
    }
  }
  return translateCatalogueText(t, text);
}
