import { apiBases, type ApiBase } from '@kredo/contract/api-bases';
import { z } from 'zod';

/**
 * The web app's configuration, read once at start from Vite's build-time environment.
 * Every API host defaults to its same-origin base path; setting VITE_<BASE>_BASE_URL moves
 * that host (for example VITE_GATEWAY_BASE_URL=https://gateway.example.com/gateway).
 */
const baseUrl = z
  .string()
  .trim()
  .regex(/^(\/|https?:\/\/)/, 'must be a path starting with / or an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

const envSchema = z.object({
  ...Object.fromEntries(
    Object.entries(apiBases).map(([name, path]) => [baseVariable(name), baseUrl.default(path)]),
  ),
  VITE_STORE_APP_URL: z.url().default('https://play.google.com/store/apps/details?id=com.kredo.app'),
});

function baseVariable(name: string): string {
  return `VITE_${name.toUpperCase()}_BASE_URL`;
}

function readEnv() {
  const result = envSchema.safeParse(import.meta.env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web configuration:\n${problems.join('\n')}`);
  }
  const values = result.data as Record<string, string>;
  const bases = Object.fromEntries(
    Object.keys(apiBases).map((name) => [name, values[baseVariable(name)]]),
  ) as Record<ApiBase, string>;
  return { apiBases: bases, storeAppUrl: values.VITE_STORE_APP_URL as string };
}

export const env = readEnv();
