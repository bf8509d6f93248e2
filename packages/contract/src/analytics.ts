// Activity tracking (calls doc §7 "Analytics", product doc §4 "Activity session").
import { z } from 'zod';
import { ACTIVITY_IDLE_MS, FUNNEL_STEP_NAMES } from './constants';
import { ZActivityAction, ZActivityData, ZActivitySession } from './entities/activity-session';
import {
  containsControlCharacters,
  zIsoDateTime,
  zPlainText,
  zQueryLimit,
  zRawText,
  zUuid,
} from './fields';
import { VALIDATION_MESSAGES as V } from './messages';
import type { TActivitySession } from './entities/activity-session';

/** At most this many activities are read from one call; the rest are dropped. */
export const MAX_ACTIVITIES_PER_CALL = 100;
const MAX_ACTIVITY_DATA_CHARS = 4000;

function zFreeText(max: number) {
  return zRawText(max).default('');
}

export const ZTrackedSession = z.object({
  sessionId: zPlainText(100).min(1),
  /** Absent for a visitor who is not signed in; the bearer token, when sent, is what counts. */
  userId: zUuid.nullable().optional(),
  startTime: zIsoDateTime,
  userAgent: zFreeText(500),
  url: zFreeText(2048),
  referrer: zFreeText(2048),
  screenResolution: zFreeText(20),
  viewport: zFreeText(20),
  timezone: zFreeText(64),
  language: zFreeText(35),
  platform: zFreeText(100),
});
export type TTrackedSession = z.infer<typeof ZTrackedSession>;

export const ZTrackedActivity = z.object({
  timestamp: zIsoDateTime,
  action: ZActivityAction,
  /** Small by design: a few funnel facts, not page content. */
  data: ZActivityData.refine((data) => JSON.stringify(data).length <= MAX_ACTIVITY_DATA_CHARS)
    .refine((data) => !containsControlCharacters(data), V.controlCharacters)
    .optional(),
  url: zFreeText(2048),
  sessionId: zPlainText(100).min(1),
});
export type TTrackedActivity = z.infer<typeof ZTrackedActivity>;

/** POST /analytics/track-activity: fire and forget, so the answer carries nothing. */
export const ZTrackActivityRequest = z.object({
  session: ZTrackedSession,
  activities: z.array(ZTrackedActivity).max(MAX_ACTIVITIES_PER_CALL),
});
export type TTrackActivityRequest = z.infer<typeof ZTrackActivityRequest>;

/**
 * What the api reads of a tracking call: the session must be well formed, while each activity
 * is checked on its own with ZTrackedActivity and dropped when it is not (a tracking beacon
 * never fails its page for one odd event).
 */
export const ZTrackActivityEnvelope = z.object({
  session: ZTrackedSession,
  activities: z.array(z.unknown()).catch([]),
});
export type TTrackActivityEnvelope = z.infer<typeof ZTrackActivityEnvelope>;

/** GET /analytics/user-activity?userId= (limit: how many of the newest sessions, 50 by default). */
export const ZUserActivityQuery = z.object({ userId: zUuid, limit: zQueryLimit(50, 200) });
export type TUserActivityQuery = z.infer<typeof ZUserActivityQuery>;

export const SESSION_OUTCOMES = ['completed', 'abandoned', 'in_progress'] as const;
export type TSessionOutcome = (typeof SESSION_OUTCOMES)[number];
/** The users screen's words for each outcome. */
export const SESSION_OUTCOME_LABELS: Readonly<Record<TSessionOutcome, string>> = {
  completed: 'Completed',
  abandoned: 'Abandoned',
  in_progress: 'In progress',
};

/** A funnel step the session reached, first time reached; `number` is null for otp_verification. */
export const ZFunnelStepReached = z.object({
  step: z.enum(FUNNEL_STEP_NAMES),
  number: z.number().int().min(1).max(6).nullable(),
  label: z.string(),
  reachedAt: zIsoDateTime,
});
export type TFunnelStepReached = z.infer<typeof ZFunnelStepReached>;

/** A session as the activity modal shows it: the stored session, its funnel steps and outcome. */
export const ZUserActivitySession = ZActivitySession.extend({
  lastActivityAt: zIsoDateTime.nullable(),
  /** In funnel order. */
  steps: z.array(ZFunnelStepReached),
  status: z.enum(SESSION_OUTCOMES),
});
export type TUserActivitySession = z.infer<typeof ZUserActivitySession>;

/** The user's sessions, newest first, each with its activities (oldest first). */
export const ZUserActivityAnswer = z.object({ activities: z.array(ZUserActivitySession) });
export type TUserActivityAnswer = z.infer<typeof ZUserActivityAnswer>;

/**
 * How the users screen marks a session: Completed once a booking was completed; Abandoned when
 * an abandonment was recorded, or when nothing happened for longer than the idle window (5
 * minutes: the client starts a new session then); otherwise In progress. Without `now` only the
 * recorded facts count.
 */
export function classifySession(
  session: Pick<TActivitySession, 'bookingCompleted' | 'bookingAbandoned'> & {
    lastActivityAt?: string | null;
  },
  now?: Date,
): TSessionOutcome {
  if (session.bookingCompleted) return 'completed';
  if (session.bookingAbandoned) return 'abandoned';
  if (now && session.lastActivityAt) {
    const idleMs = now.getTime() - new Date(session.lastActivityAt).getTime();
    if (idleMs > ACTIVITY_IDLE_MS) return 'abandoned';
  }
  return 'in_progress';
}
