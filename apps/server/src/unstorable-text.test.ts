import { messages } from '@kredo/contract/messages';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { seedPerson, signIn } from '../test/helpers/sign-in.ts';
import { stringFields } from '../test/helpers/string-fields.ts';
import { buildTestApp, type TestApp } from '../test/helpers/test-app.ts';
import { sandboxFeLogsApiKey } from './config/env.ts';
import { staffTestKit } from './modules/staff/staff-test-kit.ts';

/** Text PostgreSQL cannot store: a NUL character and half of a surrogate pair. */
const unstorable = { nul: '\u0000', loneSurrogate: '\ud800' };
const parts = ['body', 'querystring', 'params'] as const;
type Part = (typeof parts)[number];

const isZod = (schema: unknown): schema is z.ZodMiniType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

/** Every (route, part, field) of the app's request schemas, read from the routes themselves. */
function requestFields(routes: readonly RouteOptions[]) {
  return routes.flatMap((route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    const schema = (route.schema ?? {}) as Partial<Record<Part, unknown>>;
    return methods.flatMap((method) =>
      parts.flatMap((part) => {
        const partSchema = schema[part];
        if (!isZod(partSchema)) return [];
        return stringFields(partSchema).map((field) => ({ method, url: route.url, part, partSchema, field }));
      }),
    );
  });
}

const issuesOf = (schema: z.ZodMiniType, input: unknown) =>
  (z.safeParse(schema, input).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));

const under = (anchor: string) => (issue: { path: string }) =>
  anchor === '' || issue.path === anchor || issue.path.startsWith(`${anchor}.`);

/** A lone surrogate has no UTF-8 form: in a URL it travels as the bytes a careless encoder writes. */
const encodeText = (text: string) =>
  text.split(unstorable.loneSurrogate).map(encodeURIComponent).join('%ED%A0%80');

function requestFor(url: string, part: Part, input: unknown) {
  if (part === 'body') return { url: url.replace(/:(\w+)/g, 'x'), payload: JSON.stringify(input) };
  const values = Object.entries((input ?? {}) as Record<string, unknown>);
  if (part === 'params') {
    const given = new Map(values.map(([key, value]) => [key, encodeText(String(value))]));
    return { url: url.replace(/:(\w+)/g, (_match, name: string) => given.get(name) ?? 'x') };
  }
  const query = values
    .flatMap(([key, value]) => [value].flat().map((item) => `${key}=${encodeText(String(item))}`))
    .join('&');
  return { url: `${url.replace(/:(\w+)/g, 'x')}?${query}` };
}

describe('text the database cannot store', () => {
  let t: TestApp;
  const ctx = {} as { t: TestApp };
  const staff = staffTestKit(ctx);
  let borrowerHeaders: Record<string, string>;
  let staffHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    ctx.t = t;
    const person = { mobile: '9123400071', pan: 'FGHPU7101K', dob: '1990-01-01', name: 'Usha Ul' };
    await seedPerson(t, person);
    borrowerHeaders = (await signIn(t, person)).headers;
    await staff.seed();
    staffHeaders = (await staff.signInStaff('admin@kredo.example')).headers;
  });
  afterAll(() => t.close());

  const headersFor = (url: string): Record<string, string> => {
    if (url.startsWith('/back-office/')) return staffHeaders;
    if (url === '/api/events/fe-logs') return { 'x-api-key': sandboxFeLogsApiKey };
    return borrowerHeaders;
  };

  it('finds the free-text fields of the profile, the back office and the dev outbox', () => {
    const found = requestFields(t.app.routeTable).map(
      ({ method, url, part, field }) => `${method} ${url} ${part}.${field.path}`,
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/paandu/profile body.profileData.designation',
        'POST /api/paandu/profile body.profileData.loanRequest.purposeRemark',
        'POST /api/paandu/profile body.bankAccounts.0.bankName',
        'POST /back-office/applications/:applicationId/reject body.reason',
        'GET /api/dev/outbox querystring.to',
      ]),
    );
  });

  it('every string of every request schema refuses NUL and a lone surrogate', () => {
    const accepted: string[] = [];
    for (const { method, url, part, partSchema, field } of requestFields(t.app.routeTable)) {
      const control = issuesOf(partSchema, field.input('Abcd')).filter(under(field.anchor));
      for (const [name, bad] of Object.entries(unstorable)) {
        const issues = issuesOf(partSchema, field.input(`Ab${bad}cd`));
        const refused =
          field.anchor === field.path
            ? issues.some((issue) => issue.path === field.path)
            : control.length === 0 && issues.some(under(field.anchor));
        if (!refused) accepted.push(`${method} ${url} ${part}.${field.path} (${name})`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('no request with such text in any string field answers 5xx', async () => {
    const failures: string[] = [];
    for (const { method, url, part, field } of requestFields(t.app.routeTable)) {
      for (const [name, bad] of Object.entries(unstorable)) {
        const request = requestFor(url, part, field.input(`Ab${bad}cd`));
        const answer = await t.app.inject({
          method: method as 'GET',
          ...request,
          headers: { ...headersFor(url), ...(part === 'body' ? { 'content-type': 'application/json' } : {}) },
        });
        if (answer.statusCode >= 500)
          failures.push(`${method} ${url} ${part}.${field.path} (${name}): ${answer.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a profile save with such text 400, naming the field with one message', async () => {
    for (const bad of Object.values(unstorable)) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/paandu/profile',
        headers: borrowerHeaders,
        payload: {
          profileData: {
            designation: `Mana${bad}ger`,
            loanRequest: { purposeRemark: `Wedding${bad}` },
          },
        },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: {
          'profileData.designation': [messages.unsupportedCharacters],
          'profileData.loanRequest.purposeRemark': [messages.unsupportedCharacters],
        },
      });
    }
  });
});
