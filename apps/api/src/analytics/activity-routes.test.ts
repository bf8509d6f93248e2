import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUserActivityAnswer, zSuccess } from '@padel/contract';
import { createTestUser, moveClock, type TestUser } from '../../test/bookings';
import { activities, activitySessions } from '@padel/db';
import { bearer, loginAdmin, type SignedIn } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/test-context';
import { TRACKING_RATE_LIMIT_PER_MINUTE } from '@padel/contract';
import { FIXTURE_NOW } from '../../test/dashboard';

const NOW = FIXTURE_NOW;
const at = (secondsAfterNow: number) =>
  new Date(new Date(NOW).getTime() + secondsAfterNow * 1000).toISOString();

function sessionBody(sessionId: string, startTime = at(-600)) {
  return {
    sessionId,
    startTime,
    userAgent: 'Mozilla/5.0',
    url: 'https://venue.pk/booking',
    referrer: '',
    screenResolution: '1920x1080',
    viewport: '1280x720',
    timezone: 'Asia/Karachi',
    language: 'en-US',
    platform: 'MacIntel',
  };
}

function flow(
  sessionId: string,
  step: number | string,
  timestamp: string,
  extra: Record<string, unknown> = {},
) {
  return {
    timestamp,
    action: 'booking_flow',
    data: { step, ...extra },
    url: 'https://venue.pk/booking',
    sessionId,
  };
}

describe('POST /analytics/track-activity', () => {
  let t: TestContext;
  let player: TestUser;

  beforeAll(async () => {
    t = await createTestContext({ now: NOW });
    player = await createTestUser(t);
  });
  afterAll(() => t.close());

  const track = (body: unknown, headers: Record<string, string> = {}) =>
    request(t.app)
      .post('/api/v1/analytics/track-activity')
      .set(headers)
      .send(body as object);

  const storedSession = async (sessionId: string) =>
    (
      await t.db.select().from(activitySessions).where(eq(activitySessions.sessionId, sessionId))
    )[0];
  const storedActivities = (sessionId: string) =>
    t.db.select().from(activities).where(eq(activities.sessionId, sessionId));

  it('takes an anonymous visitor’s beacon and drops the activities that are not well formed', async () => {
    const res = await track({
      session: { ...sessionBody('anon-1'), userId: player.id },
      activities: [
        { timestamp: at(-500), action: 'page_view', url: 'https://venue.pk/', sessionId: 'anon-1' },
        flow('anon-1', 1, at(-400), { courtId: 'c1', courtName: 'Court 1' }),
        { timestamp: at(-300), action: 'click', url: '', sessionId: 'anon-1' },
        { timestamp: 'yesterday', action: 'page_view', url: '', sessionId: 'anon-1' },
        flow('another-session', 2, at(-200)),
        'not an activity',
      ],
    }).expect(202);
    expect(res.body).toEqual({ success: true, data: { accepted: 2, dropped: 4 } });
    const session = await storedSession('anon-1');
    // The body's userId is not trusted: only a token names the user.
    expect(session?.userId).toBeNull();
    expect(session?.lastActivityAt?.toISOString()).toBe(at(-400));
    expect(session?.endTime?.toISOString()).toBe(at(-400));
    expect(await storedActivities('anon-1')).toHaveLength(2);
  });

  it('files a signed-in player’s session under them and keeps a session’s later activity', async () => {
    await track(
      { session: sessionBody('mine-1'), activities: [flow('mine-1', 1, at(-300))] },
      player.headers,
    ).expect(202);
    await track({
      session: sessionBody('mine-1'),
      activities: [flow('mine-1', 2, at(-100))],
    }).expect(202);
    const session = await storedSession('mine-1');
    expect(session?.userId).toBe(player.id);
    expect(session?.lastActivityAt?.toISOString()).toBe(at(-100));
    const rows = await storedActivities('mine-1');
    expect(rows.map((r) => r.userId)).toEqual([player.id, player.id]);
  });

  it('does not let another signed-in user write into someone’s session', async () => {
    const other = await createTestUser(t);
    await track(
      { session: sessionBody('mine-1'), activities: [flow('mine-1', 3, at(-50))] },
      other.headers,
    ).expect(202);
    expect(await storedActivities('mine-1')).toHaveLength(2);
    expect((await storedSession('mine-1'))?.userId).toBe(player.id);
  });

  it('marks completion and abandonment, and never dates activity in the future', async () => {
    await track({
      session: sessionBody('done-1'),
      activities: [flow('done-1', 'booking_completed', at(3600))],
    }).expect(202);
    const done = await storedSession('done-1');
    expect(done?.bookingCompleted).toBe(true);
    expect(done?.lastActivityAt?.toISOString()).toBe(NOW);
    await track({
      session: sessionBody('gone-1'),
      activities: [
        {
          timestamp: at(-10),
          action: 'booking_abandonment',
          data: { step: 3 },
          url: '',
          sessionId: 'gone-1',
        },
      ],
    }).expect(202);
    expect((await storedSession('gone-1'))?.bookingAbandoned).toBe(true);
  });

  it('reads at most 100 activities of a call', async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({
      timestamp: at(-150 + i),
      action: 'form_interaction',
      url: '',
      sessionId: 'many-1',
    }));
    const res = await track({ session: sessionBody('many-1'), activities: many }).expect(202);
    expect(res.body.data).toEqual({ accepted: 100, dropped: 50 });
  });

  it('refuses a body without a well-formed session', async () => {
    await track({ activities: [] }).expect(400);
    await track({ session: { sessionId: '' }, activities: [] }).expect(400);
    await track([1, 2, 3]).expect(400);
    // Activities that are not a list are dropped, the session still counts.
    await track({ session: sessionBody('odd-1'), activities: 'none' }).expect(202);
  });

  it('refuses a body above 100 kb with 413', async () => {
    const res = await track({
      session: sessionBody('big-1'),
      activities: [
        { timestamp: at(0), action: 'error', url: 'x'.repeat(120_000), sessionId: 'big-1' },
      ],
    }).expect(413);
    expect(res.body.success).toBe(false);
    expect(await storedSession('big-1')).toBeUndefined();
  });
});

describe('tracking rate limit', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ now: NOW });
  });
  afterAll(() => t.close());

  it('accepts a burst, then answers 429 beyond the per-minute limit', async () => {
    const body = { session: sessionBody('burst-1'), activities: [] };
    const statuses: number[] = [];
    for (let i = 0; i < TRACKING_RATE_LIMIT_PER_MINUTE; i++) {
      statuses.push(
        (await request(t.app).post('/api/v1/analytics/track-activity').send(body)).status,
      );
    }
    expect(new Set(statuses)).toEqual(new Set([202]));
    const over = await request(t.app)
      .post('/api/v1/analytics/track-activity')
      .send(body)
      .expect(429);
    expect(over.body).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe('GET /analytics/user-activity', () => {
  let t: TestContext;
  let admin: SignedIn;
  let player: TestUser;

  beforeAll(async () => {
    t = await createTestContext({ now: NOW });
    admin = await loginAdmin(t);
    player = await createTestUser(t);
    const send = (sessionId: string, startTime: string, list: unknown[]) =>
      request(t.app)
        .post('/api/v1/analytics/track-activity')
        .set(player.headers)
        .send({ session: sessionBody(sessionId, startTime), activities: list })
        .expect(202);
    // Completed: every step, the named OTP step included.
    await send('s-completed', at(-3600), [
      flow('s-completed', 1, at(-3590)),
      flow('s-completed', 2, at(-3580)),
      flow('s-completed', 3, at(-3570)),
      flow('s-completed', 'booking_form', at(-3560)),
      flow('s-completed', 'send_otp', at(-3550)),
      flow('s-completed', 'otp_verification', at(-3540)),
      flow('s-completed', 6, at(-3530)),
    ]);
    // Abandoned on record.
    await send('s-abandoned', at(-3000), [
      flow('s-abandoned', 1, at(-2990)),
      {
        timestamp: at(-2980),
        action: 'booking_abandonment',
        data: { step: 1 },
        url: '',
        sessionId: 's-abandoned',
      },
    ]);
    // Idle for longer than 5 minutes without finishing.
    await send('s-idle', at(-1200), [flow('s-idle', 1, at(-1190)), flow('s-idle', 2, at(-400))]);
    // Last activity a minute ago.
    await send('s-live', at(-120), [flow('s-live', 1, at(-60)), flow('s-live', '3', at(-59))]);
  });
  afterAll(() => t.close());

  const read = (userId: string) =>
    request(t.app).get('/api/v1/analytics/user-activity').query({ userId }).set(bearer(admin));

  it('answers the sessions newest first with funnel steps and outcome', async () => {
    const res = await read(player.id).expect(200);
    const { data } = zSuccess(ZUserActivityAnswer).parse(res.body);
    expect(data.activities.map((s) => [s.sessionId, s.status])).toEqual([
      ['s-live', 'in_progress'],
      ['s-idle', 'abandoned'],
      ['s-abandoned', 'abandoned'],
      ['s-completed', 'completed'],
    ]);
    const completed = data.activities[3];
    expect(completed?.steps.map((s) => [s.number, s.step, s.label])).toEqual([
      [1, 'select_court', 'Select court'],
      [2, 'pick_date', 'Pick date'],
      [3, 'select_time_slot', 'Select time slot'],
      [4, 'booking_form', 'Booking form'],
      [5, 'send_otp', 'Send OTP'],
      [null, 'otp_verification', 'OTP verification'],
      [6, 'booking_completed', 'Booking completed'],
    ]);
    expect(completed?.steps[0]?.reachedAt).toBe(at(-3590));
    expect(completed?.activities).toHaveLength(7);
    expect(completed?.bookingCompleted).toBe(true);
    expect(completed?.sessionDuration).toBe(70);
    expect(data.activities[0]?.steps.map((s) => s.step)).toEqual([
      'select_court',
      'select_time_slot',
    ]);
  });

  it('turns an open session into abandoned once it has been idle for 5 minutes', async () => {
    await moveClock(t, at(6 * 60));
    admin = await loginAdmin(t);
    const res = await read(player.id).expect(200);
    expect(res.body.data.activities[0]).toMatchObject({ sessionId: 's-live', status: 'abandoned' });
  });

  it('answers an empty list for a user without activity, 404 for an unknown user', async () => {
    const quiet = await createTestUser(t);
    expect((await read(quiet.id).expect(200)).body.data).toEqual({ activities: [] });
    await read('9b2f6c1e-8d4a-4c3e-9f1a-2b3c4d5e6f70').expect(404);
    await request(t.app).get('/api/v1/analytics/user-activity').set(bearer(admin)).expect(400);
  });

  it('is for admins only', async () => {
    await request(t.app)
      .get('/api/v1/analytics/user-activity')
      .query({ userId: player.id })
      .expect(401);
    await request(t.app)
      .get('/api/v1/analytics/user-activity')
      .query({ userId: player.id })
      .set(player.headers)
      .expect(403);
  });
});
