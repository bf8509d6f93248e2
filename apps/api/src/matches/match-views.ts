import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  computeHostShare,
  computeMatchShare,
  MATCH_PLAYERS,
  type Language,
  type TMatchResult,
  winnerOf,
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
  matchResults,
  users,
} from '@padel/db';

// A match as one read gives it: its row, the booking, court and host behind it, and the seats
// taken; and the answers built from that (anyone's view, staff's view).

type Reader = Pick<Database, 'select'>;

export type MatchRow = typeof matches.$inferSelect;
export type MatchPlayerRow = typeof matchPlayers.$inferSelect;
export type MatchResultRow = typeof matchResults.$inferSelect;
export type Person = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  level: number | null;
  /** The language the player reads mails and messages in. */
  language: Language;
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
  /** The live result: waiting for confirmation, or confirmed. */
  result: MatchResultRow | null;
};

const deskStaff = alias(users, 'match_desk_staff');

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  level: users.level,
  language: users.language,
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
  const results = await db
    .select()
    .from(matchResults)
    .where(
      and(
        inArray(matchResults.matchId, where.ids),
        inArray(matchResults.status, ['pending', 'confirmed']),
      ),
    );
  const byId = new Map(rows.map((row) => [row.match.id, row]));
  return where.ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        host: hosts.find((host) => host.id === row.match.hostId) ?? null,
        result: results.find((result) => result.matchId === id) ?? null,
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

/**
 * What players read of its status: a match not cancelled has started once its start time has
 * passed and been played once its end time has (never stored; the clock says).
 */
export function matchStatusAt(view: Pick<MatchView, 'match' | 'booking'>, now: Date): TMatchStatus {
  const stored = view.match.status as TMatchStatus;
  if (stored === 'cancelled') return stored;
  if (view.booking.endsAt <= now) return 'played';
  if (view.booking.startsAt <= now) return 'started';
  return stored;
}

/** The players in a match with their seats: the host (seat 0), then those who joined. */
export function playersOf(view: Pick<MatchView, 'host' | 'seats'>): (Person & { seat: number })[] {
  return [
    ...(view.host ? [{ ...view.host, seat: 0 }] : []),
    ...view.seats.map(({ seat, player }) => ({ ...player, seat: seat.seat })),
  ];
}

/**
 * The match as anyone sees it at `now`; `viewerId` adds the signed-in caller's own place in it.
 */
export function toMatchDto(view: MatchView, now: Date, viewerId?: string): TMatch {
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
    status: matchStatusAt(view, now),
    hostedBy: match.hostId ? 'player' : 'venue',
    levelMin: match.levelMin,
    levelMax: match.levelMax,
    note: match.note,
    capacity: MATCH_PLAYERS,
    openSeats: freeSeatsOf(view),
    players: playersOf(view).map((player) => ({
      seat: player.seat,
      firstName: player.firstName,
      level: player.level,
      isHost: player.seat === 0,
    })),
    hostGuests: Math.max(0, hostGuests),
    pricePerPlayer: computeMatchShare(booking.totalPrice),
    result: view.result ? toResultDto(view.result, playersOf(view)) : null,
    viewer:
      isHost || mine
        ? {
            isHost,
            seat: mine ? mine.seat.seat : 0,
            share: mine ? shareOf(mine.seat) : null,
            hostShare: isHost ? computeHostShare(booking.totalPrice, view.seats.length) : null,
            ...resultActionsOf(view, viewerId, now),
            ...(isHost ? { bookingId: booking.id } : {}),
          }
        : null,
  };
}

const nameOf = (person: Person) => `${person.firstName} ${person.lastName}`.trim();

/** The match as staff see it: who is in, and what each pays or paid. */
export function toAdminMatchDto(view: MatchView, now: Date): TAdminMatch {
  const { viewer: _viewer, ...base } = toMatchDto(view, now);
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

// A match's result as players read it, and what the caller may do about it.

type SeatedPerson = Person & { seat: number };

/** The result's pairs as user ids: pair A (the entering player's) first. */
export const pairsOf = (result: MatchResultRow): [[string, string], [string, string]] => [
  [result.pairAFirst, result.pairASecond],
  [result.pairBFirst, result.pairBSecond],
];

export function toResultDto(result: MatchResultRow, players: SeatedPerson[]): TMatchResult {
  const named = (userId: string) => {
    const player = players.find((p) => p.id === userId);
    // A player removed after the result keeps their place in it, unnamed.
    return { seat: player?.seat ?? -1, firstName: player?.firstName ?? '' };
  };
  const [pairA, pairB] = pairsOf(result);
  return {
    status: result.status === 'confirmed' ? 'confirmed' : 'pending',
    pairs: [pairA.map(named), pairB.map(named)],
    sets: result.sets,
    winner: winnerOf(result.sets),
    enteredBy: players.find((p) => p.id === result.enteredBy)?.firstName ?? '',
    enteredAt: result.enteredAt.toISOString(),
    confirmedAt: result.status === 'confirmed' ? (result.decidedAt?.toISOString() ?? null) : null,
  };
}

/** Whether the match can take a result now: played, not cancelled, four players in the app. */
export function isResultDue(view: MatchView, now: Date): boolean {
  const players = (view.host ? 1 : 0) + view.seats.length;
  return (
    view.match.status !== 'cancelled' &&
    view.booking.status !== 'cancelled' &&
    view.booking.endsAt <= now &&
    players === MATCH_PLAYERS
  );
}

/** The caller's result actions: enter one (none yet), or confirm/reject one (other pair). */
export function resultActionsOf(
  view: MatchView,
  viewerId: string | undefined,
  now: Date,
): { canEnterResult: boolean; canConfirmResult: boolean } {
  const isPlayer =
    viewerId !== undefined &&
    (view.match.hostId === viewerId || view.seats.some((s) => s.player.id === viewerId));
  if (!isPlayer || !isResultDue(view, now)) {
    return { canEnterResult: false, canConfirmResult: false };
  }
  const { result } = view;
  return {
    canEnterResult: result === null,
    canConfirmResult: result?.status === 'pending' && pairsOf(result)[1].includes(viewerId),
  };
}
