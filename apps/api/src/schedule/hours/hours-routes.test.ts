import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOURS_MESSAGES,
  SUCCESS_MESSAGES,
  VALIDATION_MESSAGES as V,
  WEEKDAYS,
  ZOperatingDayAnswer,
  ZOperatingHoursAnswer,
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

const HOURS = '/api/v1/operating-hours';
const ADMIN_HOURS = '/api/v1/admin/operating-hours';

const range = (openTime: string, closeTime: string) => ({ openTime, closeTime });
const openDay = (...timeRanges: { openTime: string; closeTime: string }[]) => ({
  isOpen: true,
  timeRanges,
});

const putDay = (day: string, body: object, session: SignedIn = admin) =>
  request(t.app).put(`${HOURS}/${day}`).set(bearer(session)).send(body);

async function readDay(day: string) {
  const res = await request(t.app).get(`${HOURS}/${day}`).expect(200);
  return ZOperatingDayAnswer.parse(res.body.data).operatingHours;
}

function expectFieldError(res: request.Response, field: string, message: string) {
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toBe(message);
  expect(res.body.errors).toContainEqual({ field, message });
}

describe('GET /operating-hours', () => {
  it('answers the seeded week to anyone, Sunday first and keyed by day name', async () => {
    const res = await request(t.app).get(HOURS).expect(200);
    expect(res.body.success).toBe(true);
    const { operatingHours, schedule } = ZOperatingHoursAnswer.parse(res.body.data);
    expect(operatingHours.map((day) => day.day)).toEqual([...WEEKDAYS]);
    expect(operatingHours.map((day) => day.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(schedule.friday).toEqual(operatingHours[5]);
    expect(schedule.tuesday).toMatchObject({
      isOpen: true,
      timeRanges: [range('06:00', '23:00')],
      openTime: '06:00',
      closeTime: '23:00',
    });
    expect(schedule.saturday).toMatchObject({ timeRanges: [range('07:00', '22:00')] });
    for (const day of operatingHours) expect(day._id).toBe(day.id);
  });
});

describe('GET /operating-hours/{day}', () => {
  it('reads the day by name in any case, or by number with 0 = Sunday', async () => {
    expect((await readDay('thursday')).dayOfWeek).toBe(4);
    expect((await readDay('THURSDAY')).day).toBe('thursday');
    expect((await readDay('0')).day).toBe('sunday');
    expect((await readDay('6')).day).toBe('saturday');
  });

  it('refuses a day that is not a weekday with 400', async () => {
    for (const day of ['funday', '7', 'mon']) {
      const res = await request(t.app).get(`${HOURS}/${day}`);
      expectFieldError(res, 'day', HOURS_MESSAGES.dayInvalid);
    }
  });
});

describe('PUT /operating-hours/{day}', () => {
  it('refuses an anonymous caller with 401 and a customer with 403', async () => {
    await request(t.app)
      .put(`${HOURS}/monday`)
      .send(openDay(range('08:00', '20:00')))
      .expect(401);
    await putDay('monday', openDay(range('08:00', '20:00')), customer).expect(403);
    expect((await readDay('monday')).timeRanges).toEqual([range('06:00', '23:00')]);
  });

  it('saves two ranges, in the order of the day, and reads them back', async () => {
    const res = await putDay(
      'wednesday',
      openDay(range('16:00', '24:00'), range('09:00', '12:00')),
    ).expect(200);
    expect(res.body.message).toBe(SUCCESS_MESSAGES.operatingHoursSaved);
    const saved = ZOperatingDayAnswer.parse(res.body.data).operatingHours;
    const expected = {
      day: 'wednesday',
      dayOfWeek: 3,
      isOpen: true,
      timeRanges: [range('09:00', '12:00'), range('16:00', '24:00')],
      openTime: '09:00',
      closeTime: '12:00',
    };
    expect(saved).toMatchObject(expected);
    expect(await readDay('wednesday')).toMatchObject(expected);
  });

  it('accepts a close at 24:00 (midnight) and ranges that touch', async () => {
    await putDay('thursday', openDay(range('00:00', '12:00'), range('12:00', '24:00'))).expect(200);
    expect((await readDay('thursday')).timeRanges).toEqual([
      range('00:00', '12:00'),
      range('12:00', '24:00'),
    ]);
  });

  it('lets staff change the hours', async () => {
    await putDay('friday', openDay(range('10:00', '22:00')), staff).expect(200);
    expect((await readDay('friday')).timeRanges).toEqual([range('10:00', '22:00')]);
  });

  it('reads openTime and closeTime alone as the day’s one range', async () => {
    const res = await putDay('friday', {
      isOpen: true,
      openTime: '08:30',
      closeTime: '21:00',
    }).expect(200);
    expect(res.body.data.operatingHours).toMatchObject({
      timeRanges: [range('08:30', '21:00')],
      openTime: '08:30',
    });
  });

  it('refuses overlapping ranges', async () => {
    const res = await putDay('saturday', openDay(range('09:00', '13:00'), range('12:00', '18:00')));
    expectFieldError(res, 'timeRanges.1', V.timeRangesOverlap);
    expect((await readDay('saturday')).timeRanges).toEqual([range('07:00', '22:00')]);
  });

  it('refuses an open day with no range', async () => {
    expectFieldError(await putDay('saturday', openDay()), 'timeRanges', V.openDayNeedsRange);
  });

  it.each([
    [openDay(range('06:15', '12:00')), 'timeRanges.0.openTime', V.timeNotHalfHour],
    [openDay(range('24:00', '24:00')), 'timeRanges.0.openTime', V.timeInvalid],
    [openDay(range('10:00', '10:00')), 'timeRanges.0.closeTime', V.closeAfterOpen],
    [openDay(range('10:00', '24:30')), 'timeRanges.0.closeTime', V.timeInvalid],
    [{ isOpen: true, openTime: '09:00', closeTime: '08:00' }, 'closeTime', V.closeAfterOpen],
    [{ isOpen: true, openTime: '9am', closeTime: '18:00' }, 'openTime', V.timeInvalid],
    [{ timeRanges: [range('09:00', '18:00')] }, 'isOpen', HOURS_MESSAGES.isOpenRequired],
  ])('refuses %o with the field message', async (body, field, message) => {
    expectFieldError(await putDay('saturday', body), field, message);
  });

  it('closes a day without losing its ranges, and reopens it with them', async () => {
    const closed = await putDay('tuesday', { isOpen: false }).expect(200);
    expect(closed.body.data.operatingHours).toMatchObject({
      isOpen: false,
      timeRanges: [range('06:00', '23:00')],
    });
    const reopened = await putDay('tuesday', { isOpen: true }).expect(200);
    expect(reopened.body.data.operatingHours).toMatchObject({
      isOpen: true,
      timeRanges: [range('06:00', '23:00')],
    });
  });

  it('lets a closed day drop its ranges, and then refuses to open it without one', async () => {
    await putDay('tuesday', { isOpen: false, timeRanges: [] }).expect(200);
    expect(await readDay('tuesday')).toMatchObject({
      isOpen: false,
      timeRanges: [],
      openTime: null,
      closeTime: null,
    });
    expectFieldError(await putDay('tuesday', { isOpen: true }), 'timeRanges', V.openDayNeedsRange);
    await putDay('tuesday', openDay(range('06:00', '23:00'))).expect(200);
  });
});

describe('PUT /operating-hours (the whole week)', () => {
  const week = (day: object) => Object.fromEntries(WEEKDAYS.map((name) => [name, day]));

  it('refuses an anonymous caller with 401 and a customer with 403', async () => {
    const body = week(openDay(range('06:00', '23:00')));
    await request(t.app).put(HOURS).send(body).expect(401);
    await request(t.app).put(HOURS).set(bearer(customer)).send(body).expect(403);
  });

  it('saves every day and answers the week', async () => {
    const body = {
      ...week(openDay(range('08:00', '22:00'))),
      sunday: {
        isOpen: false,
        timeRanges: [range('10:00', '18:00')],
        openTime: '10:00',
        closeTime: '18:00',
      },
      monday: openDay(range('16:00', '24:00'), range('09:00', '12:00')),
    };
    const res = await request(t.app).put(HOURS).set(bearer(staff)).send(body).expect(200);
    expect(res.body.message).toBe(SUCCESS_MESSAGES.operatingHoursSaved);
    const { operatingHours, schedule } = ZOperatingHoursAnswer.parse(res.body.data);
    expect(operatingHours).toHaveLength(7);
    expect(schedule.sunday).toMatchObject({ isOpen: false, timeRanges: [range('10:00', '18:00')] });
    expect(schedule.monday.timeRanges).toEqual([range('09:00', '12:00'), range('16:00', '24:00')]);
    expect(schedule.monday.closeTime).toBe('12:00');
    expect((await readDay('saturday')).timeRanges).toEqual([range('08:00', '22:00')]);
  });

  it('takes back the week as GET answered it', async () => {
    const read = await request(t.app).get(HOURS).expect(200);
    await request(t.app)
      .put(HOURS)
      .set(bearer(admin))
      .send(read.body.data.operatingHours)
      .expect(200);
    const again = await request(t.app).get(HOURS).expect(200);
    expect(again.body.data).toEqual(read.body.data);
  });

  it('refuses a week with a day missing, naming the day', async () => {
    const { sunday: _sunday, ...sixDays } = week(openDay(range('06:00', '23:00')));
    const res = await request(t.app).put(HOURS).set(bearer(admin)).send(sixDays);
    expectFieldError(res, 'sunday', HOURS_MESSAGES.dayHoursRequired('sunday'));
  });

  it('refuses a day’s bad ranges under the day’s name', async () => {
    const body = {
      ...week(openDay(range('06:00', '23:00'))),
      friday: openDay(range('06:00', '12:00'), range('11:00', '14:00')),
    };
    const res = await request(t.app).put(HOURS).set(bearer(admin)).send(body);
    expectFieldError(res, 'friday.timeRanges.1', V.timeRangesOverlap);
  });

  it('saves nothing when one day is refused', async () => {
    await putDay('thursday', { isOpen: false, timeRanges: [] }).expect(200);
    const body = { ...week(openDay(range('07:00', '19:00'))), thursday: { isOpen: true } };
    const res = await request(t.app).put(HOURS).set(bearer(admin)).send(body);
    expectFieldError(res, 'thursday.timeRanges', V.openDayNeedsRange);
    expect((await readDay('sunday')).timeRanges).not.toEqual([range('07:00', '19:00')]);
  });
});

describe('/admin/operating-hours', () => {
  it('refuses an anonymous caller with 401 and a customer with 403', async () => {
    await request(t.app).get(ADMIN_HOURS).expect(401);
    await request(t.app).get(ADMIN_HOURS).set(bearer(customer)).expect(403);
    const { id } = await readDay('monday');
    await request(t.app).patch(`${ADMIN_HOURS}/${id}`).send({ isOpen: false }).expect(401);
    await request(t.app)
      .patch(`${ADMIN_HOURS}/${id}`)
      .set(bearer(customer))
      .send({ isOpen: false })
      .expect(403);
  });

  it('lists the seven stored days with their ids', async () => {
    const res = await request(t.app).get(ADMIN_HOURS).set(bearer(admin)).expect(200);
    const { operatingHours } = ZOperatingHoursAnswer.parse(res.body.data);
    expect(operatingHours.map((day) => day.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(new Set(operatingHours.map((day) => day.id)).size).toBe(7);
    await request(t.app).get(ADMIN_HOURS).set(bearer(staff)).expect(200);
  });

  it('changes only what PATCH sends', async () => {
    await putDay('sunday', openDay(range('07:00', '22:00'))).expect(200);
    const { id } = await readDay('sunday');
    const closed = await request(t.app)
      .patch(`${ADMIN_HOURS}/${id}`)
      .set(bearer(admin))
      .send({ isOpen: false })
      .expect(200);
    expect(closed.body.message).toBe(SUCCESS_MESSAGES.operatingHoursSaved);
    expect(closed.body.data.operatingHours).toMatchObject({
      id,
      isOpen: false,
      timeRanges: [range('07:00', '22:00')],
    });

    const ranges = [range('18:00', '24:00'), range('08:00', '12:00')];
    const changed = await request(t.app)
      .patch(`${ADMIN_HOURS}/${id}`)
      .set(bearer(staff))
      .send({ timeRanges: ranges })
      .expect(200);
    expect(changed.body.data.operatingHours).toMatchObject({
      isOpen: false,
      timeRanges: [range('08:00', '12:00'), range('18:00', '24:00')],
      openTime: '08:00',
    });
    expect(await readDay('sunday')).toMatchObject({
      isOpen: false,
      openTime: '08:00',
      closeTime: '12:00',
    });
  });

  it('refuses bad ranges, an unknown id with 404 and a malformed id with 400', async () => {
    const { id } = await readDay('sunday');
    const overlap = await request(t.app)
      .patch(`${ADMIN_HOURS}/${id}`)
      .set(bearer(admin))
      .send({ timeRanges: [range('08:00', '12:00'), range('08:00', '09:00')] });
    expectFieldError(overlap, 'timeRanges.1', V.timeRangesOverlap);
    const empty = await request(t.app)
      .patch(`${ADMIN_HOURS}/${id}`)
      .set(bearer(admin))
      .send({ isOpen: true, timeRanges: [] });
    expectFieldError(empty, 'timeRanges', V.openDayNeedsRange);

    const unknown = await request(t.app)
      .patch(`${ADMIN_HOURS}/00000000-0000-4000-8000-000000000000`)
      .set(bearer(admin))
      .send({ isOpen: false })
      .expect(404);
    expect(unknown.body.message).toBe(HOURS_MESSAGES.operatingHoursNotFound);
    const malformed = await request(t.app)
      .patch(`${ADMIN_HOURS}/monday`)
      .set(bearer(admin))
      .send({ isOpen: false });
    expectFieldError(malformed, 'id', V.idInvalid);
  });
});
