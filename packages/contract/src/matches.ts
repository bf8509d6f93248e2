// Open matches (DECISIONS: open matches): a booking's host offers 1 to 3 seats of their court to
// players of a level range; each joiner pays a share of the booking. Venue-hosted matches (staff,
// "Tuesday social") have no host and four open seats.
import { z } from 'zod';
import { ZBookingListAnswer, ZJazzCashRedirect, requireWalletFields } from './bookings';
import { PAYMENT_STATUSES } from './constants';
import { ZBookingTimeSlot } from './entities/booking';
import { ZCourtRef } from './entities/court';
import { DESK_PAYMENT_MESSAGES, ZDeskPayment, ZDeskPaymentMethod } from './desk-payments';
import {
  zDurationMinutes,
  zHalfHourTime,
  zIsoDateTime,
  zLocalDate,
  zNumber,
  zOptionalText,
  zPaymentMethod,
  zPlainText,
  zQueryNumber,
  zUuid,
  rule,
  toMinutes,
} from './fields';
import {
  LEVEL_MAX,
  LEVEL_MIN,
  LEVEL_STEP,
  MATCH_HOSTS,
  MATCH_MESSAGES,
  MATCH_OPEN_SEATS_MAX,
  MATCH_OPEN_SEATS_MIN,
  MATCH_STATUSES,
} from './match-texts';
import { VALIDATION_MESSAGES as V } from './messages';
import { ZMatchResult } from './match-results';
import { normalizeWalletNumber } from './phone';

const isLevel = (value: number) =>
  value >= LEVEL_MIN && value <= LEVEL_MAX && Number.isInteger(value / LEVEL_STEP);

/** A level, 1.0 to 7.0 in steps of 0.5. */
export const zMatchLevel = zNumber(MATCH_MESSAGES.levelInvalid, [
  rule(isLevel, MATCH_MESSAGES.levelInvalid),
]);

function refineLevelRange<
  T extends { levelMin?: number | undefined; levelMax?: number | undefined },
>(value: T, ctx: z.RefinementCtx) {
  if (
    value.levelMin !== undefined &&
    value.levelMax !== undefined &&
    value.levelMin > value.levelMax
  ) {
    ctx.addIssue({ code: 'custom', message: MATCH_MESSAGES.levelRangeOrder, path: ['levelMax'] });
  }
}

const zOpenSeats = zNumber(MATCH_MESSAGES.openSeatsInvalid, [
  rule(
    (value) =>
      Number.isInteger(value) && value >= MATCH_OPEN_SEATS_MIN && value <= MATCH_OPEN_SEATS_MAX,
    MATCH_MESSAGES.openSeatsInvalid,
  ),
]);

/** POST /matches: the booking's owner opens an upcoming confirmed or pending booking. */
export const ZOpenMatchRequest = z
  .object({
    bookingId: zUuid,
    openSeats: zOpenSeats,
    levelMin: zMatchLevel,
    levelMax: zMatchLevel,
    note: zOptionalText(300),
  })
  .superRefine(refineLevelRange);
export type TOpenMatchRequest = z.infer<typeof ZOpenMatchRequest>;

/**
 * GET /matches: upcoming open matches, soonest first. `date` (Karachi) narrows to a day;
 * `levelMin`/`levelMax` keep the matches whose range overlaps the one asked for.
 */
export const ZMatchListQuery = z
  .object({
    date: zLocalDate.optional(),
    levelMin: zQueryNumber(zMatchLevel.optional()),
    levelMax: zQueryNumber(zMatchLevel.optional()),
  })
  .superRefine(refineLevelRange);
export type TMatchListQuery = z.infer<typeof ZMatchListQuery>;

const zWalletText = zPlainText(100).optional();
const zWalletNumberText = zPlainText(100)
  .transform((value) => normalizeWalletNumber(value) ?? value)
  .optional();

/**
 * POST /matches/{id}/join: the share is paid like a booking: cash at the venue, a JazzCash card
 * (the answer carries the form to post, as a booking's does) or a JazzCash wallet.
 */
export const ZJoinMatchRequest = z
  .object({
    paymentMethod: zPaymentMethod,
    formData: z.object({ mobileNumber: zWalletNumberText, cnic: zWalletText }).default({}),
    /** As for a booking: the native app's card payment ends on /payment/close. */
    mobileApp: z.boolean().optional(),
  })
  .superRefine((body, ctx) =>
    requireWalletFields(body.paymentMethod, body.formData, ctx, ['formData']),
  );
export type TJoinMatchRequest = z.infer<typeof ZJoinMatchRequest>;
export type TJoinMatchInput = z.input<typeof ZJoinMatchRequest>;

/** A player in a match as anyone sees them: first name and level (null: not set yet). */
export const ZMatchPlayer = z.object({
  /** The player's place in the match, as a result names them: 0 the host, 1 to 4 who joined. */
  seat: z.number().int().min(0),
  firstName: z.string(),
  level: z.number().nullable(),
  isHost: z.boolean(),
});
export type TMatchPlayer = z.infer<typeof ZMatchPlayer>;

/** A joined player's own seat: the share and how it is paid. */
export const ZMatchShare = z.object({
  amount: z.number().int().min(0),
  paymentMethod: zPaymentMethod,
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** A card or wallet share not paid by then frees the seat. */
  paymentExpiresAt: zIsoDateTime.nullable(),
});
export type TMatchShare = z.infer<typeof ZMatchShare>;

export const ZMatch = z.object({
  _id: zUuid,
  id: zUuid,
  court: ZCourtRef,
  /** Venue-local date and time (Asia/Karachi). */
  date: zLocalDate,
  timeSlot: ZBookingTimeSlot,
  startsAt: zIsoDateTime,
  status: z.enum(MATCH_STATUSES),
  hostedBy: z.enum(MATCH_HOSTS),
  levelMin: z.number(),
  levelMax: z.number(),
  note: z.string().nullable(),
  /** Players a court takes (4). */
  capacity: z.number().int(),
  /** Seats still free. */
  openSeats: z.number().int().min(0),
  /** The host, then the players who joined, in the order they joined. */
  players: z.array(ZMatchPlayer),
  /** Friends the host brings (seats neither open nor listed by name). */
  hostGuests: z.number().int().min(0),
  /** What a joiner pays: the booking's total over four, rounded down. */
  pricePerPlayer: z.number().int().min(0),
  /** The result once one is entered (waiting for confirmation, or confirmed). */
  result: ZMatchResult.nullable(),
  /** The signed-in caller's place in it; null for anyone else or a visitor. */
  viewer: z
    .object({
      isHost: z.boolean(),
      /** The caller's seat (0 the host), as a result names players. */
      seat: z.number().int().min(0),
      /** The caller's seat when they joined; null for the host. */
      share: ZMatchShare.nullable(),
      /** For the host: what they owe for the court, the total less the joiners' shares. */
      hostShare: z.number().int().min(0).nullable(),
      /** The match has ended with four players and no result yet: the caller may enter it. */
      canEnterResult: z.boolean(),
      /** A result waits and the caller is of the other pair: they may confirm or reject it. */
      canConfirmResult: z.boolean(),
      /** For the host: the booking the match was opened from (its card in My Bookings). */
      bookingId: zUuid.optional(),
    })
    .nullable(),
});
export type TMatch = z.infer<typeof ZMatch>;

export const ZMatchAnswer = z.object({ match: ZMatch });
export type TMatchAnswer = z.infer<typeof ZMatchAnswer>;
export const ZMatchListAnswer = z.object({ matches: z.array(ZMatch) });
export type TMatchListAnswer = z.infer<typeof ZMatchListAnswer>;

export const ZJoinMatchAnswer = z.object({
  match: ZMatch,
  share: ZMatchShare,
  /** Present for jazzcash_card only: the form the browser posts, as for a booking. */
  jazzResp: ZJazzCashRedirect.optional(),
});
export type TJoinMatchAnswer = z.infer<typeof ZJoinMatchAnswer>;

/** GET /bookings/my-bookings: the bookings, and the matches the player joined (not hosts). */
export const ZMyBookingsAnswer = ZBookingListAnswer.extend({ matches: z.array(ZMatch) });
export type TMyBookingsAnswer = z.infer<typeof ZMyBookingsAnswer>;

// The venue's side ----------------------------------------------------------------------------

export const ZMatchPlayerParams = z.object({ id: zUuid, userId: zUuid });
export type TMatchPlayerParams = z.infer<typeof ZMatchPlayerParams>;

/** One joined player as staff see them: who, and what they pay or paid. */
export const ZAdminMatchSeat = z.object({
  userId: zUuid,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  level: z.number().nullable(),
  share: z.number().int().min(0),
  paymentMethod: zPaymentMethod,
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Rupees received for this share (0 until paid). */
  amountPaid: z.number().int().min(0),
  joinedAt: zIsoDateTime,
  /** The desk payment that paid this share (a cash share paid at the venue), else null. */
  deskPayment: z
    .object({
      _id: zUuid,
      method: ZDeskPaymentMethod,
      takenBy: z.string().nullable(),
      createdAt: zIsoDateTime,
    })
    .nullable(),
});
export type TAdminMatchSeat = z.infer<typeof ZAdminMatchSeat>;

export const ZAdminMatch = ZMatch.omit({ viewer: true }).extend({
  /** The booking behind the match (its id and number). */
  bookingId: zUuid,
  bookingNumber: z.string(),
  totalPrice: z.number().int().min(0),
  host: z
    .object({
      userId: zUuid,
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string(),
      level: z.number().nullable(),
    })
    .nullable(),
  /** What the host owes for the court (0 for a venue-hosted match). */
  hostShare: z.number().int().min(0),
  seats: z.array(ZAdminMatchSeat),
});
export type TAdminMatch = z.infer<typeof ZAdminMatch>;

export const ZAdminMatchAnswer = z.object({ match: ZAdminMatch });
export type TAdminMatchAnswer = z.infer<typeof ZAdminMatchAnswer>;
export const ZAdminMatchListAnswer = z.object({ matches: z.array(ZAdminMatch) });
export type TAdminMatchListAnswer = z.infer<typeof ZAdminMatchListAnswer>;

/**
 * POST /admin/matches: a venue-hosted match on a free court ("Tuesday social, level 2.5–3.5"):
 * no host, four open seats; the booking behind it is the venue's (booked by the staff member).
 */
export const ZCreateVenueMatchRequest = z
  .object({
    courtId: zUuid,
    date: zLocalDate,
    startTime: zHalfHourTime,
    durationMinutes: zDurationMinutes,
    levelMin: zMatchLevel,
    levelMax: zMatchLevel,
    /** What players read: 'Tuesday social'. */
    note: zOptionalText(300),
  })
  .superRefine((body, ctx) => {
    refineLevelRange(body, ctx);
    if (toMinutes(body.startTime) + body.durationMinutes > 24 * 60) {
      ctx.addIssue({ code: 'custom', message: V.endsAfterMidnight, path: ['durationMinutes'] });
    }
  });
export type TCreateVenueMatchRequest = z.infer<typeof ZCreateVenueMatchRequest>;

/** GET /admin/matches: `date` (Karachi) narrows to one day. */
export const ZAdminMatchListQuery = z.object({ date: zLocalDate.optional() });
export type TAdminMatchListQuery = z.infer<typeof ZAdminMatchListQuery>;

/**
 * POST /admin/matches/{id}/players/{userId}/payments: a cash share paid at the venue, recorded
 * by staff. The amount is the share's, exactly; the method is how the desk took it (cash unless
 * said otherwise).
 */
export const ZMatchSharePaymentRequest = z.object({
  amount: z
    .number({ error: DESK_PAYMENT_MESSAGES.amountInvalid })
    .int(DESK_PAYMENT_MESSAGES.amountInvalid)
    .positive(DESK_PAYMENT_MESSAGES.amountInvalid),
  method: ZDeskPaymentMethod.default('cash'),
});
export type TMatchSharePaymentRequest = z.infer<typeof ZMatchSharePaymentRequest>;
export type TMatchSharePaymentInput = z.input<typeof ZMatchSharePaymentRequest>;

export const ZMatchSharePaymentAnswer = z.object({ match: ZAdminMatch, payment: ZDeskPayment });
export type TMatchSharePaymentAnswer = z.infer<typeof ZMatchSharePaymentAnswer>;
