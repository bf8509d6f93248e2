// Court calls (calls doc §7 "Courts", admin courts) and the court form (product doc §5).
import { z } from 'zod';
import { ZPagination } from './common';
import { ZCourt, ZCourtStatus, ZPricingMode } from './entities/court';
import {
  zCapacity,
  zCloseTime,
  zLocalDate,
  zOptionalText,
  zPercentage,
  zPrice,
  zQueryLimit,
  zQueryList,
  zQueryPage,
  zRequiredText,
  zTime,
} from './fields';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, CAPACITY_DEFAULT } from './constants';
import { VALIDATION_MESSAGES as V } from './messages';

/** A rule's start or end: missing reads 'Please enter start and end times'. */
function zRuleTime<T extends z.ZodType<string, string>>(format: T) {
  return z
    .string({ error: V.startAndEndTimesRequired })
    .trim()
    .min(1, { error: V.startAndEndTimesRequired, abort: true })
    .pipe(format);
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
  location: zOptionalText(200),
  pricePerHour: zPrice,
  pricingMode: ZPricingMode,
  pricing: ZCourtPricingInput,
  discount: ZCourtDiscountInput,
  timeSlotDiscounts: z.array(ZTimeSlotDiscountInput).max(48),
  image: z.string().trim().max(2048).nullable(),
  amenities: z.array(z.string().trim().min(1).max(100)).max(50),
  specifications: z.record(z.string().max(100), z.string().max(500)),
  status: ZCourtStatus,
  lastMaintenance: zLocalDate.nullable(),
  nextMaintenance: zLocalDate.nullable(),
  maintenanceSchedule: z.string().trim().max(500).nullable(),
};

const tieredNeedsPricing = {
  check: (court: { pricingMode?: string; pricing?: unknown }) =>
    court.pricingMode !== 'tiered' || court.pricing !== undefined,
  params: { error: V.required('Tiered pricing'), path: ['pricing'] },
};

/** POST /courts, POST /admin/courts and PUT /courts/{id}: the whole court. */
export const ZCreateCourtRequest = z
  .object({
    ...courtFields,
    capacity: zCapacity.default(CAPACITY_DEFAULT),
    pricingMode: ZPricingMode.default('hourly'),
    pricing: ZCourtPricingInput.optional(),
    discount: ZCourtDiscountInput.default({ isActive: false, percentage: 0 }),
    timeSlotDiscounts: courtFields.timeSlotDiscounts.default([]),
    image: courtFields.image.optional(),
    amenities: courtFields.amenities.default([]),
    specifications: courtFields.specifications.default({}),
    status: ZCourtStatus.default('active'),
    lastMaintenance: courtFields.lastMaintenance.optional(),
    nextMaintenance: courtFields.nextMaintenance.optional(),
    maintenanceSchedule: courtFields.maintenanceSchedule.optional(),
  })
  .refine(tieredNeedsPricing.check, tieredNeedsPricing.params);
export type TCreateCourtRequest = z.infer<typeof ZCreateCourtRequest>;
export type TCreateCourtInput = z.input<typeof ZCreateCourtRequest>;

/** PATCH /admin/courts/{id}: any subset of the fields. */
export const ZUpdateCourtRequest = z
  .object(courtFields)
  .partial()
  .refine(tieredNeedsPricing.check, tieredNeedsPricing.params);
export type TUpdateCourtRequest = z.infer<typeof ZUpdateCourtRequest>;

/** The court form as the web holds it: the create shape. */
export const ZCourtForm = ZCreateCourtRequest;
export type TCourtForm = TCreateCourtInput;

/** Disable/Enable: PUT /courts/{id} or PATCH /admin/courts/{id} with only {status}. */
export const ZCourtStatusRequest = z.object({ status: ZCourtStatus });
export type TCourtStatusRequest = z.infer<typeof ZCourtStatusRequest>;

/** GET /courts: filters repeat or use commas (?status=active&status=maintenance). */
export const ZCourtListQuery = z.object({
  status: zQueryList(ZCourtStatus).optional(),
  pricingMode: ZPricingMode.optional(),
  search: z.string().trim().max(100).optional(),
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

/** POST /admin/courts/{id}/upload-image. */
export const ZCourtImageAnswer = z.object({ imageUrl: z.string() });
export type TCourtImageAnswer = z.infer<typeof ZCourtImageAnswer>;
