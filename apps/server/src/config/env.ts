import { isIP } from 'node:net';

import { z } from 'zod';

import { blobKeyringProblem } from '../lib/blob-store/blob-keyring.ts';
import { checkSmsEnv, smsEnvShape } from './sms-env.ts';

/**
 * The fe-logs API key sandbox mode uses when FE_LOGS_API_KEY is unset. Documented, so a tester
 * or the web app's sandbox build can send it; production refuses to start without a real key.
 */
export const sandboxFeLogsApiKey = 'sandbox-fe-logs-key';

/**
 * The one configuration module: every setting the server reads comes from here, validated at
 * start. A bad value stops the start with a readable message rather than failing later.
 */
const booleanFromString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z
  .object({
    APP_MODE: z.enum(['sandbox', 'production']).default('sandbox'),
    PORT: z
      .string()
      .regex(/^\d{1,5}$/, 'must be a port number')
      .transform(Number)
      .pipe(z.number().max(65_535))
      .default(8080),
    /** Default: loopback in sandbox mode (the dev outbox shows one-time codes), every interface in production. */
    HOST: z.string().min(1).optional(),
    /** Extra origins the web app may call (when an API base lives on another host), space-separated. */
    CSP_CONNECT_SRC: z.string().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Whose X-Forwarded-For to believe: `false` (default), `true` (every hop: only when nothing
     * reaches the server but through the proxy), or the proxies' addresses or CIDR ranges,
     * comma-separated (`127.0.0.1`, `10.0.0.0/8`): a client's own forged header is then ignored.
     */
    TRUST_PROXY: z
      .string()
      .transform((value, ctx): boolean | string[] => {
        if (['true', '1'].includes(value)) return true;
        if (['false', '0'].includes(value)) return false;
        const proxies = value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
        for (const proxy of proxies) {
          const [address, bits] = proxy.split('/');
          const family = isIP(address ?? '');
          const bitsOk =
            bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
          if (family === 0 || !bitsOk)
            ctx.addIssue({ code: 'custom', message: `not an address or CIDR range: ${proxy}` });
        }
        return proxies;
      })
      .default(false),
    RATE_LIMIT_PER_MINUTE: z
      .string()
      .regex(/^\d+$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().int().min(1))
      .default(600),
    BLOB_STORE: z.enum(['fs', 's3']).default('fs'),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('ap-south-1'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFromString.default(true),
    /** Base64 of at least 32 random bytes; HMAC key for session tokens. */
    JWT_SIGNING_KEY: z.base64().optional(),
    /** Base64 of exactly 32 random bytes; AES-256-GCM key for PAN, Aadhaar and account numbers. */
    PII_ENCRYPTION_KEY: z.base64().optional(),
    /**
     * Keys that seal each stored file's own data key: `id:base64-32-bytes` entries, comma-separated,
     * the first used for new files, the others kept to open files sealed before a rotation.
     */
    BLOB_ENCRYPTION_KEYS: z
      .string()
      .check((ctx) => {
        const problem = blobKeyringProblem(ctx.value);
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
      })
      .optional(),
    /** Each partner's link key: `partnerId:base64-32-bytes` entries, comma-separated. */
    PARTNER_LINK_KEYS: z.string().optional(),
    /** Google OAuth client id; when set, Google sign-in verifies real Google credentials (in any mode). */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    /** The key front-end log callers send in `x-api-key` (POST /api/events/fe-logs). */
    FE_LOGS_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
    /** The bearer token Prometheus scrapes GET /metrics with; unset, there is no /metrics. */
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Statement files read at once by this process; defaults to the machine's cores. */
    STATEMENT_READERS: z
      .string()
      .regex(/^\d+$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().int().min(1).max(64))
      .optional(),
    /** Where the built web app lives; defaults to apps/web/dist beside this server. */
    WEB_DIST_DIR: z.string().min(1).optional(),
    /** The OpenAPI page at /docs: on by default in sandbox mode, off in production unless `on`. */
    API_DOCS: z.enum(['on', 'off']).optional(),
    ...smsEnvShape,
  })
  .superRefine((env, ctx) => {
    if (env.BLOB_STORE === 's3') {
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when BLOB_STORE=s3' });
      }
    }
    if (env.APP_MODE === 'production') {
      for (const key of [
        'JWT_SIGNING_KEY',
        'PII_ENCRYPTION_KEY',
        'BLOB_ENCRYPTION_KEYS',
        'FE_LOGS_API_KEY',
      ] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required in production mode' });
      }
      if (env.FE_LOGS_API_KEY === sandboxFeLogsApiKey) {
        ctx.addIssue({
          code: 'custom',
          path: ['FE_LOGS_API_KEY'],
          message: 'must not be the sandbox key in production mode',
        });
      }
    }
    checkSmsEnv(env, ctx);
  });

export type Env = z.infer<typeof envSchema>;

/** Whether /docs serves the OpenAPI page: API_DOCS when set, else in sandbox mode only. */
export function apiDocsOn(env: Pick<Env, 'API_DOCS' | 'APP_MODE'>): boolean {
  return env.API_DOCS === undefined ? env.APP_MODE === 'sandbox' : env.API_DOCS === 'on';
}

export function listenHost(env: Env): string {
  return env.HOST ?? (env.APP_MODE === 'sandbox' ? '127.0.0.1' : '0.0.0.0');
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set", as they do in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
