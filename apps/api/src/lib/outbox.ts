// The outbox: every message the venue sends is a row written with the change that causes it,
// and a worker delivers the rows afterwards, so no answer waits for a mail server and a message
// the server refuses for a while is retried, not lost. Rows are claimed with FOR UPDATE SKIP
// LOCKED, so several workers (api instances, or a timer and a nudge in one) never take the same
// message; what runs the worker (pg-boss or this process's timers) only says when to drain.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { outboxMessages, type Database } from '@padel/db';
import type { Mailer, OutgoingMail } from './mailer';

export type OutboxChannel = 'email' | 'whatsapp';

export type OutboxEntry = {
  /** Names the message's cause; a second entry with the same key is not written. */
  key: string;
  channel: OutboxChannel;
  recipient: string;
  template: string;
  payload: Record<string, unknown>;
};

/** The database, or the transaction of the change that causes the message. */
export type OutboxWriter = Pick<Database, 'insert'>;

/**
 * Writes a message to the outbox (in the caller's transaction when given one). A message
 * without a recipient is skipped; one whose key is already there is not written twice.
 * Answers whether a row was written.
 */
export async function enqueueMessage(
  db: OutboxWriter,
  entry: OutboxEntry,
  now: Date,
): Promise<boolean> {
  if (!entry.recipient) return false;
  const written = await db
    .insert(outboxMessages)
    .values({ ...entry, status: 'queued', nextAttemptAt: now, queuedAt: now, createdAt: now })
    .onConflictDoNothing({ target: outboxMessages.key })
    .returning({ id: outboxMessages.id });
  return written.length > 0;
}

/** The Message-ID of the mail of an outbox key: the same on every attempt. */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

/** How a failed delivery is treated: never again, again later, or again once the outage ends. */
export type FailureKind = 'permanent' | 'temporary' | 'outage';

/** Thrown by a deliverer that knows what its failure is. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
  ) {
    super(message);
  }
}

const CONNECTION_CODES = new Set([
  'ECONNECTION',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);

/**
 * A nodemailer failure: a recipient the server refuses for good (5xx to RCPT TO, an address it
 * cannot take) is permanent; any other answer of the server (4xx greylisting, 5xx elsewhere) is
 * temporary; no answer at all (refused, reset, timed out) is an outage of the server.
 */
export function classifyMailError(error: unknown): FailureKind {
  if (error instanceof DeliveryError) return error.kind;
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  if (responseCode !== undefined) {
    const onRecipient = e.command === 'RCPT TO' || e.code === 'EENVELOPE';
    return responseCode >= 500 && onRecipient ? 'permanent' : 'temporary';
  }
  if (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') return 'permanent';
  if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return 'outage';
  return 'outage';
}

/** The waits between attempts; the last repeats. */
export const RETRY_DELAYS_MS = [30_000, 60_000, 120_000, 300_000, 600_000];
/** A message still failing this long after it was queued (or retried by an admin) is marked failed. */
export const GIVE_UP_AFTER_MS = 60 * 60 * 1000;
/** A message claimed this long ago without an outcome belongs to a worker that died. */
export const STALE_SENDING_MS = 2 * 60 * 1000;

export const retryDelayMs = (attempts: number) =>
  RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** Hands one message to its provider; throws when it was not taken. */
export type Deliverer = (row: OutboxRow) => Promise<void>;

export type OutboxWorker = {
  /** Delivers every due message, one drain at a time in this process; answers how many went. */
  drain: () => Promise<number>;
  /** Drains soon, without waiting (after a change that wrote messages). */
  nudge: () => void;
};

type Claimed = { row: OutboxRow; wasSending: boolean };

export function createOutboxWorker(options: {
  db: Database;
  now: () => Date;
  logger: Logger;
  deliverers: Partial<Record<OutboxChannel, Deliverer>>;
  /** Whether resending a message whose outcome is unknown cannot reach the person twice. */
  resendsSafely?: Partial<Record<OutboxChannel, boolean>>;
}): OutboxWorker {
  const { db, logger, deliverers } = options;
  const failing = new Set<OutboxChannel>();
  // Channels this process has delivered on: the first delivery also ends an outage another
  // process (or this one before a restart) saw.
  const delivered = new Set<OutboxChannel>();
  let chain: Promise<number> = Promise.resolve(0);

  async function claim(skip: OutboxChannel[]): Promise<Claimed | undefined> {
    const now = options.now();
    const stale = new Date(now.getTime() - STALE_SENDING_MS);
    const channels = (Object.keys(deliverers) as OutboxChannel[]).filter((c) => !skip.includes(c));
    if (channels.length === 0) return undefined;
    return db.transaction(async (tx) => {
      const found = await tx.execute<{ id: string; status: string }>(sql`
        SELECT id, status FROM outbox_messages
        WHERE channel IN (${sql.join(
          channels.map((c) => sql`${c}`),
          sql`, `,
        )})
          AND ((status = 'queued' AND (attempts = 0 OR next_attempt_at <= ${now}))
            OR (status = 'sending' AND next_attempt_at <= ${stale}))
        ORDER BY created_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED`);
      const picked = found.rows[0];
      if (!picked) return undefined;
      const [row] = await tx
        .update(outboxMessages)
        .set({
          status: 'sending',
          attempts: sql`${outboxMessages.attempts} + 1`,
          nextAttemptAt: now,
        })
        .where(sql`${outboxMessages.id} = ${picked.id}`)
        .returning();
      return row ? { row, wasSending: picked.status === 'sending' } : undefined;
    });
  }

  async function record(id: string, values: Partial<OutboxRow>) {
    await db
      .update(outboxMessages)
      .set(values)
      .where(sql`${outboxMessages.id} = ${id}`);
  }

  /** After an outage: the messages waiting for their next attempt go now. */
  async function recovered(channel: OutboxChannel) {
    if (failing.delete(channel)) logger.info({ channel }, 'message delivery works again');
    delivered.add(channel);
    await db
      .update(outboxMessages)
      .set({ nextAttemptAt: options.now() })
      .where(sql`${outboxMessages.channel} = ${channel} AND ${outboxMessages.status} = 'queued'`);
  }

  async function deliverOne({ row, wasSending }: Claimed): Promise<'sent' | 'failed' | 'outage'> {
    const channel = row.channel as OutboxChannel;
    if (wasSending && !options.resendsSafely?.[channel]) {
      await record(row.id, {
        status: 'failed',
        lastError: 'The worker sending it stopped; it may or may not have been sent',
      });
      return 'failed';
    }
    try {
      await deliverers[channel]!(row);
    } catch (error) {
      const kind = classifyMailError(error);
      const lastError = error instanceof Error ? error.message : String(error);
      const now = options.now();
      const givesUp = now.getTime() - row.queuedAt.getTime() >= GIVE_UP_AFTER_MS;
      if (kind === 'permanent' || givesUp) {
        logger.warn({ messageId: row.id, channel, err: error }, 'message not delivered');
        await record(row.id, { status: 'failed', lastError });
        return 'failed';
      }
      if (kind === 'outage' && !failing.has(channel)) {
        failing.add(channel);
        logger.error(
          { channel, err: error },
          'message delivery is failing; messages stay queued and are retried',
        );
      }
      await record(row.id, {
        status: 'queued',
        lastError,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
      });
      return kind === 'outage' ? 'outage' : 'failed';
    }
    await record(row.id, { status: 'sent', sentAt: options.now(), lastError: null });
    if (failing.has(channel) || !delivered.has(channel)) await recovered(channel);
    return 'sent';
  }

  async function drainOnce(): Promise<number> {
    // A channel whose provider does not answer is left alone for the rest of this drain: one
    // attempt per drain is enough to notice it is back.
    const down: OutboxChannel[] = [];
    let sent = 0;
    for (;;) {
      const claimed = await claim(down);
      if (!claimed) return sent;
      const outcome = await deliverOne(claimed);
      if (outcome === 'sent') sent++;
      if (outcome === 'outage') down.push(claimed.row.channel as OutboxChannel);
    }
  }

  const drain = () => {
    chain = chain.then(drainOnce, drainOnce);
    return chain;
  };

  return {
    drain,
    nudge: () => {
      drain().catch((error: unknown) => logger.error({ err: error }, 'outbox drain failed'));
    },
  };
}

/** Mail from the outbox: the rendered mail as written, with the Message-ID of its key. */
export function mailDeliverer(mailer: Mailer, from: string): Deliverer {
  return async (row) => {
    const mail = row.payload as unknown as OutgoingMail;
    await mailer.send({ ...mail, messageId: messageIdFor(row.key, from) });
  };
}

/** A rendered mail as an outbox entry (skipped by `enqueueMessage` when it has no recipient). */
export const mailEntry = (key: string, mail: OutgoingMail): OutboxEntry => ({
  key,
  channel: 'email',
  recipient: mail.to,
  template: mail.subject,
  payload: mail,
});
