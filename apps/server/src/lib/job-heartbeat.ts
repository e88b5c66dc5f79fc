import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type HeartbeatTimes = {
  /** How often an instance says it is alive and looks for the dead. */
  beatMs: number;
  /** Silence after which an instance is taken for dead. */
  deadAfterMs: number;
};

/**
 * Beats every 5 s; silent for 30 s is dead. A dead instance's jobs are failed at the next look
 * (within 5 s), and a failed job's retry starts 5 s later on a live instance: under a minute in
 * all, where pg-boss alone waits for the job's 15-minute expiry.
 */
export const heartbeatTimes: HeartbeatTimes = { beatMs: 5_000, deadAfterMs: 30_000 };

export type JobHeartbeat = {
  instanceId: string;
  /** Records that this instance runs the job from now until `released`. */
  claim(queue: string, jobId: string): Promise<void>;
  release(jobId: string): Promise<void>;
  /**
   * Starts beating; `takeOver` is told of each job a dead instance held, once across instances;
   * `fenced` if this instance finds itself taken for dead (it stops beating then).
   */
  start(
    takeOver: (queue: string, jobId: string) => Promise<void>,
    fenced: () => void,
    report: (error: Error) => void,
  ): Promise<void>;
  /** Stops beating and removes this instance, so its jobs left running are taken over at once. */
  stop(): Promise<void>;
};

/**
 * This instance's heartbeat and its claims on jobs, in `server_instances` and `job_claims`. An
 * instance that was only slow (paused longer than `deadAfterMs`) finds its row gone at its next
 * beat: it is fenced (the server exits, to be started again clean), since the jobs it held are
 * being run again elsewhere.
 */
export function createJobHeartbeat(
  executeSql: ExecuteSql,
  times: HeartbeatTimes = heartbeatTimes,
): JobHeartbeat {
  const instanceId = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> | undefined;

  const register = () =>
    executeSql(
      `INSERT INTO server_instances (id, host, pid, started_at, heartbeat_at) VALUES ($1, $2, $3, now(), now())`,
      [instanceId, hostname(), process.pid],
    );

  async function beat(takeOver: (queue: string, jobId: string) => Promise<void>, fenced: () => void) {
    const { rows: alive } = await executeSql(
      'UPDATE server_instances SET heartbeat_at = now() WHERE id = $1 RETURNING id',
      [instanceId],
    );
    // Taken for dead while it was paused: its jobs are being run again elsewhere. It must not go
    // on as if nothing happened (a late completion would land on the other run's try).
    if (alive.length === 0) return fenced();
    await executeSql(
      `DELETE FROM server_instances WHERE heartbeat_at < now() - make_interval(secs => $1::float / 1000)`,
      [times.deadAfterMs],
    );
    const { rows } = await executeSql(
      `SELECT c.queue, c.job_id, c.instance_id FROM job_claims c
       WHERE NOT EXISTS (SELECT 1 FROM server_instances i WHERE i.id = c.instance_id)`,
    );
    for (const claim of rows as Array<{ queue: string; job_id: string; instance_id: string }>) {
      // Only the claim as it was read: two live instances never both take it, and a live
      // instance's newer claim on the job is never removed.
      const { rows: taken } = await executeSql(
        'DELETE FROM job_claims WHERE job_id = $1 AND instance_id = $2 RETURNING job_id',
        [claim.job_id, claim.instance_id],
      );
      if (taken.length > 0) await takeOver(claim.queue, claim.job_id);
    }
  }

  return {
    instanceId,
    async claim(queue, jobId) {
      await executeSql(
        `INSERT INTO job_claims (job_id, queue, instance_id, claimed_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (job_id) DO UPDATE SET instance_id = $3, claimed_at = now()`,
        [jobId, queue, instanceId],
      );
    },
    async release(jobId) {
      await executeSql('DELETE FROM job_claims WHERE job_id = $1 AND instance_id = $2', [jobId, instanceId]);
    },
    async start(takeOver, fenced, report) {
      await register();
      const run = () => {
        beating ??= beat(takeOver, () => {
          if (timer) clearInterval(timer);
          timer = undefined;
          fenced();
        })
          .catch((error: unknown) => report(error instanceof Error ? error : new Error(String(error))))
          .finally(() => (beating = undefined));
      };
      run();
      timer = setInterval(run, times.beatMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await beating;
      await executeSql('DELETE FROM server_instances WHERE id = $1', [instanceId]);
    },
  };
}
