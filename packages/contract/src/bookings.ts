// Booking calls (calls doc §7 "Bookings") and the web's booking form (product doc §3, §5).
import { z } from 'zod';
import { ZPagination } from './common';
import {
  ADMIN_BOOKING_STATUSES,
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  MY_BOOKINGS_PAGE_SIZE,
  PAYMENT_METHODS,
  PHONE_PREFIX,
  type TPaymentMethod,
} from './constants';
import { ZBooking, ZBookingStatus } from './entities/booking';
import type { TPaymentMethodsEnabled } from './entities/business-settings';
import {
  isAfter,
  toMinutes,
  zCnic,
  zDurationMinutes,
  zEmail,
  zHalfHourCloseTime,
  zHalfHourTime,
  zLocalDate,
  zName,
  zOptionalText,
  zOtp,
  zPaymentMethod,
  zPhone,
  zPlainText,
  zQueryBoolean,
  zQueryBooleanDefault,
  zQueryLimit,
  zQueryList,
  zQueryPage,
  zRequiredText,
  zUuid,
  zWalletMobile,
} from './fields';
import { ERROR_MESSAGES as E, VALIDATION_MESSAGES as V } from './messages';
import { normalizeWalletNumber } from './phone';

/** A slot on the 30-minute grid that ends after it starts, at 24:00 at the latest. */
export const ZBookingSlotInput = z
  .object({ startTime: zHalfHourTime, endTime: zHalfHourCloseTime })
  .refine((slot) => isAfter(slot.endTime, slot.startTime), {
    error: V.endAfterStart,
    path: ['endTime'],
  });
export type TBookingSlotInput = z.infer<typeof ZBookingSlotInput>;

type TWalletFields = { mobileNumber?: string | undefined; cnic?: string | undefined };

/**
 * Wallet payments need the wallet number and the CNIC's last 6 digits; other methods ignore
 * them (product doc §5 "Booking form").
 */
export function requireWalletFields(
  paymentMethod: TPaymentMethod,
  fields: TWalletFields,
  ctx: z.RefinementCtx,
  at: (string | number)[] = [],
): void {
  if (paymentMethod !== 'jazzcash_mwallet') return;
  const mobile = zWalletMobile.safeParse(fields.mobileNumber);
  if (!mobile.success) {
    ctx.addIssue({
      code: 'custom',
      message: mobile.error.issues[0]?.message ?? V.walletMobileInvalid,
      path: [...at, 'mobileNumber'],
    });
  }
  const cnic = zCnic.safeParse(fields.cnic);
  if (!cnic.success) {
    ctx.addIssue({
      code: 'custom',
      message: cnic.error.issues[0]?.message ?? V.cnicInvalid,
      path: [...at, 'cnic'],
    });
  }
}

const zWalletText = zPlainText(100).optional();
/** The wallet number as JazzCash takes it ('03' and 9 digits) when it reads as one. */
const zWalletNumberText = zPlainText(100)
  .transform((value) => normalizeWalletNumber(value) ?? value)
  .optional();

function hasPaymentMethod(
  value: unknown,
): value is { paymentMethod: TPaymentMethod } & TWalletFields {
  if (typeof value !== 'object' || value === null) return false;
  const { paymentMethod, mobileNumber, cnic } = value as Record<string, unknown>;
  const isText = (field: unknown) => field === undefined || typeof field === 'string';
  return (
    (PAYMENT_METHODS as readonly unknown[]).includes(paymentMethod) &&
    isText(mobileNumber) &&
    isText(cnic)
  );
}

/** The disabled-method text for a method switched off in business settings, else null. */
export function findDisabledPaymentMessage(
  method: TPaymentMethod,
  enabled: TPaymentMethodsEnabled,
): string | null {
  if (method === 'cash' && !enabled.payAtVenue) return E.payAtVenueDisabled;
  if (method === 'jazzcash_card' && !enabled.jazzcashCard) return E.cardPaymentsDisabled;
  if (method === 'jazzcash_mwallet' && !enabled.jazzcashWallet) return E.walletPaymentsDisabled;
  return null;
}

// Customer booking with a one-time code ---------------------------------------------------

/** POST /bookings/send-otp: the code is bound to this court, date and slot. */
export const ZSendBookingOtpRequest = z.object({
  courtId: zUuid,
  date: zLocalDate,
  timeSlot: ZBookingSlotInput,
});
export type TSendBookingOtpRequest = z.infer<typeof ZSendBookingOtpRequest>;

/** Payment details the form passes on; the wallet fields matter for jazzcash_mwallet only. */
export const ZPaymentFormData = z.object({
  paymentMethod: zPaymentMethod.optional(),
  mobileNumber: zWalletNumberText,
  cnic: zWalletText,
});
export type TPaymentFormData = z.infer<typeof ZPaymentFormData>;

/** POST /bookings/verify-otp: creates the booking; card answers carry the provider form. */
export const ZVerifyBookingOtpRequest = z
  .object({
    courtId: zUuid,
    date: zLocalDate,
    timeSlot: ZBookingSlotInput,
    durationMinutes: zDurationMinutes,
    otp: zOtp(V.otpIncomplete),
    paymentMethod: zPaymentMethod,
    formData: ZPaymentFormData.default({}),
    specialRequests: zOptionalText(500),
    /**
     * True when the native app makes the booking: a card payment then ends on /payment/close
     * (the app's payment window closes itself) rather than on /payment/success or /failed.
     */
    mobileApp: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    const { startTime, endTime } = body.timeSlot;
    const length = toMinutes(endTime) - toMinutes(startTime);
    if (!Number.isNaN(length) && length !== body.durationMinutes) {
      ctx.addIssue({ code: 'custom', message: V.durationMismatch, path: ['durationMinutes'] });
    }
    requireWalletFields(body.paymentMethod, body.formData, ctx, ['formData']);
  });
export type TVerifyBookingOtpRequest = z.infer<typeof ZVerifyBookingOtpRequest>;
export type TVerifyBookingOtpInput = z.input<typeof ZVerifyBookingOtpRequest>;

/** The auto-submitting form the browser posts to the card payment page. */
export const ZJazzCashRedirect = z.object({
  postUrl: z.string(),
  formData: z.record(z.string(), z.string()),
});
export type TJazzCashRedirect = z.infer<typeof ZJazzCashRedirect>;

export const ZVerifyBookingOtpAnswer = z.object({
  booking: ZBooking,
  /** Present for jazzcash_card only. */
  jazzResp: ZJazzCashRedirect.optional(),
});
export type TVerifyBookingOtpAnswer = z.infer<typeof ZVerifyBookingOtpAnswer>;

// Cancellation with a one-time code --------------------------------------------------------

/** POST /bookings/send-cancellation-otp. `bookingId` is the booking's id (uuid). */
export const ZSendCancellationOtpRequest = z.object({ bookingId: zUuid });
export type TSendCancellationOtpRequest = z.infer<typeof ZSendCancellationOtpRequest>;

/** POST /bookings/verify-cancellation-otp: answers the cancelled booking. */
export const ZVerifyCancellationOtpRequest = z.object({
  bookingId: zUuid,
  otp: zOtp(V.otpIncomplete),
});
export type TVerifyCancellationOtpRequest = z.infer<typeof ZVerifyCancellationOtpRequest>;

// Lists and single bookings ------------------------------------------------------------

/** GET /bookings/my-bookings: upcoming=true (not cancelled or completed), false (the rest), absent (all). */
export const ZMyBookingsQuery = z.object({
  upcoming: zQueryBoolean,
  page: zQueryPage,
  limit: zQueryLimit(MY_BOOKINGS_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
});
export type TMyBookingsQuery = z.infer<typeof ZMyBookingsQuery>;

/**
 * GET /bookings and GET /admin/bookings. `status` repeats or uses commas. `all=true` lifts the
 * page size limit (up to the availability check's 2000); `sort=upcoming` orders by start time
 * from now on, otherwise newest first. Customers see only their own bookings.
 */
/**
 * A list's order: upcoming = not yet ended, soonest first; play_asc / play_desc = by play time;
 * created = newest booking first (the default).
 */
export const ZBookingListSort = z.enum(['upcoming', 'play_asc', 'play_desc', 'created']);
export type TBookingListSort = z.infer<typeof ZBookingListSort>;

export const ZBookingListQuery = z
  .object({
    page: zQueryPage,
    limit: zQueryLimit(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
    courtId: zUuid.optional(),
    status: zQueryList(ZBookingStatus).optional(),
    startDate: zLocalDate.optional(),
    endDate: zLocalDate.optional(),
    all: zQueryBooleanDefault(false),
    sort: ZBookingListSort.optional(),
    /** Staff search: customer name, e-mail, phone in any typed form, or booking number. */
    search: zPlainText(100).optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: V.dateRangeOrder,
    path: ['endDate'],
  });
export type TBookingListQuery = z.infer<typeof ZBookingListQuery>;

export const ZBookingListAnswer = z.object({
  bookings: z.array(ZBooking),
  pagination: ZPagination,
});
export type TBookingListAnswer = z.infer<typeof ZBookingListAnswer>;

/** GET /bookings/{id} and the answers of every change to one booking. */
export const ZBookingAnswer = z.object({ booking: ZBooking });
export type TBookingAnswer = z.infer<typeof ZBookingAnswer>;

/** PATCH /bookings/{id}/cancel (staff). */
export const ZCancelBookingRequest = z.object({ reason: zRequiredText('Reason', 500) });
export type TCancelBookingRequest = z.infer<typeof ZCancelBookingRequest>;

/** PATCH /bookings/{id}/status. */
export const ZBookingStatusRequest = z.object({
  status: ZBookingStatus,
  notes: zOptionalText(1000),
});
export type TBookingStatusRequest = z.infer<typeof ZBookingStatusRequest>;

/** PATCH /admin/bookings/{id}/status: an admin sets confirmed, completed or cancelled. */
export const ZAdminBookingStatusRequest = z.object({
  status: z.enum(ADMIN_BOOKING_STATUSES, { error: V.statusInvalid }),
});
export type TAdminBookingStatusRequest = z.infer<typeof ZAdminBookingStatusRequest>;

// Direct booking by staff or a partner agent ------------------------------------------------

export const ZBookingCustomerInput = z.object({
  firstName: zName('First name'),
  lastName: zName('Last name'),
  email: zEmail,
  phone: zPhone,
});
export type TBookingCustomerInput = z.infer<typeof ZBookingCustomerInput>;

/**
 * POST /bookings (the spec does not show its payload). Staff and agents book without a code:
 * for `userId`'s account, for `customer` (found by email or created), or with neither for the
 * caller's own account. The slot ends durationMinutes after startTime, by midnight.
 */
export const ZCreateBookingRequest = z
  .object({
    courtId: zUuid,
    date: zLocalDate,
    startTime: zHalfHourTime,
    durationMinutes: zDurationMinutes,
    customer: ZBookingCustomerInput.optional(),
    userId: zUuid.optional(),
    paymentMethod: zPaymentMethod.default('cash'),
    mobileNumber: zWalletNumberText,
    cnic: zWalletText,
    notes: zOptionalText(1000),
  })
  .superRefine((body, ctx) => {
    if (toMinutes(body.startTime) + body.durationMinutes > 24 * 60) {
      ctx.addIssue({ code: 'custom', message: V.endsAfterMidnight, path: ['durationMinutes'] });
    }
    requireWalletFields(body.paymentMethod, body, ctx);
  });
export type TCreateBookingRequest = z.infer<typeof ZCreateBookingRequest>;

// The web's booking form (step 3) -------------------------------------------------------------

/**
 * Name, email and phone are prefilled and locked for a logged-in user. The phone starts at
 * +92, which still reads as missing until the digits are typed.
 */
export const ZBookingForm = z
  .object({
    firstName: zName('First name'),
    lastName: zName('Last name'),
    email: zEmail,
    phone: zPhone.prefault(PHONE_PREFIX),
    paymentMethod: zPaymentMethod.default('cash'),
    mobileNumber: zWalletNumberText,
    cnic: zWalletText,
  })
  // Runs beside the other fields' errors, so the form shows every problem at once.
  .superRefine((form, ctx) => requireWalletFields(form.paymentMethod, form, ctx), {
    when: (payload) => hasPaymentMethod(payload.value),
  });
export type TBookingForm = z.infer<typeof ZBookingForm>;
export type TBookingFormInput = z.input<typeof ZBookingForm>;
