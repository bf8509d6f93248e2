// Court calls (calls doc §7 "Courts", admin courts) and the court form (product doc §5).
import { ZAffectedBookingsChoice } from './closures';
import { z } from 'zod';
import { ZPagination } from './common';
import { ZCourt } from './entities/court';
import {
  zCapacity,
  messageOf,
  zCloseTime,
  zLocalDate,
  zPercentage,
  zPlainText,
  zPrice,
  zQueryLimit,
  zQueryList,
  zQueryPage,
  zRawText,
  zRequiredText,
  zText,
  zTime,
} from './fields';
import {
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  CAPACITY_DEFAULT,
  COURT_STATUSES,
  PRICING_MODES,
  type TCourtStatus,
} from './constants';
import { VALIDATION_MESSAGES as V } from './messages';

/** What the court calls answer besides the court itself. */
export const COURT_MESSAGES = {
  notFound: 'Court not found',
  created: 'Court created successfully',
  updated: 'Court updated successfully',
  statusUpdated: 'Court status updated successfully',
  deleted: 'Court deleted successfully',
  disabledForUpcomingBookings: 'Court has upcoming bookings, so it was disabled instead of deleted',
  disabledForBookingHistory:
    'Court has bookings kept for the records, so it was disabled instead of deleted',
  imageUploaded: 'Court image uploaded successfully',
  pricingModeInvalid: 'Pricing mode must be hourly or tiered',
} as const;

/**
 * Disable/Enable (product doc §4 "Court status"): active becomes inactive, inactive becomes
 * active, and a court in maintenance becomes active. The screen sends the result as {status}.
 */
export function nextToggleStatus(status: TCourtStatus): TCourtStatus {
  return status === 'active' ? 'inactive' : 'active';
}

const zCourtStatus = z.enum(COURT_STATUSES, { error: V.statusInvalid });
const zPricingMode = z.enum(PRICING_MODES, { error: COURT_MESSAGES.pricingModeInvalid });

/** A rule's start or end: missing reads 'Please enter start and end times'. */
function zRuleTime(format: z.ZodType<string, string>) {
  return zText(V.startAndEndTimesRequired, [(value) => messageOf(format, value)]);
}

/** A time-slot discount rule; a missing percentage counts as 0 (product doc §5). */
export const ZTimeSlotDiscountInput = z.object({
  start: zRuleTime(zTime),
  end: zRuleTime(zCloseTime),
  percentage: zPercentage.default(0),
});
export type TTimeSlotDiscountInput = z.infer<typeof ZTimeSlotDiscountInput>;

/** Every tier price is required and 0 or more. */
export const ZCourtPricingInput = z.object({
  thirtyMinutes: zPrice,
  oneHour: zPrice,
  twoHours: zPrice,
  longDuration: zPrice,
});
export type TCourtPricingInput = z.infer<typeof ZCourtPricingInput>;

export const ZCourtDiscountInput = z.object({
  isActive: z.boolean(),
  percentage: zPercentage,
});

/**
 * The court form's fields, none defaulted, so the update below can leave any out.
 * Tiered prices are optional in hourly mode: the api then derives them from the hourly price
 * with the tier factors.
 */
const courtFields = {
  name: zRequiredText('Name', 100),
  description: zRequiredText('Description', 2000),
  capacity: zCapacity,
  /** '' clears it. */
  location: zPlainText(200),
  pricePerHour: zPrice,
  pricingMode: zPricingMode,
  pricing: ZCourtPricingInput,
  discount: ZCourtDiscountInput,
  timeSlotDiscounts: z.array(ZTimeSlotDiscountInput).max(48),
  image: zPlainText(2048).nullable(),
  amenities: z.array(zPlainText(100).min(1)).max(50),
  specifications: z.record(zRawText(100), zRawText(500)),
  status: zCourtStatus,
  lastMaintenance: zLocalDate.nullable(),
  nextMaintenance: zLocalDate.nullable(),
  maintenanceSchedule: zPlainText(500).nullable(),
};

const tieredNeedsPricing = {
  check: (court: { pricingMode?: string; pricing?: unknown }) =>
    court.pricingMode !== 'tiered' || court.pricing !== undefined,
  params: { error: V.required('Tiered pricing'), path: ['pricing'] },
};

/** POST /courts and POST /admin/courts: a new court, with the form's defaults. */
export const ZCreateCourtRequest = z
  .object({
    ...courtFields,
    capacity: zCapacity.default(CAPACITY_DEFAULT),
    location: courtFields.location.optional(),
    pricingMode: zPricingMode.default('hourly'),
    pricing: ZCourtPricingInput.optional(),
    discount: ZCourtDiscountInput.default({ isActive: false, percentage: 0 }),
    timeSlotDiscounts: courtFields.timeSlotDiscounts.default([]),
    image: courtFields.image.optional(),
    amenities: courtFields.amenities.default([]),
    specifications: courtFields.specifications.default({}),
    status: zCourtStatus.default('active'),
    lastMaintenance: courtFields.lastMaintenance.optional(),
    nextMaintenance: courtFields.nextMaintenance.optional(),
    maintenanceSchedule: courtFields.maintenanceSchedule.optional(),
  })
  .refine(tieredNeedsPricing.check, tieredNeedsPricing.params);
export type TCreateCourtRequest = z.infer<typeof ZCreateCourtRequest>;
export type TCreateCourtInput = z.input<typeof ZCreateCourtRequest>;

/** PATCH /admin/courts/{id}: any subset of the fields. */
export const ZUpdateCourtRequest = z
  .object({ ...courtFields, affectedBookings: ZAffectedBookingsChoice })
  .partial()
  .refine(tieredNeedsPricing.check, tieredNeedsPricing.params);
export type TUpdateCourtRequest = z.infer<typeof ZUpdateCourtRequest>;

/**
 * PUT /courts/{id}: the court form, whose required fields must be there. Fields the form does
 * not hold (status, location, amenities, maintenance dates...) keep their value when left out,
 * so saving the form never re-enables a disabled court.
 */
export const ZReplaceCourtRequest = z
  .object({
    ...z.object(courtFields).partial().shape,
    name: courtFields.name,
    description: courtFields.description,
    pricePerHour: courtFields.pricePerHour,
    affectedBookings: ZAffectedBookingsChoice.optional(),
  })
  .refine(tieredNeedsPricing.check, tieredNeedsPricing.params);
export type TReplaceCourtRequest = z.infer<typeof ZReplaceCourtRequest>;

/** The court form as the web holds it: the create shape. */
export const ZCourtForm = ZCreateCourtRequest;
export type TCourtForm = TCreateCourtInput;

/** Disable/Enable: PUT /courts/{id} or PATCH /admin/courts/{id} with only {status}. */
export const ZCourtStatusRequest = z.object({
  status: zCourtStatus,
  affectedBookings: ZAffectedBookingsChoice.optional(),
});
export type TCourtStatusRequest = z.infer<typeof ZCourtStatusRequest>;

/** GET /courts: filters repeat or use commas (?status=active&status=maintenance). */
export const ZCourtListQuery = z.object({
  status: zQueryList(zCourtStatus).optional(),
  pricingMode: zPricingMode.optional(),
  search: zPlainText(100).optional(),
  page: zQueryPage,
  limit: zQueryLimit(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
});
export type TCourtListQuery = z.infer<typeof ZCourtListQuery>;

export const ZCourtListAnswer = z.object({
  courts: z.array(ZCourt),
  pagination: ZPagination,
});
export type TCourtListAnswer = z.infer<typeof ZCourtListAnswer>;

/** GET /courts/{id} and the answers of create, update and status. */
export const ZCourtAnswer = z.object({ court: ZCourt });
export type TCourtAnswer = z.infer<typeof ZCourtAnswer>;

/**
 * DELETE /courts/{id} and /admin/courts/{id}. A court that bookings name is set inactive
 * instead of removed (`disabled`), and the message says why.
 */
export const ZDeleteCourtAnswer = z.object({
  court: ZCourt,
  disabled: z.boolean(),
  upcomingBookings: z.number().int().min(0),
});
export type TDeleteCourtAnswer = z.infer<typeof ZDeleteCourtAnswer>;

/** POST /admin/courts/{id}/upload-image (multipart field `image`): the stored image's path. */
export const ZCourtImageAnswer = z.object({ imageUrl: z.string(), court: ZCourt });
export type TCourtImageAnswer = z.infer<typeof ZCourtImageAnswer>;
