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
  /** Starts beating; `takeOver` is told of each job a dead instance held. */
  start(
    takeOver: (queue: string, jobId: string) => Promise<void>,
    report: (error: Error) => void,
  ): Promise<void>;
  /** Stops beating and removes this instance, so its jobs left running are taken over at once. */
  stop(): Promise<void>;
};

/**
 * This instance's heartbeat and its claims on jobs, in `server_instances` and `job_claims`. An
 * instance that was only slow (paused longer than `deadAfterMs`) finds its row gone at its next
 * beat and writes it again; the jobs it held have been run again meanwhile, which handlers allow
 * (each finds work already done).
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
      `INSERT INTO server_instances (id, host, pid, started_at, heartbeat_at) VALUES ($1, $2, $3, now(), now())
       ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`,
      [instanceId, hostname(), process.pid],
    );

  async function beat(takeOver: (queue: string, jobId: string) => Promise<void>) {
    await register();
    await executeSql(
      `DELETE FROM server_instances WHERE heartbeat_at < now() - make_interval(secs => $1::float / 1000)`,
      [times.deadAfterMs],
    );
    const { rows } = await executeSql(
      `SELECT c.queue, c.job_id FROM job_claims c
       WHERE NOT EXISTS (SELECT 1 FROM server_instances i WHERE i.id = c.instance_id)`,
    );
    for (const { queue, job_id: jobId } of rows as Array<{ queue: string; job_id: string }>) {
      await takeOver(queue, jobId);
      await executeSql('DELETE FROM job_claims WHERE job_id = $1', [jobId]);
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
    async start(takeOver, report) {
      await register();
      const run = () => {
        beating ??= beat(takeOver)
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
