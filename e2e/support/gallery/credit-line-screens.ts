import { answerBankLink, answerCreditLine, creditLineIds } from './credit-line-answers.ts';
import type { Screen } from './screens.ts';

/** A credit line's screen, shown to a borrower whose loans the browser is answered (credit-line-answers.ts). */
const creditLine = (name: string, path: string, shot: Parameters<typeof answerCreditLine>[1]): Screen => ({
  name,
  visitor: 'applicant',
  path,
  answers: (page) => answerCreditLine(page, shot),
});
const withdrawPath = `/loans/rloc-details/withdraw?loan_id=${creditLineIds.active}`;

/** The bank-link screen, its call answered in the browser (credit-line-answers.ts). */
const bankLink = (name: string): Screen => ({
  name,
  visitor: 'applicant',
  path: '/loans/bank-link',
  answers: answerBankLink,
});

/** The loans area's credit line screens, after the term loans' (screens.ts). */
export const creditLineScreens: Screen[] = [
  // The revolving credit line (spec 001 §2.10, §4.9, §5), its data answered in the browser until
  // the sandbox opens lines: the list with an active line and a closed one (another lender's:
  // 'Contact customer support'); the line's details with its due and transactions; an expired
  // line's; the details a withdrawal lands on; the withdraw screen empty, with the fee of ₹10,000
  // shown, and with its drawdown refused.
  creditLine('loans-credit-lines', '/loans', 'lines'),
  creditLine('loans-credit-line', `/loans/rloc-details?loan_id=${creditLineIds.active}`, 'active'),
  creditLine('loans-credit-line-expired', `/loans/rloc-details?loan_id=${creditLineIds.expired}`, 'expired'),
  // Where a withdrawal lands: the details, the money on its way.
  creditLine(
    'loans-credit-line-withdrawn',
    `/loans/rloc-details?loan_id=${creditLineIds.active}&withdraw=true`,
    'active',
  ),
  creditLine('loans-withdraw', withdrawPath, 'active'),
  {
    ...creditLine('loans-withdraw-fee', withdrawPath, 'active'),
    async prepare(page) {
      await page.locator('input[name=amount]').fill('10000');
      await page.locator('form table').waitFor();
    },
  },
  {
    ...creditLine('loans-withdraw-refused', withdrawPath, 'refused'),
    async prepare(page) {
      await page.locator('input[name=amount]').fill('10000');
      await page.locator('form button[type=submit]:not([disabled])').click();
      await page.locator('form [role=alert]').waitFor();
    },
  },
  // The bank-link screen (spec 001 §2.10, §8) refused with nothing due ('Something went wrong!
  // Looks like {error}', the way back to the loans). On its way to the gateway it shows only a
  // spinner, which a shot would wait on for nothing (its component test covers it).
  {
    ...bankLink('loans-bank-link-refused'),
    async prepare(page) {
      await page.locator('h1 ~ [role=alert]').first().waitFor();
    },
  },
];
