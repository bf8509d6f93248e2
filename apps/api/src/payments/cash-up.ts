import { and, type AnyColumn, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ONLINE_METHOD,
  ONLINE_STAFF,
  type TCashUpAnswer,
  type TCashUpLine,
  type TCashUpMethod,
} from '@padel/contract';
import { addDays, formatKarachiTime, karachiInstant } from '@padel/domain';
import { bookingPayments, bookings, matchPlayers, paymentTransactions, users } from '@padel/db';
import type { AppContext } from '../lib/context';

// The till of one Karachi day (DECISIONS: desk payments): the money taken that day, whatever
// the booking's day. Desk payments and voids are the desk's; completed JazzCash payments and
// refunds are the transactions screen's, counted as it lists them (by the transaction's
// creation, completed only), so the two agree to the rupee.

const takenByUser = alias(users, 'cash_up_taken_by');
const voidedByUser = alias(users, 'cash_up_voided_by');
const customerUser = alias(users, 'cash_up_customer');

const personName = (table: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`nullif(trim(${table.firstName} || ' ' || ${table.lastName}), '')`;
const customerName = sql<string>`coalesce(nullif(trim(coalesce(
    ${bookings.guestCustomer} ->> 'firstName' || ' ' || (${bookings.guestCustomer} ->> 'lastName'),
    ${customerUser.firstName} || ' ' || ${customerUser.lastName})), ''), '')`;

// A match share's money is the player's who paid it, not the booking owner's.
const sharePlayer = alias(users, 'cash_up_share_player');
const payerName = sql<string>`coalesce(nullif(trim(${sharePlayer.firstName} || ' ' || ${sharePlayer.lastName}), ''), ${customerName})`;

type Line = Omit<TCashUpLine, 'time' | 'at'> & { at: Date };

export function createCashUp(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;

  async function deskLines(from: Date, to: Date): Promise<Line[]> {
    const rows = await db
      .select({
        payment: bookingPayments,
        takenBy: personName(takenByUser),
        voidedBy: personName(voidedByUser),
        customer: payerName,
      })
      .from(bookingPayments)
      .leftJoin(takenByUser, eq(takenByUser.id, bookingPayments.takenBy))
      .leftJoin(voidedByUser, eq(voidedByUser.id, bookingPayments.voidedBy))
      .leftJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
      .leftJoin(customerUser, eq(customerUser.id, bookings.userId))
      .leftJoin(matchPlayers, eq(matchPlayers.id, bookingPayments.matchPlayerId))
      .leftJoin(sharePlayer, eq(sharePlayer.id, matchPlayers.userId))
      .where(
        sql`(${bookingPayments.createdAt} >= ${from} and ${bookingPayments.createdAt} < ${to})
          or (${bookingPayments.voidedAt} >= ${from} and ${bookingPayments.voidedAt} < ${to})`,
      );
    const lines: Line[] = [];
    for (const { payment, takenBy, voidedBy, customer } of rows) {
      const common = {
        bookingNumber: payment.bookingNumber,
        customer,
        method: payment.method as TCashUpMethod,
        // A void comes out of the drawer of whoever took the money.
        staff: takenBy ?? 'Former staff member',
      };
      if (payment.createdAt >= from && payment.createdAt < to) {
        lines.push({
          ...common,
          kind: 'payment',
          at: payment.createdAt,
          amount: payment.amount,
          note: payment.note,
        });
      }
      if (payment.voidedAt && payment.voidedAt >= from && payment.voidedAt < to) {
        lines.push({
          ...common,
          kind: 'void',
          at: payment.voidedAt,
          amount: -payment.amount,
          note: `Voided by ${voidedBy ?? 'a former staff member'}: ${payment.voidReason ?? ''}`,
        });
      }
    }
    return lines;
  }

  async function onlineLines(from: Date, to: Date): Promise<Line[]> {
    const rows = await db
      .select({
        type: paymentTransactions.type,
        amount: paymentTransactions.amount,
        at: paymentTransactions.createdAt,
        transactionId: paymentTransactions.transactionId,
        bookingNumber: bookings.bookingNumber,
        customer: payerName,
      })
      .from(paymentTransactions)
      .leftJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
      .leftJoin(customerUser, eq(customerUser.id, bookings.userId))
      .leftJoin(matchPlayers, eq(matchPlayers.id, paymentTransactions.matchPlayerId))
      .leftJoin(sharePlayer, eq(sharePlayer.id, matchPlayers.userId))
      .where(
        and(
          eq(paymentTransactions.status, 'completed'),
          inArray(paymentTransactions.type, ['card', 'mwallet', 'refund']),
          gte(paymentTransactions.createdAt, from),
          lt(paymentTransactions.createdAt, to),
        ),
      );
    return rows.map((row) => ({
      kind: row.type === 'refund' ? 'refund' : 'payment',
      at: row.at,
      bookingNumber: row.bookingNumber ?? '',
      customer: row.customer,
      method: ONLINE_METHOD,
      amount: row.type === 'refund' ? -row.amount : row.amount,
      staff: ONLINE_STAFF,
      note: row.transactionId,
    }));
  }

  /** GET /admin/cash-up?date=: every line of the day, oldest first, and its totals. */
  async function cashUp(date: string): Promise<TCashUpAnswer> {
    const from = karachiInstant(date, '00:00');
    const to = karachiInstant(addDays(date, 1), '00:00');
    const kindOrder = { payment: 0, refund: 1, void: 2 };
    const lines = [...(await deskLines(from, to)), ...(await onlineLines(from, to))].sort(
      (a, b) =>
        a.at.getTime() - b.at.getTime() ||
        kindOrder[a.kind] - kindOrder[b.kind] ||
        a.bookingNumber.localeCompare(b.bookingNumber),
    );
    const byMethod = new Map<TCashUpMethod, number>();
    const byStaff = new Map<string, number>();
    const sums = { payment: 0, refund: 0, void: 0 };
    for (const line of lines) {
      byMethod.set(line.method, (byMethod.get(line.method) ?? 0) + line.amount);
      byStaff.set(line.staff, (byStaff.get(line.staff) ?? 0) + line.amount);
      sums[line.kind] += Math.abs(line.amount);
    }
    return {
      date,
      lines: lines.map((line) => ({
        ...line,
        at: line.at.toISOString(),
        time: formatKarachiTime(line.at),
      })),
      byMethod: [...byMethod].map(([method, amount]) => ({ method, amount })),
      byStaff: [...byStaff]
        .map(([staff, amount]) => ({ staff, amount }))
        .sort((a, b) => a.staff.localeCompare(b.staff)),
      payments: sums.payment,
      refunds: sums.refund,
      voids: sums.void,
      total: sums.payment - sums.refund - sums.void,
    };
  }

  return { cashUp };
}

export type CashUp = ReturnType<typeof createCashUp>;
