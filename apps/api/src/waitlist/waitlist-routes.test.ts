import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GATEWAY_HEADERS,
  MSG,
  WAITLIST_MAX_ENTRIES,
  WAITLIST_MAX_ENTRIES_PER_ADDRESS,
  WAITLIST_MESSAGES as W,
  type TWaitlistEntry,
} from '@padel/contract';
import { addDays } from '@padel/domain';
import { waitlistEntries } from '@padel/db';
import { createTestContext, type TestContext } from '../../test/test-context';
import {
  bookWithCode,
  createTestUser,
  listCourtIds,
  moveClock,
  sendOtpBody,
  type SlotRequest,
  type TestUser,
} from '../../test/bookings';
import { TEST_NOW, TEST_TODAY } from '../../test/now';

// Monday 15 June 2026, 10:00 in Karachi. Friday is day(4).
const day = (n: number) => addDays(TEST_TODAY, n);
const minutesAfter = (minutes: number) =>
  new Date(Date.parse(TEST_NOW) + minutes * 60_000).toISOString();

let t: TestContext;
let courtIds: string[];
let staff: TestUser;

beforeAll(async () => {
  t = await createTestContext({ now: TEST_NOW });
  courtIds = await listCourtIds(t);
  staff = await createTestUser(t, { role: 'staff' });
});
afterAll(() => t?.close());

const slot = (date: string, startTime: string, endTime: string, courtId = courtIds[0]!) => ({
  courtId,
  date,
  startTime,
  endTime,
});

const join = (player: TestUser, body: Record<string, unknown>) =>
  request(t.app).post('/api/v1/waitlist').set(player.headers).send(body);
const mine = async (player: TestUser) =>
  (await request(t.app).get('/api/v1/waitlist/mine').set(player.headers).expect(200)).body.data
    .entries as TWaitlistEntry[];

async function book(player: TestUser, s: SlotRequest): Promise<string> {
  const res = await bookWithCode(t, player, s);
  expect(res.status).toBe(201);
  return res.body.data.booking.id as string;
}

const cancelAtDesk = (bookingId: string) =>
  request(t.app)
    .patch(`/api/v1/bookings/${bookingId}/cancel`)
    .set(staff.headers)
    .send({ reason: 'Court needed for coaching' })
    .expect(200);

const sendCode = (player: TestUser, s: SlotRequest) =>
  request(t.app).post('/api/v1/bookings/send-otp').set(player.headers).send(sendOtpBody(s));

/** The waitlist mails delivered to a player (newest first). */
async function offerMailsTo(player: TestUser) {
  const mails = await t.deliveredMails();
  return mails.filter((mail) => mail.to === player.email && mail.subject.includes('held for you'));
}

async function isAvailable(s: SlotRequest) {
  const res = await request(t.app)
    .get(`/api/v1/courts/${s.courtId}/availability`)
    .query({ date: s.date, duration: 60 })
    .expect(200);
  return (res.body.data.timeSlots as Array<Record<string, unknown>>).find(
    (candidate) => candidate.startTime === s.startTime,
  )?.available;
}

describe('joining the waitlist', () => {
  it('takes a taken slot once however often asked, lists it and removes it', async () => {
    await moveClock(t, TEST_NOW);
    const owner = await createTestUser(t);
    const waiter = await createTestUser(t);
    const s = slot(day(4), '20:00', '21:00');
    await book(owner, s);

    const first = await join(waiter, s).expect(201);
    expect(first.body.message).toBe(W.added);
    expect(first.body.data.entry).toMatchObject({
      date: s.date,
      timeSlot: { startTime: '20:00', endTime: '21:00', durationMinutes: 60 },
      court: { _id: s.courtId },
      status: 'waiting',
      position: 1,
      offer: null,
    });
    const again = await join(waiter, s).expect(201);
    expect(again.body.message).toBe(W.alreadyWaiting);
    expect(again.body.data.entry.id).toBe(first.body.data.entry.id);
    // Two asking at once: still one entry (the database's unique index).
    await Promise.all([join(waiter, s), join(waiter, s)]);
    expect(await mine(waiter)).toHaveLength(1);

    const second = await createTestUser(t);
    expect((await join(second, s).expect(201)).body.data.entry.position).toBe(2);

    // Another player cannot remove it; its player can, once.
    const id = first.body.data.entry.id as string;
    await request(t.app).delete(`/api/v1/waitlist/${id}`).set(second.headers).expect(404);
    const removed = await request(t.app)
      .delete(`/api/v1/waitlist/${id}`)
      .set(waiter.headers)
      .expect(200);
    expect(removed.body.message).toBe(W.removed);
    await request(t.app).delete(`/api/v1/waitlist/${id}`).set(waiter.headers).expect(404);
    expect(await mine(waiter)).toEqual([]);
    expect((await mine(second))[0]).toMatchObject({ position: 1 });
  });

  it('refuses a free slot, one already started and an unknown court', async () => {
    await moveClock(t, TEST_NOW);
    const player = await createTestUser(t);
    const free = await join(player, slot(day(5), '09:00', '10:00')).expect(409);
    expect(free.body.message).toBe(W.slotFree);
    const started = await join(player, slot(TEST_TODAY, '09:00', '10:00')).expect(409);
    expect(started.body.message).toBe(W.slotStarted);
    await join(
      player,
      slot(day(5), '09:00', '10:00', '00000000-0000-4000-8000-000000000000'),
    ).expect(404);
    const backwards = await join(player, slot(day(5), '10:00', '09:00')).expect(400);
    expect(backwards.body.errors[0].field).toBe('endTime');
  });

  it(`holds at most ${WAITLIST_MAX_ENTRIES} live entries a player and ${WAITLIST_MAX_ENTRIES_PER_ADDRESS} an address`, async () => {
    await moveClock(t, TEST_NOW);
    // A closed day: every slot of it is not free, so players may wait for it to open.
    const closedDay = day(9);
    await request(t.app)
      .post('/api/v1/holidays')
      .set(staff.headers)
      .send({ name: 'Closed for the limits', date: closedDay, isFullDay: true })
      .expect(201);
    const hours = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00'];
    const at = (hour: string) =>
      slot(closedDay, hour, `${String(Number(hour.slice(0, 2)) + 1).padStart(2, '0')}:00`);
    const player = await createTestUser(t);
    for (const hour of hours.slice(0, WAITLIST_MAX_ENTRIES))
      await join(player, at(hour)).expect(201);
    const refused = await join(player, at(hours[WAITLIST_MAX_ENTRIES]!)).expect(409);
    expect(refused.body.message).toBe(W.tooMany);
    // Removing one makes room again.
    const [first] = await mine(player);
    await request(t.app).delete(`/api/v1/waitlist/${first!.id}`).set(player.headers).expect(200);
    await join(player, at(hours[WAITLIST_MAX_ENTRIES]!)).expect(201);

    // Players behind one address share its bound.
    const sharedAddress = '198.51.100.77';
    const onShared = async () => {
      const user = await createTestUser(t);
      user.headers = { ...user.headers, [GATEWAY_HEADERS.clientAddress]: sharedAddress };
      return user;
    };
    let made = 0;
    while (made < WAITLIST_MAX_ENTRIES_PER_ADDRESS) {
      const user = await onShared();
      for (const hour of hours.slice(0, WAITLIST_MAX_ENTRIES)) {
        if (made === WAITLIST_MAX_ENTRIES_PER_ADDRESS) break;
        await join(user, { ...at(hour), courtId: courtIds[1] }).expect(201);
        made += 1;
      }
    }
    const tooMany = await join(await onShared(), at('08:00')).expect(429);
    expect(tooMany.body.message).toBe(W.tooManyFromAddress);
  });
});

describe('handing a freed slot on', () => {
  it('tells the first player waiting, holds it for them 10 minutes, then tells the next', async () => {
    await moveClock(t, TEST_NOW);
    const owner = await createTestUser(t);
    const [first, second, other] = await Promise.all([
      createTestUser(t, { firstName: 'First' }),
      createTestUser(t, { firstName: 'Second' }),
      createTestUser(t),
    ]);
    const s = slot(day(4), '18:00', '19:00');
    const bookingId = await book(owner, s);
    await join(first, s).expect(201);
    await join(second, s).expect(201);

    await cancelAtDesk(bookingId);
    const run = await t.services.waitlist.handOn();
    expect(run.offered.map((offer) => offer.userId)).toEqual([first.id]);

    const [mail] = await offerMailsTo(first);
    expect(mail?.subject).toContain('18:00');
    expect(mail?.html).toContain(
      `/booking?court=${s.courtId}&amp;date=${s.date}&amp;start=18%3A00&amp;end=19%3A00`,
    );
    expect(await offerMailsTo(second)).toEqual([]);
    expect((await mine(first))[0]).toMatchObject({
      status: 'offered',
      offer: { court: { _id: s.courtId }, expiresAt: minutesAfter(10) },
    });

    // Held for the first player: unavailable to everyone else, who are refused a code.
    expect(await isAvailable(s)).toBe(false);
    const refused = await sendCode(other, s).expect(409);
    expect(refused.body.message).toBe(MSG.slotBeingBooked('10:10'));
    // A second run tells nobody again.
    expect((await t.services.waitlist.handOn()).offered).toEqual([]);

    // Ten minutes pass unbooked: the next player is told and holds it.
    await moveClock(t, minutesAfter(11));
    const next = await t.services.waitlist.handOn();
    expect(next.offered.map((offer) => offer.userId)).toEqual([second.id]);
    expect(await mine(first)).toEqual([]);
    expect(await offerMailsTo(second)).toHaveLength(1);
    await sendCode(other, s).expect(409);

    // The second player books it: their entry ends.
    await book(second, s);
    await t.services.waitlist.handOn();
    expect(await mine(second)).toEqual([]);
    const [ended] = await t.db
      .select({ status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.userId, second.id));
    expect(ended?.status).toBe('booked');
  });

  it('gives the slot to the player waiting next once the one told lets it lapse, and refuses them before', async () => {
    await moveClock(t, TEST_NOW);
    const owner = await createTestUser(t);
    const [told, later] = await Promise.all([createTestUser(t), createTestUser(t)]);
    const s = slot(day(4), '16:00', '17:00');
    const bookingId = await book(owner, s);
    await join(told, s).expect(201);
    await join(later, s).expect(201);
    await cancelAtDesk(bookingId);
    await t.services.waitlist.handOn();
    // The next player in line is refused while the hold lasts ...
    await sendCode(later, s).expect(409);
    // ... and gets it when it lapses and they are next.
    await moveClock(t, minutesAfter(10));
    const run = await t.services.waitlist.handOn();
    expect(run.offered.map((offer) => offer.userId)).toEqual([later.id]);
    await book(later, s);
  });

  it('ends the hold of a player told who takes another slot, for the next player', async () => {
    await moveClock(t, TEST_NOW);
    const owner = await createTestUser(t);
    const [told, next] = await Promise.all([createTestUser(t), createTestUser(t)]);
    const s = slot(day(4), '14:00', '15:00');
    const bookingId = await book(owner, s);
    await join(told, s).expect(201);
    await join(next, s).expect(201);
    await cancelAtDesk(bookingId);
    await t.services.waitlist.handOn();
    // Asking a code for another slot moves the player's one hold there.
    await sendCode(told, slot(day(4), '12:00', '13:00')).expect(200);
    const run = await t.services.waitlist.handOn();
    expect(run.offered.map((offer) => offer.userId)).toEqual([next.id]);
    expect(await mine(told)).toEqual([]);
  });

  it('gives two slots freeing at once to two different players', async () => {
    await moveClock(t, TEST_NOW);
    const [ownerA, ownerB] = await Promise.all([createTestUser(t), createTestUser(t)]);
    const [keen, patient] = await Promise.all([createTestUser(t), createTestUser(t)]);
    const onFirst = slot(day(3), '20:00', '21:00', courtIds[0]);
    const onSecond = slot(day(3), '20:00', '21:00', courtIds[1]);
    const a = await book(ownerA, onFirst);
    const b = await book(ownerB, onSecond);
    // The keen player waits for both courts; the patient one for the second.
    await join(keen, onFirst).expect(201);
    await join(keen, onSecond).expect(201);
    await join(patient, onSecond).expect(201);
    await cancelAtDesk(a);
    await cancelAtDesk(b);
    const run = await t.services.waitlist.handOn();
    expect(run.offered.map((offer) => [offer.userId, offer.court.id]).sort()).toEqual(
      [
        [keen.id, courtIds[0]],
        [patient.id, courtIds[1]],
      ].sort(),
    );
  });

  it('offers any court to a player waiting for any court at that time', async () => {
    await moveClock(t, TEST_NOW);
    const owners = await Promise.all(courtIds.map(() => createTestUser(t)));
    const waiter = await createTestUser(t);
    const at = (courtId: string) => slot(day(2), '21:00', '22:00', courtId);
    const bookingIds: string[] = [];
    for (const [i, courtId] of courtIds.entries())
      bookingIds.push(await book(owners[i]!, at(courtId)));
    const entry = await join(waiter, { date: day(2), startTime: '21:00', endTime: '22:00' }).expect(
      201,
    );
    expect(entry.body.data.entry.court).toBeNull();
    await cancelAtDesk(bookingIds[courtIds.length - 1]!);
    const run = await t.services.waitlist.handOn();
    expect(run.offered).toMatchObject([{ userId: waiter.id, court: { id: courtIds.at(-1) } }]);
  });

  it('leaves a freed slot with nobody waiting bookable at once', async () => {
    await moveClock(t, TEST_NOW);
    const [owner, other] = await Promise.all([createTestUser(t), createTestUser(t)]);
    const s = slot(day(5), '20:00', '21:00');
    const bookingId = await book(owner, s);
    await cancelAtDesk(bookingId);
    expect((await t.services.waitlist.handOn()).offered).toEqual([]);
    expect(await isAvailable(s)).toBe(true);
    await book(other, s);
  });

  it('hands on a slot a removed holiday opens, and ends entries whose time has come', async () => {
    await moveClock(t, TEST_NOW);
    const date = day(11);
    const holiday = await request(t.app)
      .post('/api/v1/holidays')
      .set(staff.headers)
      .send({ name: 'Maybe closed', date, isFullDay: true })
      .expect(201);
    const [waiter, late] = await Promise.all([createTestUser(t), createTestUser(t)]);
    await join(waiter, slot(date, '19:00', '20:00')).expect(201);
    await join(late, slot(date, '07:00', '08:00', courtIds[1])).expect(201);
    expect((await t.services.waitlist.handOn()).offered).toEqual([]);
    await request(t.app)
      .delete(`/api/v1/holidays/${holiday.body.data.holiday.id ?? holiday.body.data.holiday._id}`)
      .set(staff.headers)
      .expect(200);
    const run = await t.services.waitlist.handOn();
    expect(run.offered.map((offer) => offer.userId).sort()).toEqual([waiter.id, late.id].sort());

    // The day comes: what is still waiting or held ends.
    await moveClock(t, `${date}T15:00:00.000Z`);
    await t.services.waitlist.handOn();
    expect(await mine(waiter)).toEqual([]);
    expect(await mine(late)).toEqual([]);
  });
});

describe('the desk’s count', () => {
  it('answers how many wait for each slot of a day, to staff only', async () => {
    await moveClock(t, TEST_NOW);
    const owner = await createTestUser(t);
    const s = slot(day(6), '20:00', '21:00');
    await book(owner, s);
    const waiters = await Promise.all([createTestUser(t), createTestUser(t)]);
    for (const waiter of waiters) await join(waiter, s).expect(201);
    const res = await request(t.app)
      .get('/api/v1/admin/waitlist')
      .query({ date: s.date })
      .set(staff.headers)
      .expect(200);
    expect(res.body.data.slots).toEqual([
      { courtId: s.courtId, startTime: '20:00', endTime: '21:00', waiting: 2 },
    ]);
    await request(t.app)
      .get('/api/v1/admin/waitlist')
      .query({ date: s.date })
      .set(owner.headers)
      .expect(403);
  });
});
