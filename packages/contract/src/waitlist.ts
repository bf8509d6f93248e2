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

/** DECISIONS: at most 5 live entries a player. */
export const WAITLIST_MAX_ENTRIES = 5;
/** Live entries from one client address, whatever the accounts (several players on one wifi). */
export const WAITLIST_MAX_ENTRIES_PER_ADDRESS = 15;
/** DECISIONS: the player told holds the slot for 10 minutes. */
export const WAITLIST_OFFER_MINUTES = 10;

export const WAITLIST_MESSAGES = {
  added: 'You are on the waitlist. We will e-mail you if this slot frees up.',
  alreadyWaiting: 'You are already on the waitlist for this slot.',
  removed: 'Removed from the waitlist',
  notFound: 'Waitlist entry not found',
  courtNotFound: 'Court not found',
  tooMany: `You can wait for at most ${WAITLIST_MAX_ENTRIES} slots at once. Remove one first.`,
  tooManyFromAddress: 'Too many waitlist entries from this network. Please try again later.',
  slotFree: 'This slot is free: book it now.',
  slotStarted: 'This slot has already started',
  notifyMe: 'Notify me',
  notifyMeSignIn: 'Sign in to be told when this slot frees up',
  onWaitlist: 'On the waitlist',
  anyCourt: 'Any court',
  myWaitlist: 'My waitlist',
  emptyWaitlist: 'You are not waiting for any slot.',
  remove: 'Remove',
  waiting: (position: number) =>
    position === 1 ? 'You are first in line' : `Number ${position} in line`,
  offered: (time: string) => `Free now and held for you until ${time}: book it`,
  waitingBadge: (count: number) => `${count} waiting`,
  mailSubject: (court: string, date: string, time: string) =>
    `${court} is free on ${date} at ${time}: it is held for you`,
} as const;

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
