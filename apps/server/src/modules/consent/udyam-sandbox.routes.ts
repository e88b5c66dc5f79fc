import { text } from '@kredo/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { isSameSite } from '../../lib/same-site.ts';
import { isUdyamToken, udyamSandboxPath } from './udyam.service.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A return address on this server (or a local one: the page is the sandbox's own). */
function sameSite(returnUrl: string, host: string | undefined): boolean {
  try {
    return isSameSite(new URL(returnUrl, `http://${host ?? 'localhost'}`), host, true);
  } catch {
    return false;
  }
}

/**
 * Sandbox stand-in for the Udyam support registration page (sandbox mode only): it checks the
 * token the app was given, says what a real registration would ask, and returns to the app.
 */
export const udyamSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    udyamSandboxPath.slice('/api/dev'.length),
    {
      schema: {
        tags: ['dev (sandbox only)'],
        querystring: z.object({
          token: text().check(z.maxLength(200)),
          opportunityId: z.uuid(),
          returnUrl: z.optional(text().check(z.maxLength(2000))),
        }),
      },
    },
    (request, reply) => {
      const { token, opportunityId, returnUrl } = request.query;
      const page = (body: string, status = 200) =>
        reply
          .code(status)
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Udyam registration (sandbox)</title><body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`,
          );
      if (!isUdyamToken(deps, opportunityId, token))
        return page(
          '<h1>Link expired</h1><p>This registration link is no longer valid. Please go back to the app.</p>',
          403,
        );
      const back =
        returnUrl && sameSite(returnUrl, request.headers.host)
          ? `<p><a href="${escapeHtml(returnUrl)}" style="display:inline-block;padding:12px 20px;background:#1b5e20;color:#fff;border-radius:6px;text-decoration:none">Registration done: return to Kredo</a></p>`
          : '<p>Close this page to return to the app.</p>';
      return page(
        `<h1>Udyam registration (sandbox)</h1><p>A real registration asks for the Aadhaar of the owner, the PAN of the enterprise and its bank account, and issues a Udyam Registration Number.</p>${back}`,
      );
    },
  );
};
