// Time slot and availability answers (product doc §3 "Time slot", "Availability response").
import { z } from 'zod';
import { zCloseTime, zLocalDate, zTime, zUuid } from '../fields';

/** The price of a slot before and after the discount that applies (DECISIONS: no stacking). */
export const ZSlotDiscount = z.object({
  hasDiscount: z.boolean(),
  originalPrice: z.number().int().min(0),
  discountedPrice: z.number().int().min(0),
  discountPercentage: z.number().min(0).max(100),
});
export type TSlotDiscount = z.infer<typeof ZSlotDiscount>;

export const ZTimeSlot = z.object({
  /** Stable within a day's grid, e.g. '{courtId}_{date}_{startTime}'. */
  id: z.string(),
  startTime: zTime,
  /** A slot may end at '24:00' but never crosses midnight (DECISIONS). */
  endTime: zCloseTime,
  /** What the player pays: the discounted price when a discount applies. */
  price: z.number().int().min(0),
  discount: ZSlotDiscount,
  isBooked: z.boolean(),
  /** Closed by an override, a holiday's hours or a slot already past. */
  isUnavailable: z.boolean(),
  maxPlayers: z.number().int(),
  durationMinutes: z.number().int(),
  date: zLocalDate,
  /** Common and preferred slots list every court free at that time; the first is suggested. */
  courtIds: z.array(zUuid).optional(),
  courtCount: z.number().int().min(0).optional(),
  /** Staff views only: who holds the slot. */
  bookedBy: z.string().nullable().optional(),
});
export type TTimeSlot = z.infer<typeof ZTimeSlot>;

/** A slot in an availability answer also says plainly whether it can be booked. */
export const ZAvailabilitySlot = ZTimeSlot.extend({ available: z.boolean() });
export type TAvailabilitySlot = z.infer<typeof ZAvailabilitySlot>;

/**
 * GET /courts/{id}/availability. `reason` says why nothing can be booked ('Facility is closed on
 * this day', ...) and is null when the day is open.
 */
export const ZAvailability = z.object({
  available: z.boolean(),
  reason: z.string().nullable(),
  timeSlots: z.array(ZAvailabilitySlot),
});
export type TAvailability = z.infer<typeof ZAvailability>;
