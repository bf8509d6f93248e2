import { eq, sql } from 'drizzle-orm';
import type {
  Language,
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
import {
  newestPaymentJson,
  toJazzCashDetails,
  type PaymentDetailsRow,
} from './booking-payment-details';
import { bookingAmounts, recordedPaidSql } from './booking-amounts';
import { attendanceFields, customerNoShowsSql } from './booking-attendance-dto';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingEventRow = typeof bookingEvents.$inferSelect;

type Executor = Pick<Database, 'select'>;

/** A booking with the court and the customer it names, as one query reads it. */
export type BookingView = {
  booking: BookingRow;
  court: { id: string; name: string; location: string };
  /** `email` is null for a walk-in registered at the desk without one. */
  customer: { firstName: string; lastName: string; email: string | null; phone: string };
  /** Rupees recorded as paid (booking-amounts); read with every view. */
  amountPaid?: number;
  /** The customer's no-shows (selected with the view; 0 when absent). */
  customerNoShows?: number;
  /** The language the customer reads mails and messages in ('en' for a partner's guest). */
  language?: Language;
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
    email: sql<string | null>`coalesce(${bookings.guestCustomer} ->> 'email', ${users.email})`,
    phone: customerField('phone'),
  },
  amountPaid: recordedPaidSql,
  customerNoShows: customerNoShowsSql,
  // A partner agent's guest has no account, so no language of their own: English.
  language: sql<Language>`case when ${bookings.guestCustomer} is null then ${users.language} else 'en' end`,
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

/** One event of a booking's audit trail with its actor (null when the server moved it). */
type EventRow = {
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  /** Milliseconds since the epoch. */
  at: number;
  actorRole: string | null;
  actor: { id: string; firstName: string; lastName: string; role: string } | null;
};

/** A booking's events as its history, oldest first. */
function toHistory(rows: EventRow[]): TBookingHistoryEntry[] {
  rows.sort((a, b) => a.at - b.at || rankOf(a.fromStatus) - rankOf(b.fromStatus));
  return rows.map(({ fromStatus, toStatus, note, at, actorRole, actor }) => ({
    fromStatus: fromStatus as TBookingStatus | null,
    toStatus: toStatus as TBookingStatus,
    changedBy: actor
      ? {
          _id: actor.id,
          name: `${actor.firstName} ${actor.lastName}`.trim(),
          role: (actorRole ?? actor.role) as TRole,
        }
      : null,
    note,
    at: new Date(at).toISOString(),
  }));
}

/** [fromStatus, toStatus, note, at (ms), actorRole, actor id, first name, last name, role] */
type EventJson = [
  string | null,
  string,
  string | null,
  number,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
];

/** The events of the booking of the enclosing statement with their actors, as JSON arrays. */
const eventsJson = sql<EventJson[]>`(select coalesce(json_agg(json_build_array(
    ${bookingEvents.fromStatus}, ${bookingEvents.toStatus}, ${bookingEvents.note},
    (extract(epoch from ${bookingEvents.createdAt}) * 1000)::float8, ${bookingEvents.actorRole},
    actor.id, actor.first_name, actor.last_name, actor.role)), '[]'::json)
  from ${bookingEvents} left join ${users} as actor on actor.id = ${bookingEvents.actorId}
  where ${bookingEvents.bookingId} = ${bookings.id})`;

function toEventRow([fromStatus, toStatus, note, at, actorRole, ...actor]: EventJson): EventRow {
  const [id, firstName, lastName, role] = actor;
  return {
    fromStatus,
    toStatus,
    note,
    at,
    actorRole,
    actor:
      id === null
        ? null
        : { id, firstName: firstName ?? '', lastName: lastName ?? '', role: role ?? 'user' },
  };
}

/** A booking view with its events and newest card or wallet payment, read in one statement. */
export type FullBookingView = BookingView & {
  events: EventJson[];
  payment: PaymentDetailsRow | null;
};

/**
 * Bookings joined with their court and customer, their history and their newest card or
 * wallet payment: a page of bookings in one statement. Callers add where, order and paging.
 */
export function selectFullBookingViews(db: Executor) {
  return db
    .select({ ...viewColumns, events: eventsJson, payment: newestPaymentJson })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .$dynamic();
}

/** A full view as the spec's Booking entity. */
export function fullViewToDto(view: FullBookingView): TBooking {
  return toBookingDto(
    view,
    toHistory(view.events.map(toEventRow)),
    view.payment ? toJazzCashDetails(view.payment) : null,
  );
}

/** The spec's Booking entity as the api answers it. */
export function toBookingDto(
  view: BookingView,
  history: TBookingHistoryEntry[] = [],
  jazzCashDetails: TJazzCashDetails | null = null,
): TBooking {
  const { booking, court, customer } = view;
  const discount = booking.discount;
  const amounts = bookingAmounts(booking, view.amountPaid ?? 0);
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
    ...amounts,
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
    ...attendanceFields(view),
    seriesId: booking.seriesId ?? null,
  };
}
