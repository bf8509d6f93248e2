import { eq, inArray, sql } from 'drizzle-orm';
import type {
  TBooking,
  TBookingHistoryEntry,
  TBookingStatus,
  TJazzCashDetails,
  TPaymentMethod,
  TPaymentStatus,
  TRole,
} from '@padel/contract';
import {
  bookingEvents,
  bookings,
  courts,
  type Database,
  type GuestCustomer,
  users,
} from '@padel/db';
import { loadJazzCashDetails } from './booking-payment-details';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingEventRow = typeof bookingEvents.$inferSelect;

type Executor = Pick<Database, 'select'>;

/** A booking with the court and the customer it names, as one query reads it. */
export type BookingView = {
  booking: BookingRow;
  court: { id: string; name: string; location: string };
  customer: { firstName: string; lastName: string; email: string; phone: string };
};

/** The customer a partner agent named (its guest record) or else the booking's account. */
const customerField = (field: keyof GuestCustomer) =>
  sql<string>`coalesce(${bookings.guestCustomer} ->> ${field}, ${users[field]})`;

const viewColumns = {
  booking: bookings,
  court: { id: courts.id, name: courts.name, location: courts.location },
  customer: {
    firstName: customerField('firstName'),
    lastName: customerField('lastName'),
    email: customerField('email'),
    phone: customerField('phone'),
  },
};

/** Bookings joined with their court and customer; callers add where, order and paging. */
export function selectBookingViews(db: Executor) {
  return db
    .select(viewColumns)
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .$dynamic();
}

export async function findBookingView(
  db: Executor,
  bookingId: string,
): Promise<BookingView | undefined> {
  const [view] = await selectBookingViews(db).where(eq(bookings.id, bookingId)).limit(1);
  return view;
}

// A status can only move forward (DECISIONS: bookings), so among events of the same instant
// the one leaving the earlier status came first.
const FROM_STATUS_RANK: Record<string, number> = {
  pending: 1,
  confirmed: 2,
  completed: 3,
  cancelled: 3,
};
const rankOf = (fromStatus: string | null) =>
  fromStatus === null ? 0 : (FROM_STATUS_RANK[fromStatus] ?? 4);

/** The audit trail of each booking, oldest first, keyed by booking id. */
export async function loadHistories(
  db: Executor,
  bookingIds: string[],
): Promise<Map<string, TBookingHistoryEntry[]>> {
  const histories = new Map<string, TBookingHistoryEntry[]>();
  if (bookingIds.length === 0) return histories;
  const rows = await db
    .select({
      event: bookingEvents,
      actor: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
      },
    })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actorId))
    .where(inArray(bookingEvents.bookingId, bookingIds));
  rows.sort(
    (a, b) =>
      a.event.createdAt.getTime() - b.event.createdAt.getTime() ||
      rankOf(a.event.fromStatus) - rankOf(b.event.fromStatus),
  );
  for (const { event, actor } of rows) {
    const entry: TBookingHistoryEntry = {
      fromStatus: event.fromStatus as TBookingStatus | null,
      toStatus: event.toStatus as TBookingStatus,
      changedBy: actor
        ? {
            _id: actor.id,
            name: `${actor.firstName} ${actor.lastName}`.trim(),
            role: (event.actorRole ?? actor.role) as TRole,
          }
        : null,
      note: event.note,
      at: event.createdAt.toISOString(),
    };
    const list = histories.get(event.bookingId);
    if (list) list.push(entry);
    else histories.set(event.bookingId, [entry]);
  }
  return histories;
}

/** The spec's Booking entity as the api answers it. */
export function toBookingDto(
  view: BookingView,
  history: TBookingHistoryEntry[] = [],
  jazzCashDetails: TJazzCashDetails | null = null,
): TBooking {
  const { booking, court, customer } = view;
  const discount = booking.discount;
  return {
    _id: booking.id,
    id: booking.id,
    bookingId: booking.bookingNumber,
    court: { _id: court.id, name: court.name, location: court.location },
    userId: booking.userId,
    date: booking.date,
    timeSlot: {
      startTime: booking.startTime,
      endTime: booking.endTime,
      durationMinutes: booking.durationMinutes,
    },
    customer: { ...customer },
    players: booking.players,
    totalPrice: booking.totalPrice,
    status: booking.status as TBookingStatus,
    paymentStatus: booking.paymentStatus as TPaymentStatus,
    paymentMethod: booking.paymentMethod as TPaymentMethod,
    jazzCashDetails,
    discount: discount?.applied
      ? {
          applied: true,
          percentage: discount.percentage,
          originalPrice: discount.originalPrice,
          amount: discount.amount,
          reason: discount.reason || null,
        }
      : {
          applied: false,
          percentage: 0,
          originalPrice: booking.totalPrice,
          amount: 0,
          reason: null,
        },
    specialRequests: booking.specialRequests,
    notes: booking.notes,
    cancellationReason: booking.cancellationReason,
    createdAt: booking.createdAt.toISOString(),
    history,
  };
}

/**
 * Views to DTOs with their histories and JazzCash details, in the views' order (one query for
 * all histories, one for all payments).
 */
export async function toBookingDtos(db: Executor, views: BookingView[]): Promise<TBooking[]> {
  const ids = views.map((v) => v.booking.id);
  const [histories, payments] = await Promise.all([
    loadHistories(db, ids),
    loadJazzCashDetails(db, ids),
  ]);
  return views.map((view) =>
    toBookingDto(view, histories.get(view.booking.id) ?? [], payments.get(view.booking.id) ?? null),
  );
}
