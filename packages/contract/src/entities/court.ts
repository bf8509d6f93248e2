// Court as the api answers it (product doc §3 "Court").
import { z } from 'zod';
import { COURT_STATUSES, PRICING_MODES } from '../constants';
import { zCloseTime, zIsoDateTime, zLocalDate, zTime, zUuid } from '../fields';

export const ZCourtStatus = z.enum(COURT_STATUSES);
export const ZPricingMode = z.enum(PRICING_MODES);

/** Tiered prices in rupees; longDuration is per hour for 3 hours and more. */
export const ZCourtPricing = z.object({
  thirtyMinutes: z.number().int().min(0),
  oneHour: z.number().int().min(0),
  twoHours: z.number().int().min(0),
  longDuration: z.number().int().min(0),
});
export type TCourtPricing = z.infer<typeof ZCourtPricing>;

export const ZCourtDiscount = z.object({
  isActive: z.boolean(),
  percentage: z.number().min(0).max(100),
});
export type TCourtDiscount = z.infer<typeof ZCourtDiscount>;

/** Applies by the slot's start time; start after end means the range crosses midnight. */
export const ZTimeSlotDiscount = z.object({
  start: zTime,
  end: zCloseTime,
  percentage: z.number().min(0).max(100),
});
export type TTimeSlotDiscount = z.infer<typeof ZTimeSlotDiscount>;

export const ZCourt = z.object({
  _id: zUuid,
  id: zUuid,
  name: z.string(),
  description: z.string(),
  location: z.string(),
  /** Max players. */
  capacity: z.number().int(),
  pricePerHour: z.number().int().min(0),
  /** 0 when unrated; the card shows it only above 0. */
  rating: z.number().min(0).max(5),
  status: ZCourtStatus,
  /** Path under /uploads or an absolute URL; null without an image. */
  image: z.string().nullable(),
  amenities: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
  pricingMode: ZPricingMode,
  pricing: ZCourtPricing,
  discount: ZCourtDiscount,
  timeSlotDiscounts: z.array(ZTimeSlotDiscount),
  lastMaintenance: zLocalDate.nullable(),
  nextMaintenance: zLocalDate.nullable(),
  /** Free text such as 'First Monday of each month'. */
  maintenanceSchedule: z.string().nullable(),
  /** Always sent by the api; optional so a court described by hand (a sample) still reads. */
  createdAt: zIsoDateTime.optional(),
});
export type TCourt = z.infer<typeof ZCourt>;

/** How a booking, an override or an availability row names its court. */
export const ZCourtRef = z.object({
  _id: zUuid,
  name: z.string(),
  location: z.string(),
});
export type TCourtRef = z.infer<typeof ZCourtRef>;
