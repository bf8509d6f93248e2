// A customer's booking with an e-mailed code: the code holds the slot, and the code for exactly
// that slot creates the booking.
import {
  MSG,
  VALIDATION_MESSAGES as V,
  zDurationMinutes,
  type TSendBookingOtpRequest,
  type TVerifyBookingOtpRequest,
} from '@padel/contract';
import { computeBookingInstants, minutesOfDay } from '@padel/domain';
import type { AppContext } from '../lib/context';
import { badRequest, retryingTransaction, sqlStateOf } from '../lib/errors';
import { sendBookingCodeMail } from '../notifications';
import type { CodeService } from '../one-time-codes';
import { emailOf, type UserRow } from '../users';
import type { BookingCreation } from './booking-creation';
import { BOOKING_MESSAGES, type CreatedBooking } from './booking-model';
import type { SlotHolds } from './slot-holds';

/** What a booking code is bound to (DECISIONS: exactly that court, date and slot). */
const slotSubject = (slot: {
  courtId: string;
  date: string;
  startTime: string;
  endTime: string;
}) => ({
  courtId: slot.courtId,
  date: slot.date,
  startTime: slot.startTime,
  endTime: slot.endTime,
});

export function createBookingCodes(
  ctx: AppContext,
  deps: { codes: CodeService; holds: SlotHolds; creation: BookingCreation },
) {
  const { db } = ctx;
  const { codes, holds } = deps;
  const { assertTakingBookings, checkBookable, createBooking } = deps.creation;

  /**
   * POST /bookings/send-otp: checks the slot is bookable now, holds it for the player (their
   * earlier hold goes) until the code expires, then mails a code bound to it. The hold and the
   * code are one transaction: a slot another player holds, the hourly code limits (per account
   * and per address) or the address's live-hold limits leave neither behind.
   */
  async function sendBookingCode(
    user: UserRow,
    input: TSendBookingOtpRequest,
    options: { clientAddress: string },
  ) {
    // An account made by social sign-in has no phone; the venue needs one for each booking.
    if (user.role === 'user' && !user.phone.trim()) {
      throw badRequest(MSG.phoneRequiredToBook, [
        { field: 'phone', message: MSG.phoneRequiredToBook },
      ]);
    }
    await assertTakingBookings(user);
    const { startTime, endTime } = input.timeSlot;
    const length = minutesOfDay(endTime) - minutesOfDay(startTime);
    const duration = zDurationMinutes.safeParse(length);
    if (!duration.success) {
      const message = duration.error.issues[0]?.message ?? V.durationStep;
      throw badRequest(message, [{ field: 'timeSlot', message }]);
    }
    const slot = { courtId: input.courtId, date: input.date, startTime, endTime };
    // Lapsed holds are counted before the player's and the address's standing is read.
    await holds.sweepLapsed();
    await holds.assertMayHold(user.id, options.clientAddress);
    const { court, price } = await checkBookable(slot, user.id);
    const { startsAt, endsAt } = computeBookingInstants(slot);
    const claimed = { ...slot, courtId: court.id, startsAt, endsAt };
    // Counted per address before the code, given back if none is issued: asking again after a
    // release counts as much as after a lapse.
    await holds.takeCode(options.clientAddress);
    let issued: { code: string; lapsed: Awaited<ReturnType<SlotHolds['placeHold']>> };
    try {
      // Holds inserted at once over one slot can deadlock on the exclusion constraint: the one
      // the database rolled back is tried again and meets the hold that won.
      issued = await retryingTransaction(() =>
        db.transaction(async (tx) => {
          // The code first: its per-account lock orders a player's own concurrent requests.
          const { code, expiresAt } = await codes.issue(
            {
              purpose: 'booking',
              email: emailOf(user),
              userId: user.id,
              subject: slotSubject(slot),
            },
            tx,
          );
          const lapsed = await holds.placeHold(tx, {
            slot: claimed,
            holderId: user.id,
            clientAddress: options.clientAddress,
            expiresAt,
          });
          return { code, lapsed };
        }),
      );
    } catch (error) {
      await holds.refundCode(options.clientAddress).catch((refundError: unknown) => {
        ctx.logger.warn({ err: refundError }, 'a refused booking code could not be uncounted');
      });
      if (sqlStateOf(error) === '23P01') throw await holds.refusalFor(claimed);
      throw error;
    }
    await holds.recordLapses(issued.lapsed);
    const { code } = issued;
    await sendBookingCodeMail(ctx, {
      to: emailOf(user),
      firstName: user.firstName,
      code,
      court,
      date: input.date,
      startTime,
      endTime,
      price: price.price,
      language: user.language,
    });
    return { message: BOOKING_MESSAGES.codeSent };
  }

  /** POST /bookings/verify-otp: the code for exactly this slot creates the customer's booking. */
  function verifyBookingCode(
    user: UserRow,
    input: TVerifyBookingOtpRequest,
  ): Promise<CreatedBooking> {
    const { startTime, endTime } = input.timeSlot;
    return createBooking({
      owner: { kind: 'user', user },
      actor: user,
      courtId: input.courtId,
      date: input.date,
      startTime,
      durationMinutes: input.durationMinutes,
      paymentMethod: input.paymentMethod,
      payer: { mobileNumber: input.formData.mobileNumber, cnic: input.formData.cnic },
      source: 'web',
      specialRequests: input.specialRequests,
      mobileApp: input.mobileApp ?? false,
      spendCode: () =>
        codes.consume({
          purpose: 'booking',
          email: emailOf(user),
          code: input.otp,
          subject: slotSubject({ courtId: input.courtId, date: input.date, startTime, endTime }),
        }),
    });
  }

  return { sendBookingCode, verifyBookingCode };
}
