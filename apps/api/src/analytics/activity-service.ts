import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  FUNNEL_STEPS,
  FUNNEL_STEP_NAMES,
  MAX_ACTIVITIES_PER_CALL,
  ZActivityData,
  ZTrackedActivity,
  classifySession,
  type TActivity,
  type TFunnelStepName,
  type TFunnelStepReached,
  type TTrackActivityEnvelope,
  type TTrackedActivity,
  type TUserActivityAnswer,
} from '@padel/contract';
import type { AppContext } from '../lib/context';
import { activities, activitySessions, users } from '@padel/db';
import { notFound } from '../lib/errors';

/** The newest activities shown per session; the funnel steps still count every activity. */
export const MAX_ACTIVITIES_SHOWN_PER_SESSION = 200;

export type TrackResult = { accepted: number; dropped: number };

const STEP_LABELS: Readonly<Record<TFunnelStepName, string>> = {
  ...(Object.fromEntries(FUNNEL_STEPS.map((step) => [step.name, step.label])) as Record<
    (typeof FUNNEL_STEPS)[number]['name'],
    string
  >),
  otp_verification: 'OTP verification',
};

const STEP_NUMBERS = new Map<TFunnelStepName, number>(FUNNEL_STEPS.map((s) => [s.name, s.number]));

/**
 * A booking_flow activity's step as a funnel step name: a number 1-6 (or its text) or one of the
 * named steps (product doc §4 "Activity session"); anything else is no step.
 */
export function toFunnelStep(step: unknown): TFunnelStepName | undefined {
  const asNumber =
    typeof step === 'number'
      ? step
      : typeof step === 'string' && /^\d$/.test(step)
        ? Number(step)
        : NaN;
  if (Number.isInteger(asNumber)) return FUNNEL_STEPS.find((s) => s.number === asNumber)?.name;
  if (typeof step === 'string' && (FUNNEL_STEP_NAMES as readonly string[]).includes(step)) {
    return step as TFunnelStepName;
  }
  return undefined;
}

const isCompletion = (activity: Pick<TTrackedActivity, 'action' | 'data'>) =>
  activity.action === 'booking_flow' && toFunnelStep(activity.data?.step) === 'booking_completed';

const toIso = (value: unknown): string =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();

export function createActivityService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  /**
   * POST /analytics/track-activity: upserts the session by its id and stores the activities
   * that are well formed and belong to it (at most 100 per call). The user is the caller's
   * token's, never the body's: a page cannot file activity under someone else. A session that
   * already belongs to another signed-in user is left alone.
   */
  async function track(
    envelope: TTrackActivityEnvelope,
    callerId: string | null,
  ): Promise<TrackResult> {
    const { session } = envelope;
    const now = clock.now();
    const notLater = (iso: string) => new Date(Math.min(new Date(iso).getTime(), now.getTime()));
    const candidates = envelope.activities.slice(0, MAX_ACTIVITIES_PER_CALL);
    const kept: TTrackedActivity[] = [];
    for (const candidate of candidates) {
      const parsed = ZTrackedActivity.safeParse(candidate);
      if (parsed.success && parsed.data.sessionId === session.sessionId) kept.push(parsed.data);
    }
    const dropped = envelope.activities.length - kept.length;
    const startTime = notLater(session.startTime);
    const lastActivityAt = kept.reduce((latest, activity) => {
      const at = notLater(activity.timestamp);
      return at > latest ? at : latest;
    }, startTime);
    const isCompleted = kept.some(isCompletion);
    const isAbandoned = kept.some((activity) => activity.action === 'booking_abandonment');

    return db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(activitySessions)
        .values({
          sessionId: session.sessionId,
          userId: callerId,
          startTime,
          endTime: lastActivityAt,
          lastActivityAt,
          userAgent: session.userAgent,
          url: session.url,
          referrer: session.referrer,
          screenResolution: session.screenResolution,
          viewport: session.viewport,
          timezone: session.timezone,
          language: session.language,
          platform: session.platform,
          bookingCompleted: isCompleted,
          bookingAbandoned: isAbandoned,
          createdAt: now,
        })
        .onConflictDoUpdate({
          target: activitySessions.sessionId,
          set: {
            userId: sql`coalesce(${activitySessions.userId}, excluded.user_id)`,
            lastActivityAt: sql`greatest(${activitySessions.lastActivityAt}, excluded.last_activity_at)`,
            endTime: sql`greatest(${activitySessions.endTime}, excluded.end_time)`,
            bookingCompleted: sql`${activitySessions.bookingCompleted} or excluded.booking_completed`,
            bookingAbandoned: sql`${activitySessions.bookingAbandoned} or excluded.booking_abandoned`,
          },
          setWhere: sql`${activitySessions.userId} is null or excluded.user_id is null or ${activitySessions.userId} = excluded.user_id`,
        })
        .returning({ userId: activitySessions.userId });
      if (!stored) return { accepted: 0, dropped: envelope.activities.length };
      if (kept.length > 0) {
        await tx.insert(activities).values(
          kept.map((activity) => ({
            sessionId: session.sessionId,
            userId: stored.userId,
            timestamp: notLater(activity.timestamp),
            action: activity.action,
            data: activity.data ?? null,
            url: activity.url,
            createdAt: now,
          })),
        );
      }
      return { accepted: kept.length, dropped };
    });
  }

  /** Each session's funnel steps, first time reached, from one GROUP BY over its activities. */
  async function readSteps(sessionIds: string[]) {
    const stepText = sql<string>`${activities.data} ->> 'step'`;
    const rows = await db
      .select({
        sessionId: activities.sessionId,
        step: stepText,
        reachedAt: sql`min(${activities.timestamp})`,
      })
      .from(activities)
      .where(
        and(
          inArray(activities.sessionId, sessionIds),
          eq(activities.action, 'booking_flow'),
          sql`${activities.data} ->> 'step' is not null`,
        ),
      )
      .groupBy(activities.sessionId, stepText);
    const steps = new Map<string, Map<TFunnelStepName, string>>();
    for (const row of rows) {
      const name = toFunnelStep(row.step);
      if (!name) continue;
      const reached = steps.get(row.sessionId) ?? new Map<TFunnelStepName, string>();
      const at = toIso(row.reachedAt);
      const known = reached.get(name);
      if (!known || at < known) reached.set(name, at);
      steps.set(row.sessionId, reached);
    }
    return (sessionId: string): TFunnelStepReached[] => {
      const reached = steps.get(sessionId);
      if (!reached) return [];
      return FUNNEL_STEP_NAMES.filter((name) => reached.has(name)).map((name) => ({
        step: name,
        number: STEP_NUMBERS.get(name) ?? null,
        label: STEP_LABELS[name],
        reachedAt: reached.get(name) as string,
      }));
    };
  }

  /** The newest activities of each session (at most 200 each), oldest first. */
  async function readActivities(sessionIds: string[]) {
    const ranked = db
      .select({
        sessionId: activities.sessionId,
        timestamp: activities.timestamp,
        action: activities.action,
        data: activities.data,
        url: activities.url,
        rank: sql<number>`row_number() over (partition by ${activities.sessionId} order by ${activities.timestamp} desc, ${activities.id} desc)`
          .mapWith(Number)
          .as('rank'),
      })
      .from(activities)
      .where(inArray(activities.sessionId, sessionIds))
      .as('ranked');
    const rows = await db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, MAX_ACTIVITIES_SHOWN_PER_SESSION))
      .orderBy(asc(ranked.sessionId), asc(ranked.timestamp));
    const bySession = new Map<string, TActivity[]>();
    for (const row of rows) {
      const data = ZActivityData.safeParse(row.data ?? {});
      const activity: TActivity = {
        timestamp: toIso(row.timestamp),
        action: row.action as TActivity['action'],
        ...(row.data && data.success ? { data: data.data } : {}),
        url: row.url ?? '',
        sessionId: row.sessionId,
      };
      const list = bySession.get(row.sessionId);
      if (list) list.push(activity);
      else bySession.set(row.sessionId, [activity]);
    }
    return (sessionId: string) => bySession.get(sessionId) ?? [];
  }

  /** GET /analytics/user-activity: the user's newest sessions with funnel steps and outcome. */
  async function listUserActivity(userId: string, limit: number): Promise<TUserActivityAnswer> {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) throw notFound('User not found');
    const sessions = await db
      .select()
      .from(activitySessions)
      .where(eq(activitySessions.userId, userId))
      .orderBy(desc(activitySessions.startTime), desc(activitySessions.id))
      .limit(limit);
    const ids = sessions.map((s) => s.sessionId);
    const [stepsOf, activitiesOf] =
      ids.length > 0
        ? await Promise.all([readSteps(ids), readActivities(ids)])
        : [() => [], () => []];
    const now = clock.now();
    return {
      activities: sessions.map((s) => {
        const lastActivityAt = s.lastActivityAt?.toISOString() ?? null;
        const endTime = s.endTime?.toISOString() ?? null;
        const startTime = s.startTime.toISOString();
        return {
          sessionId: s.sessionId,
          userId: s.userId,
          startTime,
          endTime,
          sessionDuration: s.endTime
            ? Math.max(0, Math.round((s.endTime.getTime() - s.startTime.getTime()) / 1000))
            : null,
          userAgent: s.userAgent ?? '',
          url: s.url ?? '',
          referrer: s.referrer ?? '',
          screenResolution: s.screenResolution ?? '',
          viewport: s.viewport ?? '',
          timezone: s.timezone ?? '',
          language: s.language ?? '',
          platform: s.platform ?? '',
          activities: activitiesOf(s.sessionId),
          bookingCompleted: s.bookingCompleted,
          bookingAbandoned: s.bookingAbandoned,
          lastActivityAt,
          steps: stepsOf(s.sessionId),
          status: classifySession(
            {
              bookingCompleted: s.bookingCompleted,
              bookingAbandoned: s.bookingAbandoned,
              lastActivityAt,
            },
            now,
          ),
        };
      }),
    };
  }

  return { track, listUserActivity };
}

export type ActivityService = ReturnType<typeof createActivityService>;
