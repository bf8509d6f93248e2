import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOLIDAY_MESSAGES,
  VALIDATION_MESSAGES as V,
  ZHolidayAnswer,
  ZHolidayCheckAnswer,
  ZHolidayListAnswer,
} from '@padel/contract';
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

beforeAll(async () => {
  t = await createTestContext();
  admin = await loginAdmin(t);
  customer = await registerPlayer(t);
  staff = await registerStaff(t);
});
afterAll(async () => {
  await t?.close();
});

const HOLIDAYS = '/api/v1/holidays';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const post = (body: object, session: SignedIn = admin) =>
  request(t.app).post(HOLIDAYS).set(bearer(session)).send(body);

async function createHoliday(body: object) {
  const res = await post(body).expect(201);
  return ZHolidayAnswer.parse(res.body.data).holiday;
}

function expectFieldError(res: request.Response, field: string, message: string) {
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toBe(message);
  expect(res.body.errors).toContainEqual({ field, message });
}

describe('POST /holidays', () => {
  it('refuses an anonymous caller with 401 and a customer with 403', async () => {
    const body = { name: 'Eid', date: '2026-03-20' };
    await request(t.app).post(HOLIDAYS).send(body).expect(401);
    await post(body, customer).expect(403);
    const check = await request(t.app).get(`${HOLIDAYS}/check/2026-03-20`).expect(200);
    expect(check.body.data.isHoliday).toBe(false);
  });

  it('adds a full-day holiday, closed all day by default', async () => {
    const res = await post({ name: 'Pakistan Day', date: '2026-03-23' }).expect(201);
    expect(res.body.message).toBe(HOLIDAY_MESSAGES.saved);
    const { holiday } = ZHolidayAnswer.parse(res.body.data);
    expect(holiday).toEqual({
      _id: holiday.id,
      id: holiday.id,
      name: 'Pakistan Day',
      date: '2026-03-23',
      isFullDay: true,
      customHours: null,
    });
  });

  it('keeps custom hours on a partial day, up to midnight', async () => {
    const holiday = await createHoliday({
      name: 'Chand Raat',
      date: '2026-03-19',
      isFullDay: false,
      customHours: { openTime: '16:00', closeTime: '24:00' },
    });
    expect(holiday).toMatchObject({
      isFullDay: false,
      customHours: { openTime: '16:00', closeTime: '24:00' },
    });
  });

  it('drops custom hours sent with a full-day holiday', async () => {
    const holiday = await createHoliday({
      name: 'Labour Day',
      date: '2026-05-01',
      isFullDay: true,
      customHours: { openTime: '08:00', closeTime: '18:00' },
    });
    expect(holiday.customHours).toBeNull();
  });

  it('lets staff add a holiday', async () => {
    await post({ name: 'Youm-e-Takbeer', date: '2026-05-28' }, staff).expect(201);
  });

  it('refuses a second holiday on the same date with 409', async () => {
    await createHoliday({ name: 'Independence Day', date: '2026-08-14' });
    const res = await post({ name: 'Another', date: '2026-08-14' }).expect(409);
    expect(res.body).toMatchObject({ success: false, message: HOLIDAY_MESSAGES.duplicateDate });
  });

  it('lets only one of two simultaneous holidays on a date through', async () => {
    const answers = await Promise.all([
      post({ name: 'One', date: '2026-08-15' }),
      post({ name: 'Two', date: '2026-08-15' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const loser = answers.find((res) => res.status === 409);
    expect(loser?.body.message).toBe(HOLIDAY_MESSAGES.duplicateDate);
  });

  it.each([
    [{ name: '', date: '2026-09-01' }, 'name', 'Name is required'],
    [{ date: '2026-09-01' }, 'name', 'Name is required'],
    [{ name: 'Day', date: '2026-02-30' }, 'date', V.dateInvalid],
    [{ name: 'Day' }, 'date', V.dateInvalid],
    [{ name: 'Day', date: '2026-09-01', isFullDay: 'no' }, 'isFullDay', V.booleanInvalid],
    [{ name: 'Day', date: '2026-09-01', isFullDay: false }, 'customHours', V.customHoursRequired],
    [
      {
        name: 'Day',
        date: '2026-09-01',
        isFullDay: false,
        customHours: { openTime: '18:00', closeTime: '08:00' },
      },
      'customHours.closeTime',
      V.closeAfterOpen,
    ],
    [
      {
        name: 'Day',
        date: '2026-09-01',
        isFullDay: false,
        customHours: { openTime: '08:10', closeTime: '18:00' },
      },
      'customHours.openTime',
      V.timeNotHalfHour,
    ],
  ])('refuses %o with the field message', async (body, field, message) => {
    expectFieldError(await post(body), field, message);
  });
});

describe('GET /holidays', () => {
  beforeAll(async () => {
    await createHoliday({ name: 'New Year 2027', date: '2027-01-01' });
    await createHoliday({ name: 'Kashmir Day', date: '2026-02-05' });
  });

  it('lists the holidays to anyone, in date order', async () => {
    const res = await request(t.app).get(HOLIDAYS).expect(200);
    const { holidays } = ZHolidayListAnswer.parse(res.body.data);
    const dates = holidays.map((holiday) => holiday.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates).toContain('2026-02-05');
    expect(dates).toContain('2027-01-01');
  });

  it('filters by a date range, both ends included', async () => {
    const res = await request(t.app)
      .get(HOLIDAYS)
      .query({ startDate: '2026-03-19', endDate: '2026-05-01' })
      .expect(200);
    expect(res.body.data.holidays.map((h: { date: string }) => h.date)).toEqual([
      '2026-03-19',
      '2026-03-23',
      '2026-05-01',
    ]);
  });

  it('filters by year', async () => {
    const res = await request(t.app).get(HOLIDAYS).query({ year: 2027 }).expect(200);
    expect(res.body.data.holidays.map((h: { name: string }) => h.name)).toEqual(['New Year 2027']);
  });

  it('refuses an end before the start and a bad year', async () => {
    const backwards = await request(t.app)
      .get(HOLIDAYS)
      .query({ startDate: '2026-05-01', endDate: '2026-03-01' });
    expectFieldError(backwards, 'endDate', V.dateRangeOrder);
    const badYear = await request(t.app).get(HOLIDAYS).query({ year: 'soon' });
    expectFieldError(badYear, 'year', HOLIDAY_MESSAGES.yearInvalid);
  });
});

describe('GET /holidays/{id} and /holidays/check/{date}', () => {
  it('reads one holiday to anyone', async () => {
    const created = await createHoliday({ name: 'Iqbal Day', date: '2026-11-09' });
    const res = await request(t.app).get(`${HOLIDAYS}/${created.id}`).expect(200);
    expect(ZHolidayAnswer.parse(res.body.data).holiday).toEqual(created);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const res = await request(t.app).get(`${HOLIDAYS}/${UNKNOWN_ID}`).expect(404);
    expect(res.body.message).toBe(HOLIDAY_MESSAGES.notFound);
    expectFieldError(await request(t.app).get(`${HOLIDAYS}/abc`), 'id', V.idInvalid);
  });

  it('says whether a date is a holiday, and which', async () => {
    const created = await createHoliday({ name: 'Quaid Day', date: '2026-12-25' });
    const yes = await request(t.app).get(`${HOLIDAYS}/check/2026-12-25`).expect(200);
    expect(ZHolidayCheckAnswer.parse(yes.body.data)).toEqual({ isHoliday: true, holiday: created });
    const no = await request(t.app).get(`${HOLIDAYS}/check/2026-12-24`).expect(200);
    expect(no.body.data).toEqual({ isHoliday: false, holiday: null });
  });

  it('refuses a date that is not yyyy-MM-dd', async () => {
    expectFieldError(
      await request(t.app).get(`${HOLIDAYS}/check/25-12-2026`),
      'date',
      V.dateInvalid,
    );
  });
});

describe('PUT /holidays/{id}', () => {
  it('replaces the holiday', async () => {
    const created = await createHoliday({ name: 'Sports Day', date: '2026-10-10' });
    const res = await request(t.app)
      .put(`${HOLIDAYS}/${created.id}`)
      .set(bearer(staff))
      .send({
        name: 'Sports Gala',
        date: '2026-10-11',
        isFullDay: false,
        customHours: { openTime: '12:00', closeTime: '20:00' },
      })
      .expect(200);
    expect(res.body.message).toBe(HOLIDAY_MESSAGES.saved);
    const expected = {
      _id: created.id,
      id: created.id,
      name: 'Sports Gala',
      date: '2026-10-11',
      isFullDay: false,
      customHours: { openTime: '12:00', closeTime: '20:00' },
    };
    expect(res.body.data.holiday).toEqual(expected);
    expect((await request(t.app).get(`${HOLIDAYS}/check/2026-10-10`)).body.data.isHoliday).toBe(
      false,
    );
    expect((await request(t.app).get(`${HOLIDAYS}/${created.id}`)).body.data.holiday).toEqual(
      expected,
    );
  });

  it('keeps its own date, and refuses another holiday’s date with 409', async () => {
    const first = await createHoliday({ name: 'First', date: '2026-07-01' });
    await createHoliday({ name: 'Second', date: '2026-07-02' });
    await request(t.app)
      .put(`${HOLIDAYS}/${first.id}`)
      .set(bearer(admin))
      .send({ name: 'First again', date: '2026-07-01' })
      .expect(200);
    const res = await request(t.app)
      .put(`${HOLIDAYS}/${first.id}`)
      .set(bearer(admin))
      .send({ name: 'First', date: '2026-07-02' })
      .expect(409);
    expect(res.body.message).toBe(HOLIDAY_MESSAGES.duplicateDate);
  });

  it('refuses callers without the role, unknown ids and bad input', async () => {
    const created = await createHoliday({ name: 'Guarded', date: '2026-07-03' });
    const body = { name: 'Changed', date: '2026-07-03' };
    await request(t.app).put(`${HOLIDAYS}/${created.id}`).send(body).expect(401);
    await request(t.app)
      .put(`${HOLIDAYS}/${created.id}`)
      .set(bearer(customer))
      .send(body)
      .expect(403);
    const unknown = await request(t.app)
      .put(`${HOLIDAYS}/${UNKNOWN_ID}`)
      .set(bearer(admin))
      .send(body)
      .expect(404);
    expect(unknown.body.message).toBe(HOLIDAY_MESSAGES.notFound);
    const invalid = await request(t.app)
      .put(`${HOLIDAYS}/${created.id}`)
      .set(bearer(admin))
      .send({ ...body, isFullDay: false });
    expectFieldError(invalid, 'customHours', V.customHoursRequired);
    expect((await request(t.app).get(`${HOLIDAYS}/${created.id}`)).body.data.holiday.name).toBe(
      'Guarded',
    );
  });
});

describe('DELETE /holidays/{id}', () => {
  it('removes the holiday and answers what it was', async () => {
    const created = await createHoliday({ name: 'Passing', date: '2026-06-30' });
    await request(t.app).delete(`${HOLIDAYS}/${created.id}`).expect(401);
    await request(t.app).delete(`${HOLIDAYS}/${created.id}`).set(bearer(customer)).expect(403);
    const res = await request(t.app)
      .delete(`${HOLIDAYS}/${created.id}`)
      .set(bearer(staff))
      .expect(200);
    expect(res.body.message).toBe(HOLIDAY_MESSAGES.deleted);
    expect(res.body.data.holiday).toEqual(created);
    await request(t.app).get(`${HOLIDAYS}/${created.id}`).expect(404);
    expect((await request(t.app).get(`${HOLIDAYS}/check/2026-06-30`)).body.data.isHoliday).toBe(
      false,
    );
  });

  it('frees the date for a new holiday', async () => {
    const created = await createHoliday({ name: 'Moved', date: '2026-06-29' });
    await request(t.app).delete(`${HOLIDAYS}/${created.id}`).set(bearer(admin)).expect(200);
    await createHoliday({ name: 'Moved back', date: '2026-06-29' });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await request(t.app)
      .delete(`${HOLIDAYS}/${UNKNOWN_ID}`)
      .set(bearer(admin))
      .expect(404);
    expect(res.body.message).toBe(HOLIDAY_MESSAGES.notFound);
  });
});
