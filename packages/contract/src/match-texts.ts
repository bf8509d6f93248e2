// The open matches' scale, shares and texts (no schemas): the players' screens read them without
// loading the request and answer schemas of ./matches.
import { formatPrice } from './format';

/** DECISIONS: four players a court. */
export const MATCH_PLAYERS = 4;
/** A host offers 1 to 3 seats; the others are the host's and the friends they bring. */
export const MATCH_OPEN_SEATS_MIN = 1;
export const MATCH_OPEN_SEATS_MAX = 3;
/** DECISIONS: levels 1.0 to 7.0 in steps of 0.5. */
export const LEVEL_MIN = 1;
export const LEVEL_MAX = 7;
export const LEVEL_STEP = 0.5;
/** The levels a player or a match range may name: 1, 1.5, … 7. */
export const LEVELS: readonly number[] = Array.from(
  { length: (LEVEL_MAX - LEVEL_MIN) / LEVEL_STEP + 1 },
  (_, i) => LEVEL_MIN + i * LEVEL_STEP,
);

/**
 * open: seats to take; full: every seat taken; closed: not full in time and kept as the host's
 * booking (the venue's not-full rule); started: its start time has passed (no joining or
 * leaving); played: its end time has passed (the result can be entered); cancelled: the booking
 * was cancelled, or the not-full rule cancelled it. started and played are read from the clock,
 * never stored.
 */
export const MATCH_STATUSES = ['open', 'full', 'closed', 'started', 'played', 'cancelled'] as const;
export type TMatchStatus = (typeof MATCH_STATUSES)[number];
/** Who opened it: a player from their booking, or the venue (staff) with no host. */
export const MATCH_HOSTS = ['player', 'venue'] as const;
/** A share: the booking's total over four, whole rupees rounded down (DECISIONS). */
export function computeMatchShare(totalPrice: number): number {
  return Math.floor(totalPrice / MATCH_PLAYERS);
}
/** What the host owes: the total less the shares joiners pay (the remainder stays the host's). */
export function computeHostShare(totalPrice: number, joiners: number): number {
  return totalPrice - computeMatchShare(totalPrice) * joiners;
}

/** '2.5' and '3' read as a level: 1.0 to 7.0. */
export function formatLevel(level: number): string {
  return level.toFixed(1);
}
export function formatLevelRange(min: number, max: number): string {
  return `${formatLevel(min)}–${formatLevel(max)}`;
}

export const MATCH_MESSAGES = {
  levelInvalid: `Level must be ${formatLevel(LEVEL_MIN)} to ${formatLevel(LEVEL_MAX)} in steps of ${LEVEL_STEP}`,
  levelRangeOrder: 'The lowest level must not be above the highest',
  openSeatsInvalid: `Open seats must be ${MATCH_OPEN_SEATS_MIN} to ${MATCH_OPEN_SEATS_MAX}`,
  matchesDisabled: 'Open matches are not available at this venue',
  matchNotFound: 'Match not found',
  bookingNotFound: 'Booking not found',
  notBookingOwner: 'Only the player who made the booking can open it as a match',
  bookingNotOpenable: 'Only an upcoming confirmed or pending booking can be opened as a match',
  alreadyOpen: 'This booking is already an open match',
  outsideLevel: (min: number, max: number) =>
    `This match is for levels ${formatLevelRange(min, max)}. Your level is outside that range.`,
  alreadyJoined: 'You are already in this match',
  hostCannotJoin: 'You host this match; your seat is already yours',
  matchFull: 'This match is full',
  matchNotOpen: 'This match is no longer open',
  matchStarted: 'This match has already started',
  notJoined: 'You are not in this match',
  hostCannotLeave: 'The host cannot leave. Cancel the booking to cancel the match.',
  leaveTooLate: 'You can leave a match only while at least 2 hours remain before it starts',
  courtTaken: 'That court is not free at that time',
  opened: 'Your booking is now an open match',
  joined: 'You joined the match',
  joinedPayOnline: 'Your seat is held until the payment is complete',
  left: 'You left the match',
  playerRemoved: 'Player removed from the match',
  venueMatchCreated: 'Match created',
  // A cash share paid at the desk.
  sharePaidAtDesk: 'Share paid at the desk',
  shareAmountMismatch: (share: number) =>
    `The share is ${formatPrice(share)}: record exactly that amount`,
  shareNotCash: 'Only a share to be paid at the venue can be paid at the desk',
  shareAlreadyPaid: 'This share is already paid',
  shareMatchCancelled: 'A cancelled match cannot take a payment',
  // What players and the list read.
  pricePerPlayer: (amount: number) => `${formatPrice(amount)} per player`,
  seatsLeft: (seats: number) => (seats === 1 ? '1 seat left' : `${seats} seats left`),
  levelRange: (min: number, max: number) => `Level ${formatLevelRange(min, max)}`,
  hostedByVenue: 'Hosted by the venue',
  noLevel: 'No level yet',
  noMatches: 'No open matches for these filters',
  loginToJoin: 'Please login to join this match',
  youAreIn: (share: number) => `You are in this match. Your share: ${formatPrice(share)}`,
  openToPlayers: 'Open to other players',
} as const;
