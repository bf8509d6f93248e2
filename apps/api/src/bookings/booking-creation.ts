// Creating bookings: with a customer's e-mailed code, or directly by staff and partner agents.
import { randomInt } from 'node:crypto';
import { and, isNull, sql } from 'drizzle-orm';
import {
  findDisabledPaymentMessage,
  MSG,
  VALIDATION_MESSAGES as V,
  zDurationMinutes,
  type TCreateBookingRequest,
  type TSendBookingOtpRequest,
  type TVerifyBookingOtpRequest,
} from '@padel/contract';
import {
  computeBookingInstants,
  formatMinutes,
  isWithinBookingWindow,
  MINUTES_PER_DAY,
  minutesOfDay,
  type BookingPrice,
  type SlotCheck,
} from '@padel/domain';
import { insertTemporaryUser, sendTemporaryUserInvite } from '../users';
import { isStaffRole, type UserRow } from '../users';
import type { CodeService } from '../one-time-codes';
import type { AvailabilityService, HeldSlotRefusal } from '../availability';
import { findCourtRow, type CourtRow } from '../courts';
import { loadBusinessSettings } from '../business';
import type { AppContext } from '../lib/context';
import { bookings, users, type BookingDiscount } from '@padel/db';
import {
  AppError,
  badRequest,
  conflict,
  notFound,
  serviceUnavailable,
  sqlStateOf,
} from '../lib/errors';
import { findBookingView } from './booking-dto';
import { sendBookingCodeMail } from '../notifications';
import { BOOKING_NOT_FOUND, recordBookingEvent } from './booking-transitions';
import type { PaymentFlows } from './payment-flows';

import {
  BOOKING_MESSAGES,
  type BookingOwner,
  type CreateBookingInput,
  type CreatedBooking,
} from './booking-model';
import type { BookingQueries } from './booking-queries';
import { slotHeldRefusal, type SlotHolds } from './slot-holds';

/** The exclusion constraint over holds and live bookings (migration 0009). */
const CLAIMS_CONSTRAINT = 'slot_claims_no_overlap';

const BOOKING_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BOOKING_NUMBER_LENGTH = 8;
const BOOKING_NUMBER_ATTEMPTS = 3;

/** 'PB-' and 8 Crockford base32 characters (40 random bits); unique in the database. */
export function generateBookingNumber(): string {
  let suffix = '';
  for (let i = 0; i < BOOKING_NUMBER_LENGTH; i++) {
    suffix += BOOKING_NUMBER_ALPHABET[randomInt(BOOKING_NUMBER_ALPHABET.length)];
  }
  return `PB-${suffix}`;
}

/** The name of the constraint a database error broke, whichever driver raised it. */
function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The domain's refusal as the api answers it: a taken or past slot is a conflict; a slot another
 * player holds says when to look again.
 */
function slotRefusal(check: Extract<SlotCheck, { ok: false }> | HeldSlotRefusal): AppError {
  if (check.code === 'held') return slotHeldRefusal(check.expiresAt);
  switch (check.code) {
    case 'closed':
    case 'outside_hours':
    case 'invalid':
      return badRequest(check.reason, [{ field: 'timeSlot', message: check.reason }]);
    default:
      return conflict(MSG.timeSlotNotAvailable);
  }
}

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

/** The discount a booking keeps: the larger of the court's and the time slot's (DECISIONS). */
function toBookingDiscount(court: CourtRow, price: BookingPrice): BookingDiscount | null {
  const { hasDiscount, originalPrice, discountedPrice, discountPercentage } = price.discount;
  if (!hasDiscount) return null;
  const isCourtDiscount =
    court.discount.isActive && court.discount.percentage === discountPercentage;
  return {
    applied: true,
    percentage: discountPercentage,
    originalPrice,
    amount: originalPrice - discountedPrice,
    reason: isCourtDiscount ? 'Court discount' : 'Time slot discount',
  };
}

/** Only staff and admins work the venue's desk; maintenance and payment settings do not bind them. */
const isVenueDesk = (actor: Pick<UserRow, 'role'>) => isStaffRole(actor.role);

export function createBookingCreation(
  ctx: AppContext,
  deps: {
    paymentFlows: PaymentFlows;
    availability: AvailabilityService;
    codes: CodeService;
    queries: BookingQueries;
    holds: SlotHolds;
  },
) {
  const { db, clock } = ctx;
  const { paymentFlows, availability, codes, holds } = deps;
  const { loadBookingDto, findUser } = deps.queries;

  /** DECISIONS: in maintenance, new customer bookings are refused with 503; admins are not. */
  async function assertTakingBookings(actor: Pick<UserRow, 'role'>) {
    const settings = await loadBusinessSettings(ctx);
    if (!isVenueDesk(actor) && settings.maintenanceMode) {
      throw serviceUnavailable(
        settings.maintenanceMessage?.trim() || BOOKING_MESSAGES.maintenanceFallback,
      );
    }
    return settings;
  }

  /**
   * The court, and the price of the slot, once the slot is bookable now: free of bookings, and
   * of holds other than `holderId`'s.
   */
  async function checkBookable(
    slot: {
      courtId: string;
      date: string;
      startTime: string;
      endTime: string;
    },
    holderId?: string,
  ) {
    const court = await findCourtRow(ctx, slot.courtId);
    if (!court) throw notFound(BOOKING_MESSAGES.courtNotFound);
    if (!isWithinBookingWindow(slot.date, clock.now())) {
      throw badRequest(BOOKING_MESSAGES.outsideWindow, [
        { field: 'date', message: BOOKING_MESSAGES.outsideWindow },
      ]);
    }
    const check = await availability.checkSlot({
      court,
      date: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      ...(holderId ? { holderId } : {}),
    });
    if (!check.ok) throw slotRefusal(check);
    return { court, price: availability.priceFor(court, check.startTime, check.durationMinutes) };
  }

  /**
   * Creates a booking. The shared steps run in this order: maintenance (customers), the
   * business setting's "currently disabled" check (customers), the payment flow's own check,
   * the court, window and slot (nice messages), the booking code, then one transaction that
   * inserts the row (and an invited owner) with its creation event. The database's exclusion
   * constraint is the guarantee against double booking: its violation answers 409. The payment
   * flow named by the method then takes over (cash: the booking-received mail).
   */
  async function createBooking(input: CreateBookingInput): Promise<CreatedBooking> {
    const settings = await assertTakingBookings(input.actor);
    if (!isVenueDesk(input.actor)) {
      const disabled = findDisabledPaymentMessage(input.paymentMethod, settings.paymentMethods);
      if (disabled) throw badRequest(disabled, [{ field: 'paymentMethod', message: disabled }]);
    }
    const flow = paymentFlows[input.paymentMethod];
    flow.assertAvailable();

    const startMinutes = minutesOfDay(input.startTime);
    if (startMinutes + input.durationMinutes > MINUTES_PER_DAY) {
      throw badRequest(V.endsAfterMidnight, [
        { field: 'durationMinutes', message: V.endsAfterMidnight },
      ]);
    }
    const endTime = formatMinutes(startMinutes + input.durationMinutes);
    const slot = { courtId: input.courtId, date: input.date, startTime: input.startTime, endTime };
    // The booking's own player may book over their own hold (the code they asked for, or staff
    // booking for them at the desk); a partner agent's guest has no account and no hold.
    const holderId =
      input.owner.kind === 'user' && !input.guestCustomer ? input.owner.user.id : undefined;
    const { court, price } = await checkBookable(slot, holderId);
    await input.spendCode?.();

    const now = clock.now();
    const { startsAt, endsAt } = computeBookingInstants(slot);
    const actor = { id: input.actor.id, role: input.actor.role };
    let lapsed: Awaited<ReturnType<SlotHolds['clearForBooking']>> = [];
    const insertBooking = () =>
      db.transaction(async (tx) => {
        // Expired holds over the slot, and the booking player's own hold, make way; another
        // player's live hold stays and the booking's claim is refused by the database.
        lapsed = await holds.clearForBooking(tx, {
          slot: { courtId: court.id, startsAt, endsAt },
          ...(holderId ? { holderId } : {}),
        });
        const owner =
          input.owner.kind === 'user'
            ? input.owner.user
            : await insertTemporaryUser(tx, input.owner.details, now);
        const [row] = await tx
          .insert(bookings)
          .values({
            bookingNumber: generateBookingNumber(),
            userId: owner.id,
            courtId: court.id,
            date: input.date,
            startTime: input.startTime,
            endTime,
            durationMinutes: input.durationMinutes,
            startsAt,
            endsAt,
            status: 'pending',
            paymentStatus: 'pending',
            paymentMethod: input.paymentMethod,
            totalPrice: price.price,
            discount: toBookingDiscount(court, price),
            players: court.capacity,
            specialRequests: input.specialRequests ?? null,
            notes: input.notes ?? null,
            source: input.source,
            createdBy: input.actor.id,
            apiKeyId: input.apiKeyId ?? null,
            guestCustomer: input.guestCustomer ?? null,
            mobileApp: input.mobileApp ?? false,
            ...flow.initialRow?.(now),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: bookings.id });
        if (!row) throw new AppError(500, MSG.createBookingFailed);
        await recordBookingEvent(tx, {
          bookingId: row.id,
          fromStatus: null,
          toStatus: 'pending',
          actor,
          note: 'Booking created',
          at: now,
        });
        return { bookingId: row.id, invited: input.owner.kind === 'temporary' ? owner : undefined };
      });

    let created: Awaited<ReturnType<typeof insertBooking>> | undefined;
    for (let attempt = 1; !created; attempt++) {
      try {
        created = await insertBooking();
      } catch (error) {
        const state = sqlStateOf(error);
        if (state === '23P01' && constraintOf(error) === CLAIMS_CONSTRAINT) {
          throw await holds.refusalFor({ courtId: court.id, startsAt, endsAt });
        }
        if (state === '23P01') throw conflict(MSG.timeSlotNotAvailable);
        const isNumberTaken = state === '23505' && constraintOf(error) === 'bookings_number_key';
        if (!isNumberTaken || attempt >= BOOKING_NUMBER_ATTEMPTS) throw error;
      }
    }

    await holds.recordLapses(lapsed);
    if (created.invited) {
      const invited = created.invited;
      await sendTemporaryUserInvite(ctx, invited).catch((error: unknown) => {
        ctx.logger.error({ err: error, userId: invited.id }, 'invitation mail could not be sent');
      });
    }
    const view = await findBookingView(db, created.bookingId);
    if (!view) throw notFound(BOOKING_NOT_FOUND);
    const extra = await flow.start({ booking: view, payer: input.payer ?? {}, actor });
    return { booking: await loadBookingDto(created.bookingId), ...extra };
  }

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
      issued = await db.transaction(async (tx) => {
        // The code first: its per-account lock orders a player's own concurrent requests.
        const { code, expiresAt } = await codes.issue(
          { purpose: 'booking', email: user.email, userId: user.id, subject: slotSubject(slot) },
          tx,
        );
        const lapsed = await holds.placeHold(tx, {
          slot: claimed,
          holderId: user.id,
          clientAddress: options.clientAddress,
          expiresAt,
        });
        return { code, lapsed };
      });
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
      to: user.email,
      firstName: user.firstName,
      code,
      court,
      date: input.date,
      startTime,
      endTime,
      price: price.price,
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
          email: user.email,
          code: input.otp,
          subject: slotSubject({ courtId: input.courtId, date: input.date, startTime, endTime }),
        }),
    });
  }

  /**
   * POST /bookings by staff (and partner agents): no code. Staff: the booking belongs to
   * `userId`, or to the account of `customer`'s e-mail (an invited account is created when
   * there is none), or else to the caller; `userId` wins when both are given. A partner agent's
   * booking belongs to the agent and keeps the customer it named as a guest record: whether an
   * account has that e-mail is never looked up, so the agent can neither read nor change it.
   */
  async function createDirectBooking(
    actor: UserRow,
    input: TCreateBookingRequest,
    options: { apiKeyId?: string } = {},
  ): Promise<CreatedBooking> {
    if (options.apiKeyId) {
      // An agent books on behalf of a person it names, never for an account by id or itself;
      // the customer pays at the venue (a card page or a wallet prompt needs the customer).
      if (!input.customer || input.userId) {
        throw badRequest(BOOKING_MESSAGES.agentNeedsCustomer, [
          { field: 'customer', message: BOOKING_MESSAGES.agentNeedsCustomer },
        ]);
      }
      if (input.paymentMethod !== 'cash') {
        throw badRequest(BOOKING_MESSAGES.agentPaysAtVenue, [
          { field: 'paymentMethod', message: BOOKING_MESSAGES.agentPaysAtVenue },
        ]);
      }
    }
    // A partner agent's customer is kept on the booking as the agent named them (a guest
    // record of the agent's): no account is looked up or made by the e-mail it sends.
    const guest = options.apiKeyId ? input.customer : undefined;
    // The agent's own account holds a guest's booking.
    let owner: BookingOwner = { kind: 'user', user: actor };
    if (!guest && input.userId) {
      owner = { kind: 'user', user: await findUser(input.userId) };
    } else if (!guest && input.customer) {
      const [existing] = await db
        .select()
        .from(users)
        .where(
          and(
            sql`lower(${users.email}) = ${input.customer.email.toLowerCase()}`,
            isNull(users.deletedAt),
          ),
        )
        .limit(1);
      owner = existing
        ? { kind: 'user', user: existing }
        : { kind: 'temporary', details: input.customer };
    }
    return createBooking({
      owner,
      actor,
      courtId: input.courtId,
      date: input.date,
      startTime: input.startTime,
      durationMinutes: input.durationMinutes,
      paymentMethod: input.paymentMethod,
      ...(guest
        ? {
            guestCustomer: {
              firstName: guest.firstName,
              lastName: guest.lastName,
              email: guest.email,
              phone: guest.phone,
            },
          }
        : { payer: { mobileNumber: input.mobileNumber, cnic: input.cnic } }),
      source: options.apiKeyId || actor.role === 'agent' ? 'agent' : 'staff',
      notes: input.notes,
      apiKeyId: options.apiKeyId ?? null,
    });
  }

  return { createBooking, sendBookingCode, verifyBookingCode, createDirectBooking };
}
