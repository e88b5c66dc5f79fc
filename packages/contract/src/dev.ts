import { z } from 'zod';

/** Sandbox-only routes: the dev outbox and the movable clock. Absent in production mode. */
export const messageChannels = ['sms', 'whatsapp', 'email'] as const;
export type MessageChannel = (typeof messageChannels)[number];

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(messageChannels),
  to: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  to: z.string().trim().min(1).max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const outboxResponseSchema = z.array(outboxMessageSchema);

export const clockStateSchema = z.object({
  now: z.string(),
  offsetMs: z.number().int(),
});
export type ClockState = z.infer<typeof clockStateSchema>;

/** At most one year per call: a bigger jump is almost always a typo in a test. */
export const advanceClockSchema = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(366 * 24 * 60 * 60 * 1000),
});

export const testMessageSchema = z.object({
  channel: z.enum(messageChannels),
  to: z.string().trim().min(1).max(320),
  text: z.string().min(1).max(1000),
});

export const testMessageResponseSchema = z.object({ messageId: z.string() });

/** The dev identity page's "Sign in with Google" stand-in: the sandbox issuer signs a credential. */
export const identityCredentialBodySchema = z.object({
  email: z.email({ message: 'Invalid Email' }),
  name: z.string().trim().min(2).max(60),
});
export const identityCredentialResponseSchema = z.object({ credential: z.string() });

/** Under the main API base; the server mounts the dev routes at `devBase`. */
export const devBase = '/api/dev';
export const devPaths = {
  outbox: `${devBase}/outbox`,
  testMessage: `${devBase}/outbox/test-message`,
  clock: `${devBase}/clock`,
  identityJwks: `${devBase}/identity/jwks`,
  identityCredential: `${devBase}/identity/credential`,
} as const;
