import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OVERRIDE_MESSAGES,
  VALIDATION_MESSAGES as V,
  ZCourtOverrideAnswer,
  ZCourtOverrideCheckAnswer,
  ZCourtOverrideListAnswer,
} from '@padel/contract';
import { courts } from '@padel/db';
import {
  bearer,
  loginAdmin,
  registerPlayer,
  registerStaff,
  type SignedIn,
} from '../../../test/auth';
import { createTestContext, type TestContext } from '../../../test/test-context';

let t: TestContext;
let admin: SignedIn;
let staff: SignedIn;
let customer: SignedIn;
let court1: { id: string; name: string };
let court2: { id: string; name: string };
let court3: { id: string; name: string };

beforeAll(async () => {
  t = await createTestContext();
  admin = await loginAdmin(t);
  customer = await registerPlayer(t);
  staff = await registerStaff(t);
  const rows = await t.db
    .select({ id: courts.id, name: courts.name })
    .from(courts)
    .orderBy(asc(courts.sortOrder));
  [court1, court2, court3] = rows as [typeof court1, typeof court2, typeof court3];
});
afterAll(async () => {
  await t?.close();
});

const OVERRIDES = '/api/v1/court-availability';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const post = (body: object, session: SignedIn = admin) =>
  request(t.app).post(OVERRIDES).set(bearer(session)).send(body);

async function createOverride(body: object) {
  const res = await post(body).expect(201);
  return ZCourtOverrideAnswer.parse(res.body.data).override;
}

async function check(courtId: string, date: string) {
  const res = await request(t.app)
    .get(`${OVERRIDES}/check/${courtId}/${date}`)
    .set(bearer(staff))
    .expect(200);
  return ZCourtOverrideCheckAnswer.parse(res.body.data);
}

function expectFieldError(res: request.Response, field: string, message: string) {
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toBe(message);
  expect(res.body.errors).toContainEqual({ field, message });
}

describe('who may call /court-availability', () => {
  it('refuses every call to an anonymous caller with 401 and to a customer with 403', async () => {
    const body = { date: '2026-07-01', court: court1.id, reason: 'Private event' };
    const calls = [
      () => request(t.app).get(OVERRIDES),
      () => request(t.app).get(`${OVERRIDES}/${UNKNOWN_ID}`),
      () => request(t.app).get(`${OVERRIDES}/date/2026-07-01`),
      () => request(t.app).get(`${OVERRIDES}/check/${court1.id}/2026-07-01`),
      () => request(t.app).post(OVERRIDES).send(body),
      () => request(t.app).put(`${OVERRIDES}/${UNKNOWN_ID}`).send(body),
      () => request(t.app).delete(`${OVERRIDES}/${UNKNOWN_ID}`),
    ];
    for (const call of calls) {
      await call().expect(401);
      await call().set(bearer(customer)).expect(403);
    }
    const list = await request(t.app).get(OVERRIDES).set(bearer(admin)).expect(200);
    expect(list.body.data.overrides).toEqual([]);
  });
});

describe('POST /court-availability', () => {
  it('closes a court for the whole day by default and answers the court expanded', async () => {
    const res = await post({ date: '2026-07-01', court: court1.id, reason: 'Resurfacing' }).expect(
      201,
    );
    expect(res.body.message).toBe(OVERRIDE_MESSAGES.saved);
    const { override } = ZCourtOverrideAnswer.parse(res.body.data);
    expect(override).toEqual({
      _id: override.id,
      id: override.id,
      date: '2026-07-01',
      court: { _id: court1.id, name: court1.name },
      reason: 'Resurfacing',
      isAvailable: false,
      isFullDay: true,
      timeRanges: [],
    });
  });

  it('saves ranges in the order of the day, up to midnight', async () => {
    const override = await createOverride({
      date: '2026-07-02',
      court: court2.id,
      reason: 'Coaching clinic',
      isAvailable: false,
      isFullDay: false,
      timeRanges: [
        { startTime: '18:00', endTime: '24:00' },
        { startTime: '09:00', endTime: '12:00' },
      ],
    });
    expect(override).toMatchObject({
      isFullDay: false,
      timeRanges: [
        { startTime: '09:00', endTime: '12:00' },
        { startTime: '18:00', endTime: '24:00' },
      ],
    });
  });

  it('reads a partial day from ranges sent without isFullDay, and drops ranges of a full day', async () => {
    const partial = await createOverride({
      date: '2026-07-03',
      court: court1.id,
      reason: 'Lights repair',
      timeRanges: [{ startTime: '19:00', endTime: '21:00' }],
    });
    expect(partial).toMatchObject({
      isFullDay: false,
      timeRanges: [{ startTime: '19:00', endTime: '21:00' }],
    });
    const whole = await createOverride({
      date: '2026-07-03',
      court: court2.id,
      reason: 'Tournament',
      isFullDay: true,
      timeRanges: [{ startTime: '19:00', endTime: '21:00' }],
    });
    expect(whole).toMatchObject({ isFullDay: true, timeRanges: [] });
  });

  it('takes the court as the expanded object the answers carry, and lets staff add', async () => {
    const res = await post(
      { date: '2026-07-04', court: { _id: court3.id, name: court3.name }, reason: 'Cleaning' },
      staff,
    ).expect(201);
    expect(res.body.data.override.court).toEqual({ _id: court3.id, name: court3.name });
  });

  it('answers 404 for a court that does not exist', async () => {
    const res = await post({ date: '2026-07-05', court: UNKNOWN_ID, reason: 'Ghost court' }).expect(
      404,
    );
    expect(res.body).toMatchObject({ success: false, message: OVERRIDE_MESSAGES.courtNotFound });
  });

  it('refuses overlapping ranges', async () => {
    const res = await post({
      date: '2026-07-05',
      court: court1.id,
      reason: 'Overlap',
      isFullDay: false,
      timeRanges: [
        { startTime: '10:00', endTime: '14:00' },
        { startTime: '13:30', endTime: '15:00' },
      ],
    });
    expectFieldError(res, 'timeRanges.1', V.timeRangesOverlap);
  });

  it.each([
    [{ court: 'COURT', reason: 'Event' }, 'court', V.idInvalid],
    [{ reason: 'Event', court: undefined }, 'court', OVERRIDE_MESSAGES.courtRequired],
    [{ reason: '  ' }, 'reason', 'Reason is required'],
    [{ reason: undefined }, 'reason', 'Reason is required'],
    [{ date: '2026-13-01' }, 'date', V.dateInvalid],
    [{ isAvailable: 'yes' }, 'isAvailable', V.booleanInvalid],
    [
      { isFullDay: false, timeRanges: [{ startTime: '10:15', endTime: '12:00' }] },
      'timeRanges.0.startTime',
      V.timeNotHalfHour,
    ],
    [
      { isFullDay: false, timeRanges: [{ startTime: '12:00', endTime: '10:00' }] },
      'timeRanges.0.endTime',
      V.endAfterStart,
    ],
    [
      { isFullDay: false, timeRanges: [{ startTime: '12:00', endTime: '25:00' }] },
      'timeRanges.0.endTime',
      V.timeInvalid,
    ],
  ])('refuses %o with the field message', async (change, field, message) => {
    const body = { date: '2026-07-06', court: court1.id, reason: 'Event', ...change };
    expectFieldError(await post(body), field, message);
  });
});

describe('reading overrides', () => {
  beforeAll(async () => {
    await createOverride({ date: '2026-08-01', court: court2.id, reason: 'B' });
    await createOverride({ date: '2026-08-01', court: court1.id, reason: 'A' });
    await createOverride({ date: '2026-08-02', court: court1.id, reason: 'C' });
    await createOverride({ date: '2026-08-03', court: court2.id, reason: 'D' });
  });

  it('lists them by date, then court, filtered by dates and court', async () => {
    const all = await request(t.app).get(OVERRIDES).set(bearer(staff)).expect(200);
    const dates = ZCourtOverrideListAnswer.parse(all.body.data).overrides.map((o) => o.date);
    expect(dates).toEqual([...dates].sort());

    const august = await request(t.app)
      .get(OVERRIDES)
      .set(bearer(admin))
      .query({ startDate: '2026-08-01', endDate: '2026-08-02' })
      .expect(200);
    expect(august.body.data.overrides.map((o: { reason: string }) => o.reason)).toEqual([
      'A',
      'B',
      'C',
    ]);

    const court2Only = await request(t.app)
      .get(OVERRIDES)
      .set(bearer(admin))
      .query({ startDate: '2026-08-01', courtId: court2.id })
      .expect(200);
    expect(court2Only.body.data.overrides.map((o: { reason: string }) => o.reason)).toEqual([
      'B',
      'D',
    ]);
  });

  it('refuses bad filters', async () => {
    const backwards = await request(t.app)
      .get(OVERRIDES)
      .set(bearer(admin))
      .query({ startDate: '2026-08-02', endDate: '2026-08-01' });
    expectFieldError(backwards, 'endDate', V.dateRangeOrder);
    expectFieldError(
      await request(t.app).get(OVERRIDES).set(bearer(admin)).query({ courtId: 'x' }),
      'courtId',
      V.idInvalid,
    );
  });

  it('lists every court’s overrides on one date', async () => {
    const res = await request(t.app)
      .get(`${OVERRIDES}/date/2026-08-01`)
      .set(bearer(staff))
      .expect(200);
    const { overrides } = ZCourtOverrideListAnswer.parse(res.body.data);
    expect(overrides.map((o) => [o.court.name, o.reason])).toEqual([
      [court1.name, 'A'],
      [court2.name, 'B'],
    ]);
    expectFieldError(
      await request(t.app).get(`${OVERRIDES}/date/tomorrow`).set(bearer(staff)),
      'date',
      V.dateInvalid,
    );
  });

  it('reads one override, 404 for an unknown id and 400 for a malformed one', async () => {
    const created = await createOverride({ date: '2026-08-04', court: court3.id, reason: 'E' });
    const res = await request(t.app)
      .get(`${OVERRIDES}/${created.id}`)
      .set(bearer(staff))
      .expect(200);
    expect(ZCourtOverrideAnswer.parse(res.body.data).override).toEqual(created);
    const unknown = await request(t.app)
      .get(`${OVERRIDES}/${UNKNOWN_ID}`)
      .set(bearer(staff))
      .expect(404);
    expect(unknown.body.message).toBe(OVERRIDE_MESSAGES.notFound);
    expectFieldError(
      await request(t.app).get(`${OVERRIDES}/nope`).set(bearer(staff)),
      'id',
      V.idInvalid,
    );
  });
});

describe('GET /court-availability/check/{courtId}/{date}', () => {
  it('finds a court without overrides available all day', async () => {
    expect(await check(court3.id, '2026-09-01')).toEqual({
      court: { _id: court3.id, name: court3.name, status: 'active' },
      date: '2026-09-01',
      isAvailable: true,
      isUnavailableAllDay: false,
      unavailableRanges: [],
      overrides: [],
    });
  });

  it('finds a court closed by a full-day override unavailable all day', async () => {
    const override = await createOverride({
      date: '2026-09-02',
      court: court1.id,
      reason: 'Closed',
    });
    expect(await check(court1.id, '2026-09-02')).toMatchObject({
      isAvailable: false,
      isUnavailableAllDay: true,
      unavailableRanges: [{ startTime: '00:00', endTime: '24:00' }],
      overrides: [override],
    });
    expect((await check(court2.id, '2026-09-02')).isAvailable).toBe(true);
  });

  it('blocks the ranges of an unavailable override and merges several overrides', async () => {
    await createOverride({
      date: '2026-09-03',
      court: court1.id,
      reason: 'Lessons',
      isAvailable: false,
      timeRanges: [{ startTime: '09:00', endTime: '12:00' }],
    });
    await createOverride({
      date: '2026-09-03',
      court: court1.id,
      reason: 'League',
      isAvailable: false,
      timeRanges: [
        { startTime: '11:00', endTime: '13:00' },
        { startTime: '16:00', endTime: '24:00' },
      ],
    });
    const day = await check(court1.id, '2026-09-03');
    expect(day).toMatchObject({
      isAvailable: false,
      isUnavailableAllDay: false,
      unavailableRanges: [
        { startTime: '09:00', endTime: '13:00' },
        { startTime: '16:00', endTime: '24:00' },
      ],
    });
    expect(day.overrides).toHaveLength(2);
  });

  it('blocks the time outside the ranges of an available override', async () => {
    await createOverride({
      date: '2026-09-04',
      court: court2.id,
      reason: 'Open for the final only',
      isAvailable: true,
      timeRanges: [{ startTime: '10:00', endTime: '12:00' }],
    });
    expect((await check(court2.id, '2026-09-04')).unavailableRanges).toEqual([
      { startTime: '00:00', endTime: '10:00' },
      { startTime: '12:00', endTime: '24:00' },
    ]);
  });

  it('keeps a court available all day under a full-day available override', async () => {
    await createOverride({
      date: '2026-09-05',
      court: court2.id,
      reason: 'Extra open',
      isAvailable: true,
    });
    expect(await check(court2.id, '2026-09-05')).toMatchObject({
      isAvailable: true,
      unavailableRanges: [],
    });
  });

  it('finds a court that is not active unavailable all day', async () => {
    await t.db.update(courts).set({ status: 'maintenance' }).where(eq(courts.id, court3.id));
    try {
      expect(await check(court3.id, '2026-09-06')).toMatchObject({
        court: { status: 'maintenance' },
        isAvailable: false,
        isUnavailableAllDay: true,
        overrides: [],
      });
    } finally {
      await t.db.update(courts).set({ status: 'active' }).where(eq(courts.id, court3.id));
    }
  });

  it('answers 404 for an unknown court and 400 for bad parameters', async () => {
    const res = await request(t.app)
      .get(`${OVERRIDES}/check/${UNKNOWN_ID}/2026-09-01`)
      .set(bearer(admin))
      .expect(404);
    expect(res.body.message).toBe(OVERRIDE_MESSAGES.courtNotFound);
    expectFieldError(
      await request(t.app).get(`${OVERRIDES}/check/x/2026-09-01`).set(bearer(admin)),
      'courtId',
      V.idInvalid,
    );
    expectFieldError(
      await request(t.app).get(`${OVERRIDES}/check/${court1.id}/2026-9-1`).set(bearer(admin)),
      'date',
      V.dateInvalid,
    );
  });
});

describe('PUT /court-availability/{id}', () => {
  it('replaces the override, court included', async () => {
    const created = await createOverride({ date: '2026-10-01', court: court1.id, reason: 'Draft' });
    const res = await request(t.app)
      .put(`${OVERRIDES}/${created.id}`)
      .set(bearer(staff))
      .send({
        date: '2026-10-02',
        court: court2.id,
        reason: 'Moved',
        isAvailable: false,
        isFullDay: false,
        timeRanges: [{ startTime: '20:00', endTime: '24:00' }],
      })
      .expect(200);
    expect(res.body.message).toBe(OVERRIDE_MESSAGES.saved);
    const expected = {
      _id: created.id,
      id: created.id,
      date: '2026-10-02',
      court: { _id: court2.id, name: court2.name },
      reason: 'Moved',
      isAvailable: false,
      isFullDay: false,
      timeRanges: [{ startTime: '20:00', endTime: '24:00' }],
    };
    expect(res.body.data.override).toEqual(expected);
    expect(
      (await request(t.app).get(`${OVERRIDES}/${created.id}`).set(bearer(staff))).body.data
        .override,
    ).toEqual(expected);
    expect((await check(court1.id, '2026-10-01')).isAvailable).toBe(true);
  });

  it('answers 404 for an unknown override or court, and 400 for bad input', async () => {
    const created = await createOverride({ date: '2026-10-03', court: court1.id, reason: 'Keep' });
    const body = { date: '2026-10-03', court: court1.id, reason: 'Changed' };
    const unknown = await request(t.app)
      .put(`${OVERRIDES}/${UNKNOWN_ID}`)
      .set(bearer(admin))
      .send(body)
      .expect(404);
    expect(unknown.body.message).toBe(OVERRIDE_MESSAGES.notFound);
    const noCourt = await request(t.app)
      .put(`${OVERRIDES}/${created.id}`)
      .set(bearer(admin))
      .send({ ...body, court: UNKNOWN_ID })
      .expect(404);
    expect(noCourt.body.message).toBe(OVERRIDE_MESSAGES.courtNotFound);
    const noReason = await request(t.app)
      .put(`${OVERRIDES}/${created.id}`)
      .set(bearer(admin))
      .send({ ...body, reason: '' });
    expectFieldError(noReason, 'reason', 'Reason is required');
    expect(
      (await request(t.app).get(`${OVERRIDES}/${created.id}`).set(bearer(admin))).body.data.override
        .reason,
    ).toBe('Keep');
  });
});

describe('DELETE /court-availability/{id}', () => {
  it('removes the override, answers what it was and frees the court', async () => {
    const created = await createOverride({
      date: '2026-11-01',
      court: court1.id,
      reason: 'Temporary',
    });
    const res = await request(t.app)
      .delete(`${OVERRIDES}/${created.id}`)
      .set(bearer(staff))
      .expect(200);
    expect(res.body.message).toBe(OVERRIDE_MESSAGES.deleted);
    expect(res.body.data.override).toEqual(created);
    await request(t.app).get(`${OVERRIDES}/${created.id}`).set(bearer(staff)).expect(404);
    expect((await check(court1.id, '2026-11-01')).isAvailable).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await request(t.app)
      .delete(`${OVERRIDES}/${UNKNOWN_ID}`)
      .set(bearer(admin))
      .expect(404);
    expect(res.body.message).toBe(OVERRIDE_MESSAGES.notFound);
  });
});
