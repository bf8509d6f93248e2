// Creating bookings: the one way every booking is made (createBooking), and directly by staff
// and partner agents. A customer's code flow is booking-codes.ts; the rules, booking-creation-rules.ts.
import { and, isNull, sql } from 'drizzle-orm';
import {
  findDisabledPaymentMessage,
  MSG,
  VALIDATION_MESSAGES as V,
  type TCreateBookingRequest,
} from '@padel/contract';
import {
  computeBookingInstants,
  formatMinutes,
  isWithinBookingWindow,
  MINUTES_PER_DAY,
  minutesOfDay,
} from '@padel/domain';
import { insertTemporaryUser, sendTemporaryUserInvite } from '../users';
import type { UserRow } from '../users';
import type { AvailabilityService } from '../availability';
import { findCourtRow } from '../courts';
import { loadBusinessSettings } from '../business';
import type { AppContext } from '../lib/context';
import { bookings, users } from '@padel/db';
import {
  AppError,
  badRequest,
  conflict,
  notFound,
  retryingTransaction,
  serviceUnavailable,
  sqlStateOf,
} from '../lib/errors';
import { findBookingView } from './booking-dto';
import { BOOKING_NOT_FOUND, notifyBookingStatus, recordBookingEvent } from './booking-transitions';
import type { PaymentFlows } from './payment-flows';

import {
  BOOKING_MESSAGES,
  type BookingOwner,
  type CreateBookingInput,
  type CreatedBooking,
} from './booking-model';
import type { BookingQueries } from './booking-queries';
import type { SlotHolds } from './slot-holds';
import {
  BOOKING_INSERT_ATTEMPTS,
  CLAIMS_CONSTRAINT,
  constraintOf,
  generateBookingNumber,
  isVenueDesk,
  slotRefusal,
  toBookingDiscount,
} from './booking-creation-rules';

export function createBookingCreation(
  ctx: AppContext,
  deps: {
    paymentFlows: PaymentFlows;
    availability: AvailabilityService;
    queries: BookingQueries;
    holds: SlotHolds;
  },
) {
  const { db, clock } = ctx;
  const { paymentFlows, availability, holds } = deps;
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
    isDesk = false,
    windowDays?: number,
  ) {
    const court = await findCourtRow(ctx, slot.courtId);
    if (!court) throw notFound(BOOKING_MESSAGES.courtNotFound);
    if (!isWithinBookingWindow(slot.date, clock.now(), windowDays)) {
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
      isDesk,
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
    const { court, price } = await checkBookable(
      slot,
      holderId,
      isVenueDesk(input.actor),
      input.windowDays,
    );
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
            seriesId: input.seriesId ?? null,
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
        // The customer's messages are written with the booking: both are kept, or neither.
        if (flow.notifiesWhenCreated) {
          const created = await findBookingView(tx, row.id);
          if (created) await notifyBookingStatus(ctx, created, tx);
        }
        // A walk-in registered without an e-mail is mailed nothing.
        if (input.owner.kind === 'temporary' && owner.email) {
          await sendTemporaryUserInvite(ctx, { ...owner, email: owner.email }, { tx });
        }
        return { bookingId: row.id };
      });

    let created: Awaited<ReturnType<typeof insertBooking>>;
    try {
      // A booking number drawn twice is drawn again. Conflicting bookings inserted at once can
      // deadlock on the exclusion constraint: the one the database rolled back, tried again,
      // meets the winner and is refused below.
      created = await retryingTransaction(insertBooking, {
        attempts: BOOKING_INSERT_ATTEMPTS,
        alsoRetry: (error) =>
          sqlStateOf(error) === '23505' && constraintOf(error) === 'bookings_number_key',
      });
    } catch (error) {
      const state = sqlStateOf(error);
      if (state === '23P01' && constraintOf(error) === CLAIMS_CONSTRAINT) {
        throw await holds.refusalFor({ courtId: court.id, startsAt, endsAt });
      }
      if (state === '23P01') throw conflict(MSG.timeSlotNotAvailable);
      throw error;
    }

    await holds.recordLapses(lapsed);
    ctx.outboxWorker.nudge();
    const view = await findBookingView(db, created.bookingId);
    if (!view) throw notFound(BOOKING_NOT_FOUND);
    const extra = await flow.start({ booking: view, payer: input.payer ?? {}, actor });
    return { booking: await loadBookingDto(created.bookingId), ...extra };
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

  return { createBooking, createDirectBooking, assertTakingBookings, checkBookable };
}

export type BookingCreation = ReturnType<typeof createBookingCreation>;
