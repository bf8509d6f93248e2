import { and, count, desc, eq } from 'drizzle-orm';
import {
  OUTBOX_TEXTS,
  type TOutboxListAnswer,
  type TOutboxListQuery,
  type TOutboxMessage,
} from '@padel/contract';
import { outboxMessages } from '@padel/db';
import type { AppContext } from '../lib/context';
import { conflict, notFound } from '../lib/errors';
import type { OutboxRow } from '../lib/outbox';

/** A row as the console sees it: everything but the payload, which may hold a code. */
const columns = {
  id: outboxMessages.id,
  channel: outboxMessages.channel,
  recipient: outboxMessages.recipient,
  template: outboxMessages.template,
  status: outboxMessages.status,
  attempts: outboxMessages.attempts,
  lastError: outboxMessages.lastError,
  createdAt: outboxMessages.createdAt,
  nextAttemptAt: outboxMessages.nextAttemptAt,
  sentAt: outboxMessages.sentAt,
};

type ListedRow = Omit<OutboxRow, 'key' | 'payload' | 'queuedAt'>;

const toDto = (row: ListedRow): TOutboxMessage => ({
  id: row.id,
  channel: row.channel as TOutboxMessage['channel'],
  recipient: row.recipient,
  template: row.template,
  status: row.status as TOutboxMessage['status'],
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt ? row.sentAt.toISOString() : null,
});

/** /admin/outbox: the messages the venue sends, and a failed one sent again (admins). */
export function createOutboxAdminService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function listMessages(query: TOutboxListQuery): Promise<TOutboxListAnswer> {
    const where = eq(outboxMessages.status, query.status);
    const [counted] = await db.select({ total: count() }).from(outboxMessages).where(where);
    const total = counted?.total ?? 0;
    const rows = await db
      .select(columns)
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return {
      messages: rows.map(toDto),
      pagination: {
        page: query.page,
        pages: Math.ceil(total / query.limit),
        total,
        limit: query.limit,
      },
    };
  }

  /**
   * Queues a failed message again, attempts reset and due now, then wakes the worker. The
   * status check is in the update itself, so two retries at once queue it once.
   */
  async function retryMessage(id: string): Promise<TOutboxMessage> {
    const [row] = await db
      .update(outboxMessages)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: clock.now(), queuedAt: clock.now() })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'failed')))
      .returning(columns);
    if (!row) {
      const [existing] = await db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(eq(outboxMessages.id, id));
      throw existing ? conflict(OUTBOX_TEXTS.notFailed) : notFound(OUTBOX_TEXTS.notFound);
    }
    ctx.logger.info({ messageId: id }, 'failed message queued again');
    ctx.outboxWorker.nudge();
    return toDto(row);
  }

  return { listMessages, retryMessage };
}

export type OutboxAdminService = ReturnType<typeof createOutboxAdminService>;
