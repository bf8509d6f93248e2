import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, OTP_MAX_PER_HOUR, OTP_VALIDITY_SECONDS } from '@padel/contract';
import type { AppContext } from '../lib/context';
import { oneTimeCodes, type Database } from '@padel/db';
import { badRequest, tooManyRequests } from '../lib/errors';

// DECISIONS: a code lives 300 s, is single use, allows 5 wrong tries and is then void; at most
// 5 codes per account per hour. Codes are bound to their purpose and, for bookings, to the slot.
// The limits are the contract's (one home for each).
const CODE_TTL_MS = OTP_VALIDITY_SECONDS * 1000;
const CODE_MAX_ATTEMPTS = OTP_MAX_ATTEMPTS;
const CODES_PER_HOUR = OTP_MAX_PER_HOUR;

export type CodePurpose =
  | 'signup'
  | 'password_reset'
  | 'temp_user_signup'
  | 'booking'
  | 'booking_cancellation'
  | 'whatsapp_number'
  | 'account_deletion';

export const INVALID_CODE_MESSAGE = 'Invalid or expired verification code';
export const TOO_MANY_CODES_MESSAGE =
  'Too many verification codes requested. Please wait a while and try again.';

/** A transaction of the database, as drizzle hands it to `db.transaction`'s callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const normaliseEmail = (email: string) => email.trim().toLowerCase();

function hashCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(code).digest('hex');
}

/** Stable comparison of what a code is bound to (key order does not matter). */
function sameSubject(a: Record<string, unknown> | null, b: Record<string, unknown> | undefined) {
  const canon = (o: Record<string, unknown> | null | undefined) =>
    JSON.stringify(
      Object.keys(o ?? {})
        .sort()
        .map((k) => [k, (o ?? {})[k]]),
    );
  return canon(a) === canon(b);
}

export function createCodeService(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const secret = `codes:${ctx.config.jwtSecret}`;

  /**
   * Issues a fresh 6-digit code (CSPRNG), voiding earlier unused ones of the same purpose, and
   * returns it in clear for the mail. Throws 429 past the hourly limit. Given a transaction,
   * the code is issued in it (and is gone if it rolls back).
   */
  async function issue(
    input: {
      purpose: CodePurpose;
      email: string;
      userId?: string | null;
      subject?: Record<string, unknown>;
    },
    tx?: Transaction,
  ): Promise<{ code: string; expiresAt: Date }> {
    const email = normaliseEmail(input.email);
    const now = ctx.clock.now();
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    const inTransaction = <T>(work: (tx: Transaction) => Promise<T>) =>
      tx ? work(tx) : ctx.db.transaction(work);
    await inTransaction(async (tx) => {
      // The codes of the last hour are the count, shared by every api instance; requests for
      // the same account and purpose take turns, so two at once cannot both pass the limit.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`codes:${input.purpose}:${email}`}))`,
      );
      const [recent] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.email, email),
            eq(oneTimeCodes.purpose, input.purpose),
            gt(oneTimeCodes.createdAt, hourAgo),
          ),
        );
      if ((recent?.count ?? 0) >= CODES_PER_HOUR) throw tooManyRequests(TOO_MANY_CODES_MESSAGE);
      await tx
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(oneTimeCodes.email, email),
            eq(oneTimeCodes.purpose, input.purpose),
            isNull(oneTimeCodes.consumedAt),
          ),
        );
      await tx.insert(oneTimeCodes).values({
        purpose: input.purpose,
        email,
        userId: input.userId ?? null,
        codeHash: hashCode(secret, code),
        subject: input.subject ?? null,
        expiresAt,
        createdAt: now,
      });
    });
    return { code, expiresAt };
  }

  /**
   * Checks a code and spends it. A wrong code, a code for another purpose or another subject
   * counts as a wrong try; the fifth wrong try voids the code. Throws 400 on any failure.
   */
  async function consume(input: {
    purpose: CodePurpose;
    email: string;
    code: string;
    subject?: Record<string, unknown>;
  }): Promise<void> {
    const email = normaliseEmail(input.email);
    const now = ctx.clock.now();
    const [row] = await ctx.db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.email, email),
          eq(oneTimeCodes.purpose, input.purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    if (!row || row.expiresAt.getTime() <= now.getTime() || row.attempts >= CODE_MAX_ATTEMPTS) {
      throw badRequest(INVALID_CODE_MESSAGE);
    }
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashCode(secret, input.code.trim()), 'hex');
    const isMatch =
      expected.length === given.length &&
      timingSafeEqual(expected, given) &&
      sameSubject(row.subject, input.subject);
    if (!isMatch) {
      const attempts = row.attempts + 1;
      await ctx.db
        .update(oneTimeCodes)
        .set({ attempts, ...(attempts >= CODE_MAX_ATTEMPTS ? { consumedAt: now } : {}) })
        .where(eq(oneTimeCodes.id, row.id));
      throw badRequest(INVALID_CODE_MESSAGE);
    }
    // Spend it only if nobody spent it in the meantime (single use under concurrency).
    const spent = await ctx.db
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    if (spent.length === 0) throw badRequest(INVALID_CODE_MESSAGE);
  }

  return { issue, consume };
}

export type CodeService = ReturnType<typeof createCodeService>;
