import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { Request } from 'express';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES, zIdempotencyKey } from '@padel/contract';
import type { AppContext } from './context';
import { idempotencyKeys } from '@padel/db';
import { AppError, badRequest, conflict } from './errors';

// Retried requests must not do their work twice: a partner agent's booking over an unreliable
// network, an admin's refund clicked twice. The same Idempotency-Key and body answer the first
// answer again (same status, same body). The key's row is inserted before the work starts, so
// of two concurrent requests with one key only one does the work (unique (owner, key)); the
// other waits for the stored answer. A key is remembered for 24 hours, as payment providers'
// idempotency keys are. A key belongs to an API key (agents) or to a signed-in user (admins).

/** Whose key it is: keys of different callers never meet. */
export type IdempotencyOwner = { apiKeyId: string } | { userId: string };

/** How long a key is remembered; after that the same key may start a new request. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** How long a second request waits for the first one's answer before answering 409. */
export const IDEMPOTENCY_WAIT_MS = 10_000;
const POLL_INTERVAL_MS = 50;

export type StoredAnswer = { status: number; body: unknown; isReplay: boolean };

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What makes two requests "the same": method, path and body. */
export function hashRequest(req: Pick<Request, 'method' | 'baseUrl' | 'path' | 'body'>): string {
  return createHash('sha256')
    .update(`${req.method} ${req.baseUrl}${req.path}\n${canonicalJson(req.body ?? null)}`)
    .digest('hex');
}

/** The request's Idempotency-Key, checked; 400 when it is missing or not usable. */
export function readIdempotencyKey(req: Pick<Request, 'get'>): string {
  const raw = req.get(IDEMPOTENCY_KEY_HEADER)?.trim();
  const parsed = zIdempotencyKey.safeParse(raw ?? '');
  if (raw && parsed.success) return parsed.data;
  const message = raw ? IDEMPOTENCY_MESSAGES.invalid : IDEMPOTENCY_MESSAGES.required;
  throw badRequest(message, [{ field: IDEMPOTENCY_KEY_HEADER, message }]);
}

/** An error as the api's error handler would answer it, when it is the caller's doing. */
function toStoredError(error: unknown): { status: number; body: unknown } | undefined {
  if (!(error instanceof AppError) || error.status >= 500) return undefined;
  return {
    status: error.status,
    body: { success: false, message: error.message, errors: error.errors },
  };
}

export function createIdempotency(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db } = ctx;

  const ownedBy = (owner: IdempotencyOwner): SQL =>
    'apiKeyId' in owner
      ? eq(idempotencyKeys.apiKeyId, owner.apiKeyId)
      : eq(idempotencyKeys.userId, owner.userId);

  async function findRow(owner: IdempotencyOwner, key: string) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(ownedBy(owner), eq(idempotencyKeys.key, key)))
      .limit(1);
    return row;
  }

  /**
   * Runs `work` once per (key, request). A request that repeats a finished one gets its answer;
   * one that arrives while the first is running waits for it (up to 10 s, then 409); the key
   * used with another request is 409. Answers the caller could cause (4xx) are kept; a server
   * failure frees the key so the request can be retried.
   */
  async function run(
    input: { owner: IdempotencyOwner; key: string; requestHash: string },
    work: () => Promise<{ status: number; body: unknown }>,
  ): Promise<StoredAnswer> {
    const { owner } = input;
    // Keys past their day are forgotten as the owner makes new ones, so its rows stay few.
    const expiredBefore = new Date(ctx.clock.now().getTime() - IDEMPOTENCY_KEY_RETENTION_MS);
    await db
      .delete(idempotencyKeys)
      .where(and(ownedBy(owner), lt(idempotencyKeys.createdAt, expiredBefore)));
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({
        ...('apiKeyId' in owner ? { apiKeyId: owner.apiKeyId } : { userId: owner.userId }),
        key: input.key,
        requestHash: input.requestHash,
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing({
        target:
          'apiKeyId' in owner
            ? [idempotencyKeys.apiKeyId, idempotencyKeys.key]
            : [idempotencyKeys.userId, idempotencyKeys.key],
      })
      .returning({ id: idempotencyKeys.id });

    if (claimed) {
      let answer: { status: number; body: unknown };
      try {
        answer = await work();
      } catch (error) {
        const stored = toStoredError(error);
        if (!stored) {
          await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimed.id));
          throw error;
        }
        answer = stored;
      }
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: answer.status, responseBody: answer.body })
        .where(eq(idempotencyKeys.id, claimed.id));
      return { ...answer, isReplay: false };
    }

    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      const row = await findRow(owner, input.key);
      if (!row) {
        // The first request failed on the server's side and freed the key: this one may run.
        return run(input, work);
      }
      if (row.requestHash !== input.requestHash) {
        throw conflict(IDEMPOTENCY_MESSAGES.reusedWithOtherRequest);
      }
      if (row.responseStatus !== null) {
        return { status: row.responseStatus, body: row.responseBody, isReplay: true };
      }
      if (Date.now() >= deadline) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
      await sleep(POLL_INTERVAL_MS);
    }
  }

  return { run };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
