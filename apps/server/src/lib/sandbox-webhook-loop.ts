import type { FastifyInstance } from 'fastify';

/** A sandbox service's side that sends its webhooks when they fall due by the sandbox clock. */
export type SandboxWebhookSender = {
  deliverDueWebhooks(
    send: (rawBody: string, headers: Record<string, string>) => Promise<number>,
  ): Promise<number>;
};

/**
 * Each second, sends the sandbox service's due webhooks to this server's route at `path`, as the
 * real service would call it (a delivery answered with anything but 2xx is retried by the sandbox).
 * One round at a time; answers the stop.
 */
export function startSandboxWebhookLoop(
  app: FastifyInstance,
  sandbox: SandboxWebhookSender | undefined,
  path: string,
  report: (error: unknown) => void,
): () => void {
  if (!sandbox) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sandbox
      .deliverDueWebhooks(async (rawBody, headers) => {
        const reply = await app.inject({
          method: 'POST',
          url: path,
          payload: rawBody,
          headers: { ...headers, 'content-type': 'application/json' },
        });
        return reply.statusCode;
      })
      .catch(report)
      .finally(() => {
        running = false;
      });
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
