// Attendance: whether the player came (DECISIONS: a fact beside the booking's status, not a status).
import { z } from 'zod';

export const ATTENDANCES = ['checked_in', 'no_show'] as const;
export const ZAttendance = z.enum(ATTENDANCES);
export type TAttendance = z.infer<typeof ZAttendance>;

/** Check-in opens this many minutes before a booking starts (on the booking's own day). */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 60;

export const ATTENDANCE_MESSAGES = {
  checkedIn: 'Player checked in',
  noShow: 'Booking marked as a no-show',
  cleared: 'Attendance cleared',
  /** The audit trail's notes. */
  checkedInNote: 'Checked in',
  noShowNote: 'No-show',
  clearedNote: 'Attendance cleared',
} as const;

export const ATTENDANCE_ERRORS = {
  notLive: (status: string) => `A ${status} booking cannot be checked in or marked as a no-show`,
  notToday: 'Only a booking of today can be checked in',
  tooEarly: `Check-in opens ${CHECK_IN_OPENS_MINUTES_BEFORE} minutes before the booking starts`,
  noShowBeforeStart: 'A no-show can only be recorded once the booking has started',
  alreadyCheckedIn: 'The player has checked in: undo the check-in first',
} as const;

/** Texts of the console's attendance actions and marks. */
export const ATTENDANCE_TEXTS = {
  checkIn: 'Check in',
  noShow: 'No-show',
  undo: 'Undo',
  arrived: 'Arrived',
  noShowMark: 'No-show',
  customerNoShows: (count: number) => `No-shows by this customer: ${count}`,
  completeEarlyTitle: 'Complete before it ends?',
  completeEarlyBody: (endTime: string) =>
    `This booking has not ended yet (it ends at ${endTime}). The customer's thank-you message goes out when it ends.`,
  completeEarlyConfirm: 'Complete now',
  /** The toast after an early Complete: the thank-you has not gone yet. */
  completedEarlyToast: (endTime: string) =>
    `Booking completed successfully! The customer's thank-you e-mail goes out at ${endTime}, when it ends.`,
} as const;
