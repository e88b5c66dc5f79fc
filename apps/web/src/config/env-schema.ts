import { apiBases, type ApiBase } from '@kredo/contract/api-bases';
import * as z from 'zod/mini';

/**
 * The web app's configuration: every API host defaults to its same-origin base path, and
 * VITE_<BASE>_BASE_URL moves that host (VITE_GATEWAY_BASE_URL=https://gw.example.com/gateway).
 */
const baseUrl = z.pipe(
  z
    .string()
    .check(z.trim(), z.regex(/^(\/|https?:\/\/)/, 'must be a path starting with / or an http(s) URL')),
  z.transform((value: string) => value.replace(/\/+$/, '')),
);

export function baseVariable(name: string): string {
  return `VITE_${name.toUpperCase()}_BASE_URL`;
}

const httpUrl = z.pipe(
  z.string().check(z.trim(), z.regex(/^https?:\/\//, 'must be an http(s) URL')),
  z.transform((value: string) => value.replace(/\/+$/, '')),
);

const envSchema = z.object({
  ...Object.fromEntries(
    Object.entries(apiBases).map(([name, path]) => [baseVariable(name), z._default(baseUrl, path)]),
  ),
  // The marketing website with the borrower's dashboard and loans pages, where single sign-on
  // and login v2 sessions continue (spec 000 §2.3). Unset: they stay in this app.
  VITE_WEBSITE_URL: z.optional(httpUrl),
  // The Google Form that takes bank statements when uploads are not allowed (spec 000 §4.8).
  // Unset: that mode offers the e-mail option only.
  VITE_STATEMENT_FORM_URL: z.optional(httpUrl),
});

export type WebEnv = {
  apiBases: Record<ApiBase, string>;
  websiteUrl: string | undefined;
  statementFormUrl: string | undefined;
};

export function parseWebEnv(source: Record<string, unknown>): WebEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web configuration:\n${problems.join('\n')}`);
  }
  const values = result.data as Record<string, string | undefined>;
  const bases = Object.fromEntries(Object.keys(apiBases).map((name) => [name, values[baseVariable(name)]]));
  return {
    apiBases: bases as WebEnv['apiBases'],
    websiteUrl: values.VITE_WEBSITE_URL,
    statementFormUrl: values.VITE_STATEMENT_FORM_URL,
  };
}
