// The waitlist for a taken slot (DECISIONS "Waitlist"): a player waits for a court and time (or
// any court at that time); when it frees, the first player waiting is told and holds it for
// WAITLIST_OFFER_MINUTES; then the next.
import { z } from 'zod';
import { DURATION_MAX_MINUTES } from './constants';
import { ZBookingTimeSlot } from './entities/booking';
import { ZCourtRef } from './entities/court';
import {
  toMinutes,
  zHalfHourCloseTime,
  zHalfHourTime,
  zIsoDateTime,
  zLocalDate,
  zUuid,
} from './fields';
import { VALIDATION_MESSAGES as V } from './messages';

/** POST /waitlist: a slot on the grid; `courtId` left out waits for any court at that time. */
export const ZJoinWaitlistRequest = z
  .object({
    date: zLocalDate,
    startTime: zHalfHourTime,
    endTime: zHalfHourCloseTime,
    courtId: zUuid.optional(),
  })
  .superRefine((value, ctx) => {
    const length = toMinutes(value.endTime) - toMinutes(value.startTime);
    if (!(length > 0)) {
      ctx.addIssue({ code: 'custom', message: V.endAfterStart, path: ['endTime'] });
    } else if (length > DURATION_MAX_MINUTES) {
      ctx.addIssue({ code: 'custom', message: V.durationTooLong, path: ['endTime'] });
    }
  });
export type TJoinWaitlistRequest = z.infer<typeof ZJoinWaitlistRequest>;

export const WAITLIST_STATUSES = ['waiting', 'offered'] as const;

export const ZWaitlistEntry = z.object({
  id: zUuid,
  /** Venue-local date and times (Asia/Karachi). */
  date: zLocalDate,
  timeSlot: ZBookingTimeSlot,
  /** The court waited for; null for any court. */
  court: ZCourtRef.nullable(),
  /** waiting: in line; offered: told, and the slot is held for the player until `offer.expiresAt`. */
  status: z.enum(WAITLIST_STATUSES),
  /** 1 for the first player in line for this slot. */
  position: z.number().int().min(1),
  offer: z.object({ court: ZCourtRef, expiresAt: zIsoDateTime }).nullable(),
  createdAt: zIsoDateTime,
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;

export const ZWaitlistEntryAnswer = z.object({ entry: ZWaitlistEntry });
export type TWaitlistEntryAnswer = z.infer<typeof ZWaitlistEntryAnswer>;
export const ZWaitlistAnswer = z.object({ entries: z.array(ZWaitlistEntry) });
export type TWaitlistAnswer = z.infer<typeof ZWaitlistAnswer>;

/** GET /admin/waitlist?date=: how many wait for each slot of a day (the day calendar's badge). */
export const ZWaitlistCountsQuery = z.object({ date: zLocalDate });
export type TWaitlistCountsQuery = z.infer<typeof ZWaitlistCountsQuery>;
export const ZWaitlistCount = z.object({
  /** null: players waiting for any court at that time. */
  courtId: zUuid.nullable(),
  startTime: z.string(),
  endTime: z.string(),
  waiting: z.number().int().min(1),
});
export type TWaitlistCount = z.infer<typeof ZWaitlistCount>;
export const ZWaitlistCountsAnswer = z.object({ slots: z.array(ZWaitlistCount) });
export type TWaitlistCountsAnswer = z.infer<typeof ZWaitlistCountsAnswer>;
