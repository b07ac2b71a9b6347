/**
 * Work that runs on a schedule exactly once across every API process, however many there are,
 * and work the app queues (QueuedTask), through pg-boss: a job queue kept in PostgreSQL (docs/decisions/031-job-queue-pg-boss.md).
 * Every process registers every task: its schedule (an upsert, so the last one to start wins,
 * with the same values) and a worker for its queue. Each scheduled time becomes one job: pg-boss
 * lets a single process at a time check the schedules and creates each run's job under a
 * singleton key, and a job is fetched by one worker (SELECT ... FOR UPDATE SKIP LOCKED). Runs are
 * kept in the `pgboss.job` table (state `completed` or `failed`, with their times).
 */
import PgBoss from 'pg-boss';
import { logger } from './logger.ts';
import type { Tx } from './stock.ts';

export interface ScheduledTask {
  /** The queue's name: letters, digits, dashes; stable, since runs are recorded under it. */
  name: string;
  /** A cron expression in UTC (minute hour day month weekday); pg-boss's smallest step is a minute. */
  cron: string;
  /** Throws to record a failed run (pg-boss retries it). */
  run: () => Promise<void>;
  /**
   * 'stately' (the default): one run at a time, one more waiting. 'short': one waiting, runs
   * may overlap; for a task whose runs are safe together and which a crashed run must not hold
   * up until pg-boss expires it.
   */
  policy?: 'stately' | 'short';
}

/**
 * Work asked for by the app (e.g. an event to send to an ad platform), done once by whichever
 * process fetches it. A run that throws is retried up to `retryLimit` times, `retryDelaySeconds`
 * apart at first and about twice as long each time after (pg-boss's backoff).
 */
export interface QueuedTask<T> {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** How often an idle worker looks for a job (pg-boss's smallest is half a second). */
  pollingSeconds: number;
  /** `attempt` counts from 1; a run that throws on the last one leaves the job failed. */
  run: (data: T, attempt: { number: number; last: boolean }) => Promise<void>;
}

/** pg-boss's own schema, next to the store's tables. */
export const JOB_QUEUE_SCHEMA = 'pgboss';
/** How often one process checks the schedules (pg-boss's default, 30 s, delays a run by as much). */
const CRON_CHECK_SECONDS = 5;
/** Longest wait, when the process stops, for a run under way to finish. */
const STOP_TIMEOUT_MS = 5_000;

export interface JobQueue {
  stop(): Promise<void>;
}

/** The queue this process started, for `enqueue`. */
let started: PgBoss | null = null;

/**
 * Asks for a run of a queued task with this data. Jobs with the same key are not queued twice
 * while one waits (policy 'stately'). Given `tx`, the job is written in that transaction: it
 * exists exactly when what the transaction commits does (a worker cannot fetch it before the
 * rows it names are visible, and a rollback takes it back). Throws when no queue runs in this
 * process, so the caller's own retry (e.g. the order outbox's) tries again later.
 */
export async function enqueue(name: string, data: object, singletonKey: string, tx?: Tx): Promise<void> {
  if (!started) throw new Error(`job queue not started: cannot queue ${name}`);
  await started.send(name, data, { singletonKey, ...(tx && { db: inTransaction(tx) }) });
}

/** pg-boss's SQL run on a Prisma transaction (its JSON parameters as text, which it casts). */
function inTransaction(tx: Tx): PgBoss.Db {
  return {
    executeSql: async (text, values: unknown[]) => ({
      rows: await tx.$queryRawUnsafe<unknown[]>(
        text,
        ...values.map((v) =>
          v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v,
        ),
      ),
    }),
  };
}

/**
 * Asks for one more run of a scheduled task soon (or `afterSeconds` from now), besides its schedule
 * (e.g. the outbox once events are recorded). With the 'short' policy at most one run waits, so
 * repeated asks while one waits add nothing. Without a started queue it does nothing: the schedule
 * is the safety net.
 */
export function runSoon(name: string, afterSeconds = 0): void {
  started
    ?.send(name, {}, afterSeconds ? { startAfter: afterSeconds } : {})
    .catch((error: unknown) => logger.error({ err: error, task: name }, 'job queue send'));
}

const DEADLOCK = '40P01';

/**
 * Creates a task's queue unless it exists. Processes starting together may create the same
 * queue at once, and PostgreSQL then breaks the deadlock of the two by failing one: it tries again
 * and finds the queue made.
 */
async function createQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      // 'stately': a run that takes longer than its interval is not joined by a second one.
      return await boss.createQueue(queue.name, { policy: 'stately', ...queue });
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt === 5) throw error;
    }
  }
}

/** The attempt a queued task's job is on (pg-boss counts the retries from 0). */
const attemptOf = (job: PgBoss.JobWithMetadata<never>) => ({
  number: job.retryCount + 1,
  last: job.retryCount >= job.retryLimit,
});

export interface JobQueueOptions {
  /**
   * false: the queues and schedules exist (enqueue and runSoon write jobs) but no worker of this
   * process runs them; runDueJobs does, when the caller says. Tests drive the work this way
   * instead of waiting for a worker's polling and the retry delays.
   */
  workers?: boolean;
}

/** Starts pg-boss on `databaseUrl` with these tasks' schedules and workers. */
export async function startJobQueue(
  databaseUrl: string,
  tasks: readonly ScheduledTask[],
  queued: readonly QueuedTask<never>[] = [],
  { workers = true }: JobQueueOptions = {},
): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: JOB_QUEUE_SCHEMA,
    application_name: 'vigor job queue',
    max: 3,
    cronMonitorIntervalSeconds: CRON_CHECK_SECONDS,
    cronWorkerIntervalSeconds: 1,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue'));
  await boss.start();
  for (const task of tasks) {
    await createQueue(boss, { name: task.name, ...(task.policy && { policy: task.policy }) });
    await boss.schedule(task.name, task.cron);
    if (workers)
      await boss.work(task.name, async (jobs) => {
        for (const job of jobs) {
          await task.run();
          logger.info({ task: task.name, job: job.id }, 'scheduled task done');
        }
      });
  }
  for (const task of queued) {
    await createQueue(boss, {
      name: task.name,
      retryLimit: task.retryLimit,
      retryDelay: task.retryDelaySeconds,
      retryBackoff: true,
    });
    if (workers)
      await boss.work<never>(
        task.name,
        { includeMetadata: true, pollingIntervalSeconds: task.pollingSeconds },
        async (jobs) => {
          for (const job of jobs) await task.run(job.data, attemptOf(job));
        },
      );
  }
  started = boss;
  return {
    stop: async () => {
      if (started === boss) started = null;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}

/**
 * Runs the jobs of this task's queue that are due now, in this process, as a worker would: each
 * is completed, or failed (and retried later as its queue says) when the task throws. Answers how
 * many ran. For a queue started with `workers: false`; a scheduled task's run takes no data.
 */
export async function runDueJobs(task: Pick<QueuedTask<never>, 'name' | 'run'>): Promise<number> {
  if (!started) throw new Error(`job queue not started: cannot run ${task.name}`);
  const boss = started;
  let ran = 0;
  for (;;) {
    const jobs = await boss.fetch<never>(task.name, { batchSize: 100, includeMetadata: true });
    if (!jobs.length) return ran;
    for (const job of jobs) {
      ran++;
      try {
        await task.run(job.data, attemptOf(job));
      } catch (error) {
        await boss.fail(task.name, job.id, { message: (error as Error).message });
        continue;
      }
      await boss.complete(task.name, job.id);
    }
  }
}
