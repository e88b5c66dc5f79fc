import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The server processes working on this database, each beating every few seconds by the
 * database's own clock (never the sandbox's, which moves). One silent for `deadAfter` is taken
 * for dead: its row goes and the jobs it held are run again elsewhere (lib/job-heartbeat.ts).
 */
export const serverInstances = pgTable('server_instances', {
  id: uuid('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: instant('started_at').notNull(),
  heartbeatAt: instant('heartbeat_at').notNull(),
});

/** The job queue's jobs an instance is running now: recorded at the start, removed at the end. */
export const jobClaims = pgTable('job_claims', {
  jobId: uuid('job_id').primaryKey(),
  queue: text('queue').notNull(),
  instanceId: uuid('instance_id').notNull(),
  claimedAt: instant('claimed_at').notNull(),
});
