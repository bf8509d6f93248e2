import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseOptions } from '@padel/db';

// Work the api does on a timer (expiring unpaid payments, and any later reminders). With
// several api instances on one PostgreSQL, each tick must run once across them, not once per
// instance: there a PostgreSQL job queue (pg-boss) holds one job per task, and whichever
// instance's worker fetches it runs it. PGlite is one process's database, so there a timer in
// that process is enough.

export type TimedTask = {
  /** The task's queue name: letters, digits, dashes. */
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
};

export type TimedWork = {
  /** Runs `task.run` every `task.intervalMs`, never twice at once and, on PostgreSQL, once across instances. */
  every: (task: TimedTask) => Promise<void>;
  /** Stops the timers and waits for a run in progress. */
  stop: () => Promise<void>;
};

/** One process's timers: a run still going skips the next tick. */
export function createInProcessTimedWork(logger: Logger): TimedWork {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  return {
    every: async (task) => {
      let current: Promise<unknown> | null = null;
      const timer = setInterval(() => {
        if (current) return;
        const run: Promise<unknown> = task
          .run()
          .catch((error: unknown) =>
            logger.error({ err: error, task: task.name }, 'timed task failed'),
          )
          .finally(() => {
            current = null;
            running.delete(run);
          });
        current = run;
        running.add(run);
      }, task.intervalMs);
      timer.unref();
      timers.push(timer);
      return Promise.resolve();
    },
    stop: async () => {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running);
    },
  };
}

/** How long a run may take at most before pg-boss gives its job up. */
const JOB_EXPIRY_SECONDS = 5 * 60;
/**
 * A running job's worker refreshes it this often (half of it, in fact); a job whose process
 * died (kill -9) is failed once it goes this long without, so the next tick is not held back.
 */
const JOB_HEARTBEAT_SECONDS = 30;

/**
 * Timers shared through pg-boss on the database at `url`: every instance offers a job on each
 * tick, the queue (policy `exclusive`: one job queued or active) keeps at most one, and a job
 * is throttled to one per interval, so a tick runs once whichever instance offers it.
 */
export async function createPgBossTimedWork(url: string, logger: Logger): Promise<TimedWork> {
  const boss = new PgBoss({ connectionString: url, max: 2, application_name: 'padel-timed-work' });
  boss.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const timers: NodeJS.Timeout[] = [];

  return {
    every: async ({ name, intervalMs, run }) => {
      await boss.createQueue(name, {
        policy: 'exclusive',
        retryLimit: 0,
        expireInSeconds: JOB_EXPIRY_SECONDS,
        heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
        retentionSeconds: 24 * 60 * 60,
        deleteAfterSeconds: 24 * 60 * 60,
      });
      const intervalSeconds = Math.max(1, Math.round(intervalMs / 1000));
      await boss.work(
        name,
        { pollingIntervalSeconds: Math.max(0.5, Math.min(intervalSeconds / 2, 2)) },
        async () => {
          await run();
        },
      );
      const offer = () => {
        boss
          .send(name, null, { singletonSeconds: intervalSeconds })
          .catch((error: unknown) =>
            logger.error({ err: error, task: name }, 'could not queue a timed task'),
          );
      };
      const timer = setInterval(offer, intervalMs);
      timer.unref();
      timers.push(timer);
      offer();
    },
    stop: async () => {
      for (const timer of timers.splice(0)) clearInterval(timer);
      // Graceful: a job being worked on may finish (5 s at most, inside the 10 s a stopping
      // instance has) before the connections close.
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}

/** The timed work fitting the database: pg-boss on PostgreSQL, this process's timers on PGlite. */
export function createTimedWork(database: DatabaseOptions, logger: Logger): Promise<TimedWork> {
  return database.engine === 'postgres'
    ? createPgBossTimedWork(database.url, logger)
    : Promise.resolve(createInProcessTimedWork(logger));
}
