import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  AVAILABILITY_CHECK_BOOKINGS_LIMIT,
  findDisabledPaymentMessage,
  MSG,
  SUCCESS_MESSAGES,
  VALIDATION_MESSAGES as V,
  zDurationMinutes,
  type TBooking,
  type TBookingListQuery,
  type TBookingStatus,
  type TCreateBookingRequest,
  type TJazzCashRedirect,
  type TMyBookingsQuery,
  type TPagination,
  type TPaymentMethod,
  type TSendBookingOtpRequest,
  type TVerifyBookingOtpRequest,
} from '@padel/contract';
import {
  canCustomerCancel,
  computeBookingInstants,
  formatMinutes,
  isWithinBookingWindow,
  MINUTES_PER_DAY,
  minutesOfDay,
  type BookingPrice,
  type SlotCheck,
} from '@padel/domain';
import {
  insertTemporaryUser,
  sendTemporaryUserInvite,
  type TemporaryUserInput,
} from '../users/temporary-users-service';
import { isStaffRole, type UserRow } from '../auth/guards';
import type { CodeService } from '../auth/one-time-codes';
import type { AvailabilityService } from '../availability/availability-service';
import { findCourtRow, type CourtRow } from '../courts/courts-service';
import { loadBusinessSettings } from '../business/business-service';
import type { AppContext } from '../context';
import { bookings, users, type BookingDiscount } from '@padel/db';
import {
  AppError,
  badRequest,
  conflict,
  notFound,
  serviceUnavailable,
  sqlStateOf,
} from '../lib/errors';
import {
  findBookingView,
  selectBookingViews,
  toBookingDtos,
  type BookingView,
} from './booking-dto';
import { sendBookingCodeMail, sendCancellationCodeMail } from './booking-emails';
import {
  BOOKING_NOT_FOUND,
  recordBookingEvent,
  transitionBookingStatus,
} from './booking-transitions';
import type { PaymentDetails, PaymentFlows } from './payment-flows';

export const BOOKING_MESSAGES = {
  created: 'Booking created successfully!',
  codeSent: SUCCESS_MESSAGES.verificationCodeSent,
  cancelled: SUCCESS_MESSAGES.bookingCancelled,
  courtNotFound: 'Court not found',
  userNotFound: 'User not found',
  outsideWindow: 'Bookings can be made from today up to 30 days ahead',
  maintenanceFallback:
    'We are currently under maintenance. New bookings are paused; please try again later.',
  customerCancelNote: 'Cancelled by the customer',
  agentNeedsCustomer:
    'Partner agents book for a named customer: give customer {firstName, lastName, email, phone}',
  agentPaysAtVenue: 'Partner agents book with pay at venue (paymentMethod cash)',
} as const;

/** A partner agent's request: what it may see and change is what its API key created. */
export type AgentScope = { apiKeyId: string };

/** Where a booking came from; kept on the row for the venue's figures. */
export type BookingSource = 'web' | 'staff' | 'admin' | 'agent';

/** Whose booking it is: an existing account, or an invited person created with the booking. */
export type BookingOwner =
  { kind: 'user'; user: UserRow } | { kind: 'temporary'; details: TemporaryUserInput };

export type CreateBookingInput = {
  owner: BookingOwner;
  /** Who makes it: the customer, staff, an admin or an agent. */
  actor: UserRow;
  courtId: string;
  date: string;
  startTime: string;
  durationMinutes: number;
  paymentMethod: TPaymentMethod;
  payer?: PaymentDetails;
  source: BookingSource;
  notes?: string | null | undefined;
  specialRequests?: string | null | undefined;
  apiKeyId?: string | null;
  mobileApp?: boolean;
  /** Spends the customer's booking code; runs after every check that needs no code. */
  spendCode?: () => Promise<void>;
};

export type CreatedBooking = { booking: TBooking; jazzResp?: TJazzCashRedirect };

export type BookingList = { bookings: TBooking[]; pagination: TPagination };

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

/** The domain's refusal as the api answers it: a taken or past slot is a conflict. */
function slotRefusal(check: Extract<SlotCheck, { ok: false }>): AppError {
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

/** Hours left as a person reads them: one decimal, rounded down, never below 0. */
function roundHoursDown(hours: number): number {
  return Math.max(0, Math.floor(hours * 10) / 10);
}

/** Only staff and admins work the venue's desk; maintenance and payment settings do not bind them. */
const isVenueDesk = (actor: Pick<UserRow, 'role'>) => isStaffRole(actor.role);

export function createBookingsService(
  ctx: AppContext,
  deps: { paymentFlows: PaymentFlows; availability: AvailabilityService; codes: CodeService },
) {
  const { db, clock } = ctx;
  const { paymentFlows, availability, codes } = deps;

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

  /** The court, and the price of the slot, once the slot is bookable now. */
  async function checkBookable(slot: {
    courtId: string;
    date: string;
    startTime: string;
    endTime: string;
  }) {
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
    });
    if (!check.ok) throw slotRefusal(check);
    return { court, price: availability.priceFor(court, check.startTime, check.durationMinutes) };
  }

  async function loadBookingDto(bookingId: string): Promise<TBooking> {
    const view = await findBookingView(db, bookingId);
    if (!view) throw notFound(BOOKING_NOT_FOUND);
    const [dto] = await toBookingDtos(db, [view]);
    if (!dto) throw notFound(BOOKING_NOT_FOUND);
    return dto;
  }

  async function findUser(userId: string): Promise<UserRow> {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .limit(1);
    if (!user) throw notFound(BOOKING_MESSAGES.userNotFound);
    return user;
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
    const { court, price } = await checkBookable(slot);
    await input.spendCode?.();

    const now = clock.now();
    const { startsAt, endsAt } = computeBookingInstants(slot);
    const actor = { id: input.actor.id, role: input.actor.role };
    const insertBooking = () =>
      db.transaction(async (tx) => {
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
        if (state === '23P01') throw conflict(MSG.timeSlotNotAvailable);
        const isNumberTaken = state === '23505' && constraintOf(error) === 'bookings_number_key';
        if (!isNumberTaken || attempt >= BOOKING_NUMBER_ATTEMPTS) throw error;
      }
    }

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

  /** POST /bookings/send-otp: checks the slot is bookable now, then mails a code bound to it. */
  async function sendBookingCode(user: UserRow, input: TSendBookingOtpRequest) {
    await assertTakingBookings(user);
    const { startTime, endTime } = input.timeSlot;
    const length = minutesOfDay(endTime) - minutesOfDay(startTime);
    const duration = zDurationMinutes.safeParse(length);
    if (!duration.success) {
      const message = duration.error.issues[0]?.message ?? V.durationStep;
      throw badRequest(message, [{ field: 'timeSlot', message }]);
    }
    const slot = { courtId: input.courtId, date: input.date, startTime, endTime };
    const { court, price } = await checkBookable(slot);
    const { code } = await codes.issue({
      purpose: 'booking',
      email: user.email,
      userId: user.id,
      subject: slotSubject(slot),
    });
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
   * POST /bookings by staff (and partner agents): no code. The booking belongs to `userId`, or
   * to the account of `customer`'s e-mail (an invited account is created when there is none),
   * or else to the caller. `userId` wins when both are given.
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
    let owner: BookingOwner = { kind: 'user', user: actor };
    if (input.userId) {
      owner = { kind: 'user', user: await findUser(input.userId) };
    } else if (input.customer) {
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
      payer: { mobileNumber: input.mobileNumber, cnic: input.cnic },
      source: options.apiKeyId || actor.role === 'agent' ? 'agent' : 'staff',
      notes: input.notes,
      apiKeyId: options.apiKeyId ?? null,
    });
  }

  /** Whether a viewer may see a booking: an agent what its key created, staff all, a customer theirs. */
  function maySee(viewer: UserRow, booking: BookingView['booking'], agent?: AgentScope): boolean {
    if (agent) return booking.apiKeyId === agent.apiKeyId;
    return isStaffRole(viewer.role) || booking.userId === viewer.id;
  }

  /** A booking as its owner, staff or an admin may read it; anyone else gets 404 (DECISIONS). */
  async function getBooking(
    viewer: UserRow,
    bookingId: string,
    agent?: AgentScope,
  ): Promise<TBooking> {
    const view = await findBookingView(db, bookingId);
    if (!view || !maySee(viewer, view.booking, agent)) throw notFound(BOOKING_NOT_FOUND);
    return loadBookingDto(bookingId);
  }

  /** A page of bookings with their court, customer and history. */
  async function findBookings(options: {
    where?: SQL | undefined;
    orderBy: SQL[];
    page?: number;
    limit: number;
  }): Promise<BookingList> {
    const page = options.page ?? 1;
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(bookings)
      .where(options.where);
    const total = counted?.total ?? 0;
    const views = await selectBookingViews(db)
      .where(options.where)
      .orderBy(...options.orderBy)
      .limit(options.limit)
      .offset((page - 1) * options.limit);
    return {
      bookings: await toBookingDtos(db, views),
      pagination: { page, pages: Math.ceil(total / options.limit), total, limit: options.limit },
    };
  }

  /**
   * GET /bookings/my-bookings. upcoming=true: pending or confirmed and not yet ended, soonest
   * first. upcoming=false: completed, cancelled or already ended, latest first. Absent: all,
   * newest booking first.
   */
  function listMyBookings(user: UserRow, query: TMyBookingsQuery): Promise<BookingList> {
    const now = clock.now();
    const own = eq(bookings.userId, user.id);
    const active = inArray(bookings.status, ['pending', 'confirmed']);
    if (query.upcoming === true) {
      return findBookings({
        where: and(own, active, gt(bookings.endsAt, now)),
        orderBy: [asc(bookings.startsAt), asc(bookings.createdAt)],
        page: query.page,
        limit: query.limit,
      });
    }
    if (query.upcoming === false) {
      return findBookings({
        where: and(
          own,
          or(inArray(bookings.status, ['completed', 'cancelled']), lte(bookings.endsAt, now)),
        ),
        orderBy: [desc(bookings.startsAt), desc(bookings.createdAt)],
        page: query.page,
        limit: query.limit,
      });
    }
    return findBookings({
      where: own,
      orderBy: [desc(bookings.createdAt), desc(bookings.startsAt)],
      page: query.page,
      limit: query.limit,
    });
  }

  /**
   * GET /bookings (staff: every booking; a customer: their own) and GET /admin/bookings.
   * Dates filter the venue-local booking date. sort=upcoming keeps bookings that have not
   * ended, soonest first; otherwise newest booking first. all=true returns up to 2000 rows.
   */
  function listBookings(
    query: TBookingListQuery,
    scope: { ownerId?: string; apiKeyId?: string } = {},
  ): Promise<BookingList> {
    const conditions: SQL[] = [];
    if (scope.ownerId) conditions.push(eq(bookings.userId, scope.ownerId));
    if (scope.apiKeyId) conditions.push(eq(bookings.apiKeyId, scope.apiKeyId));
    if (query.courtId) conditions.push(eq(bookings.courtId, query.courtId));
    if (query.status?.length) conditions.push(inArray(bookings.status, query.status));
    if (query.startDate) conditions.push(gte(bookings.date, query.startDate));
    if (query.endDate) conditions.push(lte(bookings.date, query.endDate));
    const isUpcoming = query.sort === 'upcoming';
    if (isUpcoming) conditions.push(gt(bookings.endsAt, clock.now()));
    return findBookings({
      where: conditions.length ? and(...conditions) : undefined,
      orderBy: isUpcoming
        ? [asc(bookings.startsAt), asc(bookings.createdAt)]
        : [desc(bookings.createdAt), desc(bookings.startsAt)],
      page: query.all ? 1 : query.page,
      limit: query.all ? AVAILABILITY_CHECK_BOOKINGS_LIMIT : query.limit,
    });
  }

  /** The customer's own booking, or 404 (DECISIONS: another customer's booking is not found). */
  async function findOwnBooking(user: UserRow, bookingId: string): Promise<BookingView> {
    const view = await findBookingView(db, bookingId);
    if (!view || view.booking.userId !== user.id) throw notFound(BOOKING_NOT_FOUND);
    return view;
  }

  /** DECISIONS: a customer cancels only a pending or confirmed booking, 2 hours or more ahead. */
  async function assertCustomerMayCancel(view: BookingView) {
    const check = canCustomerCancel({
      status: view.booking.status as TBookingStatus,
      startsAt: view.booking.startsAt,
      now: clock.now(),
    });
    if (check.ok) return;
    if (check.reason === 'not_cancellable') {
      throw conflict(`This booking is ${view.booking.status} and cannot be cancelled`);
    }
    const settings = await loadBusinessSettings(ctx);
    const phone =
      typeof settings.phone === 'string' && settings.phone.trim()
        ? ` on ${settings.phone.trim()}`
        : '';
    const hours = roundHoursDown(check.hoursRemaining);
    const remaining =
      hours <= 0
        ? 'This booking has already started.'
        : `Only ${hours} ${hours === 1 ? 'hour remains' : 'hours remain'} before this booking.`;
    throw new AppError(
      409,
      `Bookings can only be cancelled at least 2 hours before the start time. ${remaining} Please contact the venue${phone}.`,
      [{ field: 'hoursRemaining', message: String(hours) }],
    );
  }

  /** POST /bookings/send-cancellation-otp. */
  async function sendCancellationCode(user: UserRow, bookingId: string) {
    const view = await findOwnBooking(user, bookingId);
    await assertCustomerMayCancel(view);
    const { code } = await codes.issue({
      purpose: 'booking_cancellation',
      email: user.email,
      userId: user.id,
      subject: { bookingId },
    });
    await sendCancellationCodeMail(ctx, view, code);
    return { message: BOOKING_MESSAGES.codeSent };
  }

  /** POST /bookings/verify-cancellation-otp: the code cancels the booking and frees its slot. */
  async function verifyCancellationCode(user: UserRow, input: { bookingId: string; otp: string }) {
    const view = await findOwnBooking(user, input.bookingId);
    await assertCustomerMayCancel(view);
    await codes.consume({
      purpose: 'booking_cancellation',
      email: user.email,
      code: input.otp,
      subject: { bookingId: input.bookingId },
    });
    await transitionBookingStatus(ctx, {
      bookingId: input.bookingId,
      to: 'cancelled',
      actor: { id: user.id, role: user.role },
      note: BOOKING_MESSAGES.customerCancelNote,
      cancellationReason: BOOKING_MESSAGES.customerCancelNote,
    });
    return { booking: await loadBookingDto(input.bookingId), message: BOOKING_MESSAGES.cancelled };
  }

  /** Staff and admins move a booking through the state machine; the customer is mailed. */
  async function changeBookingStatus(
    actor: UserRow,
    bookingId: string,
    input: { status: TBookingStatus; notes?: string | null | undefined },
  ) {
    const notes = input.notes ?? null;
    await transitionBookingStatus(ctx, {
      bookingId,
      to: input.status,
      actor: { id: actor.id, role: actor.role },
      note: notes,
      ...(input.status === 'cancelled' ? { cancellationReason: notes } : {}),
    });
    return {
      booking: await loadBookingDto(bookingId),
      message: SUCCESS_MESSAGES.bookingStatusChanged(input.status),
    };
  }

  /**
   * PATCH /bookings/{id}/cancel (staff, and partner agents for the bookings their key created),
   * with the reason the customer is told.
   */
  async function cancelBooking(
    actor: UserRow,
    bookingId: string,
    reason: string,
    agent?: AgentScope,
  ) {
    if (agent) {
      const view = await findBookingView(db, bookingId);
      if (!view || !maySee(actor, view.booking, agent)) throw notFound(BOOKING_NOT_FOUND);
    }
    await transitionBookingStatus(ctx, {
      bookingId,
      to: 'cancelled',
      actor: { id: actor.id, role: actor.role },
      note: reason,
      cancellationReason: reason,
    });
    return { booking: await loadBookingDto(bookingId), message: BOOKING_MESSAGES.cancelled };
  }

  return {
    createBooking,
    sendBookingCode,
    verifyBookingCode,
    createDirectBooking,
    getBooking,
    loadBookingDto,
    findBookings,
    findUser,
    listMyBookings,
    listBookings,
    sendCancellationCode,
    verifyCancellationCode,
    changeBookingStatus,
    cancelBooking,
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
