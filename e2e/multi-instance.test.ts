import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '@padel/jazzcash-sandbox';
import { karachiDate } from './karachi-time';
import {
  createProcessDatabase,
  PROCESS_ADMIN,
  startApiProcess,
  startGatewayProcess,
  type ServiceProcess,
} from '@padel/api/testing';

// Two api processes and a gateway on one PostgreSQL database, as a venue that outgrew one
// process deploys them: whichever instance a request reaches, the venue behaves as one.

const adminUrl = process.env.TEST_DATABASE_URL;

const SANDBOX = {
  merchantId: 'MC_MULTI',
  password: 'multi-password',
  integritySalt: 'multi-salt',
  mpin: '1234',
};
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Answer = { status: number; body: { message?: string; data?: Record<string, unknown> } };

async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

/** The instances of the venue: a mail is delivered by whichever instance's worker takes it. */
let instances: ServiceProcess[] = [];

/** Every code mailed to `email`, newest first, from whichever instance delivered it. */
async function codesFor(api: ServiceProcess, email: string): Promise<string[]> {
  const found: { code: string; createdAt: string }[] = [];
  for (const instance of new Set([api, ...instances])) {
    const { body } = await call(instance.url, 'GET', '/dev/outbox');
    const mails = body.data as unknown as { to: string; code?: string; createdAt: string }[];
    for (const mail of mails) {
      if (mail.to === email.toLowerCase() && mail.code)
        found.push({ code: mail.code, createdAt: mail.createdAt });
    }
  }
  return found.sort((x, y) => y.createdAt.localeCompare(x.createdAt)).map((mail) => mail.code);
}

/**
 * Waits for the code mailed after `before` codes had reached `email`: mails leave after the
 * answer, so the newest code already there may be an older one.
 */
async function nextCodeFor(api: ServiceProcess, email: string, before: number): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const codes = await codesFor(api, email);
    if (codes.length > before) return codes[0]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new code mailed to ${email}`);
}

/** Registers a player through `api` (the mailed code included); answers the session. */
async function registerPlayer(
  api: ServiceProcess,
  tag: string,
): Promise<{ token: string; email: string }> {
  const player = {
    firstName: 'Ayesha',
    lastName: 'Khan',
    email: `${tag}-${randomUUID().slice(0, 8)}@multi.test`,
    phone: '+923001234567',
    password: 'PlayPass1',
  };
  expect((await call(api.url, 'POST', '/auth/register', { body: player })).status).toBe(200);
  const otp = await nextCodeFor(api, player.email, 0);
  const verified = await call(api.url, 'POST', '/auth/verify-email', { body: { ...player, otp } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(201);
  return {
    token: (verified.body.data as { accessToken: string }).accessToken,
    email: player.email,
  };
}

async function signInAdmin(api: ServiceProcess): Promise<string> {
  const res = await call(api.url, 'POST', '/auth/login', { body: PROCESS_ADMIN });
  expect(res.status).toBe(200);
  return (res.body.data as { accessToken: string }).accessToken;
}

async function firstCourtId(api: ServiceProcess): Promise<string> {
  const res = await call(api.url, 'GET', '/courts');
  return (res.body.data as { courts: { id: string }[] }).courts[0]!.id;
}

/** Asks `api` for a booking code for a slot, as the player would before confirming. */
async function requestBookingCode(api: ServiceProcess, token: string, email: string, slot: Slot) {
  const before = (await codesFor(api, email)).length;
  const res = await call(api.url, 'POST', '/bookings/send-otp', {
    token,
    body: {
      courtId: slot.courtId,
      date: slot.date,
      timeSlot: { startTime: slot.startTime, endTime: slot.endTime },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return nextCodeFor(api, email, before);
}

type Slot = { courtId: string; date: string; startTime: string; endTime: string };

const verifyBody = (slot: Slot, otp: string, paymentMethod = 'cash') => ({
  courtId: slot.courtId,
  date: slot.date,
  timeSlot: { startTime: slot.startTime, endTime: slot.endTime },
  durationMinutes: 60,
  otp,
  paymentMethod,
  formData: { paymentMethod },
});

describe.skipIf(!adminUrl)('two api processes and a gateway on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createProcessDatabase>>;
  let sandbox: Server;
  let a: ServiceProcess;
  let b: ServiceProcess;
  let gateway: ServiceProcess;

  beforeAll(async () => {
    database = await createProcessDatabase(adminUrl!);
    sandbox = createServer(createSandboxApp(SANDBOX));
    await new Promise<void>((resolve) => sandbox.listen(0, '127.0.0.1', resolve));
    const address = sandbox.address();
    const sandboxUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const env = {
      AUTH_RATE_LIMIT: '10000',
      PAYMENT_SWEEP_SECONDS: '1',
      JAZZCASH_MERCHANT_ID: SANDBOX.merchantId,
      JAZZCASH_PASSWORD: SANDBOX.password,
      JAZZCASH_INTEGRITY_SALT: SANDBOX.integritySalt,
      JAZZCASH_MPIN: SANDBOX.mpin,
      JAZZCASH_API_BASE_URL: sandboxUrl,
      JAZZCASH_CARD_PAGE_URL: `${sandboxUrl}/CustomerPortal/transactionmanagement/merchantform/`,
    };
    // The first migrates the new database; the second finds it migrated.
    a = await startApiProcess(database.url, env);
    b = await startApiProcess(database.url, env);
    instances = [a, b];
    gateway = await startGatewayProcess(b.url);
  });

  afterAll(async () => {
    await Promise.all([gateway?.stop(), a?.stop(), b?.stop()]);
    await new Promise<void>((resolve) => (sandbox ? sandbox.close(() => resolve()) : resolve()));
    await database?.drop();
  });

  it('lets exactly one of 12 players racing through both instances book the same slot', async () => {
    const slot: Slot = {
      courtId: await firstCourtId(a),
      date: karachiDate(3),
      startTime: '19:00',
      endTime: '20:00',
    };
    const racers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const api = i % 2 === 0 ? a : b;
        return { api, ...(await registerPlayer(api, `racer${i}`)) };
      }),
    );
    // A code holds its slot, so the codes are had one after another: each player asks, then
    // leaves the code dialog (releasing the hold) with the code still valid.
    const players: { api: ServiceProcess; token: string; otp: string }[] = [];
    for (const { api, token, email } of racers) {
      const otp = await requestBookingCode(api, token, email, slot);
      const released = await call(api.url, 'POST', '/bookings/release-hold', { token, body: {} });
      expect(released.status).toBe(200);
      players.push({ api, token, otp });
    }
    const answers = await Promise.all(
      players.map(({ api, token, otp }) =>
        call(api.url, 'POST', '/bookings/verify-otp', { token, body: verifyBody(slot, otp) }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(11).fill(409)]);
    const rows = await database.query<{ count: string }>(
      `select count(*) from bookings where court_id = $1 and date = $2 and status <> 'cancelled'`,
      [slot.courtId, slot.date],
    );
    expect(Number(rows[0]!.count)).toBe(1);
  });

  it('expires an unpaid card payment past its window exactly once', async () => {
    const slot: Slot = {
      courtId: await firstCourtId(a),
      date: karachiDate(4),
      startTime: '18:00',
      endTime: '19:00',
    };
    const { token, email } = await registerPlayer(a, 'card');
    const otp = await requestBookingCode(a, token, email, slot);
    const booked = await call(a.url, 'POST', '/bookings/verify-otp', {
      token,
      body: verifyBody(slot, otp, 'jazzcash_card'),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const bookingId = (booked.body.data as { booking: { _id: string } }).booking._id;
    const settledLines = () =>
      [a, b].map(
        (api) =>
          api
            .output()
            .split('\n')
            .filter((line) => line.includes('expired payments settled')).length,
      );
    const before = settledLines();

    // Its 30 minutes are over (moved back rather than waited for).
    await database.query(
      `update bookings set payment_expires_at = now() - interval '1 minute' where id = $1`,
      [bookingId],
    );
    await database.query(
      `update payment_transactions set expires_at = now() - interval '1 minute' where booking_id = $1`,
      [bookingId],
    );
    await expect
      .poll(
        async () =>
          (
            await database.query<{ status: string }>(`select status from bookings where id = $1`, [
              bookingId,
            ])
          )[0]?.status,
        { timeout: 30_000, interval: 250 },
      )
      .toBe('cancelled');
    // Both instances go on offering the sweep every second: give them time to repeat it.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const events = await database.query(
      `select * from booking_events where booking_id = $1 and to_status = 'cancelled'`,
      [bookingId],
    );
    expect(events).toHaveLength(1);
    const [transaction] = await database.query<{ status: string; status_inquiries: unknown[] }>(
      `select status, status_inquiries from payment_transactions where booking_id = $1`,
      [bookingId],
    );
    expect(transaction?.status).toBe('failed');
    expect(transaction?.status_inquiries).toHaveLength(1);
    const after = settledLines();
    expect(after[0]! - before[0]! + (after[1]! - before[1]!)).toBe(1);
  });

  it('serves a logo uploaded on one instance from the other, and through the gateway', async () => {
    const token = await signInAdmin(a);
    const form = new FormData();
    form.append('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${a.url}/api/v1/business/upload-logo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
    for (const base of [b.url, gateway.url]) {
      const served = await fetch(`${base}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toMatch(/max-age=604800/);
      expect(served.headers.get('etag')).toBeTruthy();
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    }
  });

  it("shows on one instance's availability a holiday added through the other", async () => {
    const courtId = await firstCourtId(b);
    const date = karachiDate(6);
    const availabilityOnB = async () =>
      (await call(b.url, 'GET', `/courts/${courtId}/availability?date=${date}&duration=60`)).body
        .data as { available: boolean; reason?: string };
    expect((await availabilityOnB()).available).toBe(true);
    const token = await signInAdmin(a);
    const added = await call(a.url, 'POST', '/holidays', {
      token,
      body: { name: 'Iqbal Day', date },
    });
    expect(added.status).toBe(201);
    expect(await availabilityOnB()).toMatchObject({
      available: false,
      reason: 'Facility is closed on this day',
    });
  });

  it('answers every request of a burst of 40 in flight at SIGTERM, then exits 0', async () => {
    const courtId = await firstCourtId(b);
    const date = karachiDate(5);
    const availability = () =>
      fetch(`${b.url}/api/v1/courts/${courtId}/availability?date=${date}&duration=60`).then(
        (response) => response.status,
        (error: unknown) => String(error),
      );
    // 40 connections open (kept alive), so that the burst is in flight, not still connecting.
    await Promise.all(Array.from({ length: 40 }, availability));
    const burst = Array.from({ length: 40 }, availability);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const exit = b.stop('SIGTERM');
    const statuses = await Promise.all(burst);
    expect(statuses).toEqual(Array<number>(40).fill(200));
    const { code } = await exit;
    expect(code).toBe(0);
  });
});

// 30 failed sign-ins from one address, alternating between two instances, meet the limit once
// in total: the count lives in a store both instances share.
// Needs the sign-in limit counted in a shared store; while each instance counts its own, twice
// the limit get through and this fails.
describe.skipIf(!adminUrl)('the sign-in limit across two api processes', () => {
  const LIMIT = 10;
  let database: Awaited<ReturnType<typeof createProcessDatabase>>;
  let a: ServiceProcess;
  let b: ServiceProcess;

  beforeAll(async () => {
    database = await createProcessDatabase(adminUrl!);
    a = await startApiProcess(database.url, { AUTH_RATE_LIMIT: String(LIMIT) });
    b = await startApiProcess(database.url, { AUTH_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('limits 30 failed sign-ins alternating between the instances at the configured number in total', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const api = i % 2 === 0 ? a : b;
      const res = await call(api.url, 'POST', '/auth/login', {
        body: { email: PROCESS_ADMIN.email, password: 'WrongPass1' },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LIMIT);
  });
});
