import { text } from '@kredo/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { findStatement } from './bank-statements.repository.ts';
import { answerBankConsent } from './bank-links.service.ts';
import { findInstitution } from './institutions.ts';

/** Net banking password the sandbox bank refuses (docs/providers.md). */
export const sandboxWrongPassword = 'wrong';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
label,input,button{display:block;width:100%;margin:.5rem 0;font-size:1rem}button{padding:.6rem}
.error{color:#b00020}</style></head><body><h1>${escape(title)}</h1>${body}</body></html>`;
}

function netBankingPage(bank: string, error?: string): string {
  return page(
    `${bank} NetBanking`,
    `${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<p>Sign in to share your account statement of the last 7 months with Kredo.</p>
<form method="post"><label>Customer ID <input name="customerId" autocomplete="off" required></label>
<label>Password <input name="password" type="password" required></label>
<button name="action" value="approve">Login and share statement</button>
<button name="action" value="deny" formnovalidate>Cancel</button></form>`,
  );
}

function consentPage(bank: string): string {
  return page(
    'Account Aggregator consent',
    `<p>Kredo asks to view your ${escape(bank)} account statement.</p>
<ul><li>Purpose: loan underwriting</li><li>Data: transactions, balance, profile</li>
<li>Period: last 7 months, fetched once</li><li>Consent valid for: 1 day</li></ul>
<form method="post"><button name="action" value="approve">Approve</button>
<button name="action" value="deny">Reject</button></form>`,
  );
}

const formSchema = z.object({
  action: z.enum(['approve', 'deny']),
  customerId: z.optional(text().check(z.maxLength(50))),
  password: z.optional(text().check(z.maxLength(100))),
});

/**
 * The sandbox bank's login page and the sandbox aggregator's consent page (sandbox mode only):
 * what the borrower sees between `banking-link` and the return to our redirect page.
 */
export const bankSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  const params = z.object({ statementId: z.uuid() });

  app.get('/bank-sandbox/:statementId', { schema: { hide: true, params } }, async (request, reply) => {
    const row = await findStatement(deps.db, request.params.statementId);
    const bank = findInstitution(row?.institutionId ?? '')?.name;
    if (!row || !bank || row.status !== 'STARTED')
      return reply
        .code(404)
        .type('text/html')
        .send(page('Link expired', '<p>This link is no longer valid.</p>'));
    return reply
      .type('text/html')
      .send(row.mode === 'NET_BANKING' ? netBankingPage(bank) : consentPage(bank));
  });

  app.post(
    '/bank-sandbox/:statementId',
    { schema: { hide: true, params, body: formSchema } },
    async (request, reply) => {
      const row = await findStatement(deps.db, request.params.statementId);
      const bank = findInstitution(row?.institutionId ?? '')?.name ?? 'Bank';
      const { action, customerId, password } = request.body;
      if (row?.mode === 'NET_BANKING' && action === 'approve' && password === sandboxWrongPassword)
        return reply
          .code(401)
          .type('text/html')
          .send(netBankingPage(bank, 'Invalid Customer ID or Password'));
      const next = await answerBankConsent(deps, request.params.statementId, {
        approved: action === 'approve',
        consent: customerId ?? 'APPROVED',
      });
      return reply.redirect(next, 303);
    },
  );
};
