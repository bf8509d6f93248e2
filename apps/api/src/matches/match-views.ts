import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  computeHostShare,
  computeMatchShare,
  MATCH_PLAYERS,
  type TAdminMatch,
  type TDeskPaymentMethod,
  type TMatch,
  type TMatchShare,
  type TMatchStatus,
  type TPaymentMethod,
  type TPaymentStatus,
} from '@padel/contract';
import {
  bookingPayments,
  bookings,
  courts,
  type Database,
  matches,
  matchPlayers,
  users,
} from '@padel/db';

// A match as one read gives it: its row, the booking, court and host behind it, and the seats
// taken; and the answers built from that (anyone's view, staff's view).

type Reader = Pick<Database, 'select'>;

export type MatchRow = typeof matches.$inferSelect;
export type MatchPlayerRow = typeof matchPlayers.$inferSelect;
export type Person = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  level: number | null;
};
/** The live desk payment that paid a share at the venue. */
export type SeatDeskPayment = {
  id: string;
  method: string;
  createdAt: Date;
  takenBy: string | null;
};
export type SeatView = {
  seat: MatchPlayerRow;
  player: Person;
  deskPayment: SeatDeskPayment | null;
};
export type MatchView = {
  match: MatchRow;
  booking: typeof bookings.$inferSelect;
  court: { id: string; name: string; location: string };
  host: Person | null;
  /** The players in it now (status joined), in the order they joined. */
  seats: SeatView[];
};

const deskStaff = alias(users, 'match_desk_staff');

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  level: users.level,
};

/** The views of these matches (all of them when `ids` is absent), in `ids`' order. */
export async function loadMatchViews(db: Reader, where: { ids: string[] }): Promise<MatchView[]> {
  if (where.ids.length === 0) return [];
  const rows = await db
    .select({
      match: matches,
      booking: bookings,
      court: { id: courts.id, name: courts.name, location: courts.location },
    })
    .from(matches)
    .innerJoin(bookings, eq(bookings.id, matches.bookingId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(inArray(matches.id, where.ids));
  const hostIds = rows.flatMap((row) => (row.match.hostId ? [row.match.hostId] : []));
  const hosts = hostIds.length
    ? await db.select(personColumns).from(users).where(inArray(users.id, hostIds))
    : [];
  const seatRows = await db
    .select({
      seat: matchPlayers,
      player: personColumns,
      deskPaymentId: bookingPayments.id,
      deskMethod: bookingPayments.method,
      deskAt: bookingPayments.createdAt,
      deskTakenBy: sql<
        string | null
      >`nullif(trim(${deskStaff.firstName} || ' ' || ${deskStaff.lastName}), '')`,
    })
    .from(matchPlayers)
    .innerJoin(users, eq(users.id, matchPlayers.userId))
    .leftJoin(
      bookingPayments,
      and(eq(bookingPayments.matchPlayerId, matchPlayers.id), isNull(bookingPayments.voidedAt)),
    )
    .leftJoin(deskStaff, eq(deskStaff.id, bookingPayments.takenBy))
    .where(and(inArray(matchPlayers.matchId, where.ids), eq(matchPlayers.status, 'joined')))
    .orderBy(asc(matchPlayers.joinedAt), asc(matchPlayers.seat));
  const byId = new Map(rows.map((row) => [row.match.id, row]));
  return where.ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        host: hosts.find((host) => host.id === row.match.hostId) ?? null,
        seats: seatRows
          .filter((row) => row.seat.matchId === id)
          .map((row) => ({
            seat: row.seat,
            player: row.player,
            deskPayment:
              row.deskPaymentId && row.deskMethod && row.deskAt
                ? {
                    id: row.deskPaymentId,
                    method: row.deskMethod,
                    createdAt: row.deskAt,
                    takenBy: row.deskTakenBy,
                  }
                : null,
          })),
      },
    ];
  });
}

export async function loadMatchView(db: Reader, id: string): Promise<MatchView | undefined> {
  const [view] = await loadMatchViews(db, { ids: [id] });
  return view;
}

/** Seats still free: those offered less those taken. */
export const freeSeatsOf = (view: Pick<MatchView, 'match' | 'seats'>) =>
  Math.max(0, view.match.openSeats - view.seats.length);

function shareOf(seat: MatchPlayerRow): TMatchShare {
  return {
    amount: seat.share,
    paymentMethod: seat.paymentMethod as TPaymentMethod,
    paymentStatus: seat.paymentStatus as TPaymentStatus,
    paymentExpiresAt: seat.paymentExpiresAt?.toISOString() ?? null,
  };
}

/** The match as anyone sees it; `viewerId` adds the signed-in caller's own place in it. */
export function toMatchDto(view: MatchView, viewerId?: string): TMatch {
  const { match, booking, court } = view;
  const hostGuests = match.hostId ? MATCH_PLAYERS - match.openSeats - 1 : 0;
  const mine = viewerId ? view.seats.find((seat) => seat.player.id === viewerId) : undefined;
  const isHost = viewerId !== undefined && match.hostId === viewerId;
  return {
    _id: match.id,
    id: match.id,
    court: { _id: court.id, name: court.name, location: court.location },
    date: booking.date,
    timeSlot: {
      startTime: booking.startTime,
      endTime: booking.endTime,
      durationMinutes: booking.durationMinutes,
    },
    startsAt: booking.startsAt.toISOString(),
    status: match.status as TMatchStatus,
    hostedBy: match.hostId ? 'player' : 'venue',
    levelMin: match.levelMin,
    levelMax: match.levelMax,
    note: match.note,
    capacity: MATCH_PLAYERS,
    openSeats: freeSeatsOf(view),
    players: [
      ...(view.host
        ? [{ firstName: view.host.firstName, level: view.host.level, isHost: true }]
        : []),
      ...view.seats.map(({ player }) => ({
        firstName: player.firstName,
        level: player.level,
        isHost: false,
      })),
    ],
    hostGuests: Math.max(0, hostGuests),
    pricePerPlayer: computeMatchShare(booking.totalPrice),
    viewer:
      isHost || mine
        ? {
            isHost,
            share: mine ? shareOf(mine.seat) : null,
            hostShare: isHost ? computeHostShare(booking.totalPrice, view.seats.length) : null,
          }
        : null,
  };
}

const nameOf = (person: Person) => `${person.firstName} ${person.lastName}`.trim();

/** The match as staff see it: who is in, and what each pays or paid. */
export function toAdminMatchDto(view: MatchView): TAdminMatch {
  const { viewer: _viewer, ...base } = toMatchDto(view);
  const { booking, host } = view;
  return {
    ...base,
    bookingId: booking.id,
    bookingNumber: booking.bookingNumber,
    totalPrice: booking.totalPrice,
    host: host
      ? {
          userId: host.id,
          name: nameOf(host),
          email: host.email,
          phone: host.phone,
          level: host.level,
        }
      : null,
    hostShare: host ? computeHostShare(booking.totalPrice, view.seats.length) : 0,
    seats: view.seats.map(({ seat, player, deskPayment }) => ({
      userId: player.id,
      name: nameOf(player),
      email: player.email,
      phone: player.phone,
      level: player.level,
      share: seat.share,
      paymentMethod: seat.paymentMethod as TPaymentMethod,
      paymentStatus: seat.paymentStatus as TPaymentStatus,
      amountPaid: seat.paymentStatus === 'paid' ? seat.share : 0,
      joinedAt: seat.joinedAt.toISOString(),
      deskPayment: deskPayment
        ? {
            _id: deskPayment.id,
            method: deskPayment.method as TDeskPaymentMethod,
            takenBy: deskPayment.takenBy,
            createdAt: deskPayment.createdAt.toISOString(),
          }
        : null,
    })),
  };
}
