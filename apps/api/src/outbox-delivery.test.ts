// The outbox across processes, on PostgreSQL, with a real SMTP server on loopback: a booking, a
// cancellation and sign-up codes made while the mail server is down are answered at once, and
// their mails arrive, each exactly once, when it is back, even when the api was killed (SIGKILL)
// with the mails still queued.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { addDays, todayInKarachi } from '@padel/domain';
import {
  createProcessDatabase,
  PROCESS_ADMIN,
  startApiProcess,
  type ServiceProcess,
} from '../test/processes';
import { testEngine } from '../test/test-context';
import { newPlayer } from '../test/auth';

const SMTP_PORT = 4641;
const adminUrl = process.env.TEST_DATABASE_URL;

type Received = { to: string; messageId: string };

/** An SMTP server on loopback that keeps every message's recipient and Message-ID. */
async function startSmtp(received: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '';
        for (const to of session.envelope.rcptTo) received.push({ to: to.address, messageId });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  return server;
}

async function call(
  api: ServiceProcess,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) {
  const started = Date.now();
  const response = await fetch(`${api.url}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { data?: Record<string, unknown> };
  return { status: response.status, data: answer.data ?? {}, ms: Date.now() - started };
}

/** A desk booking tomorrow for a new walk-in with an e-mail (an invitation and a booking mail). */
async function deskBooking(
  api: ServiceProcess,
  token: string,
  court: string,
  email: string,
  startTime: string,
) {
  const endTime = `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00`;
  const made = await call(
    api,
    'POST',
    '/admin/bookings',
    {
      userType: 'temporary',
      tempUser: { firstName: 'Walk', lastName: 'In', email, phone: '03001234567' },
      court,
      date: addDays(todayInKarachi(new Date()), 1),
      timeSlot: { startTime, endTime },
      duration: 60,
    },
    token,
  );
  expect(made.status).toBe(201);
  return { id: (made.data.booking as { _id: string })._id, ms: made.ms };
}

describe.skipIf(testEngine !== 'postgres' || !adminUrl)('outbox delivery over SMTP', () => {
  let database: Awaited<ReturnType<typeof createProcessDatabase>>;
  let api: ServiceProcess | undefined;
  let smtp: SMTPServer | undefined;
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}?ignoreTLS=true`,
    MAIL_FROM: 'Padel Arena <bookings@venue.test>',
    OUTBOX_DRAIN_SECONDS: '1',
    AUTH_RATE_LIMIT: '10000',
  };

  beforeAll(async () => {
    database = await createProcessDatabase(adminUrl!);
  }, 60_000);
  afterAll(async () => {
    await api?.stop('SIGKILL');
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await database?.drop();
  });

  it('answers at once with the mail server down, and delivers each mail once when it is back, across a kill', async () => {
    api = await startApiProcess(database.url, env);
    const admin = await call(api, 'POST', '/auth/login', PROCESS_ADMIN);
    const token = (admin.data as { accessToken: string }).accessToken;
    const courts = await call(api, 'GET', '/courts');
    const court = (courts.data.courts as { id: string }[])[0]!.id;

    // A booking (its mail and the walk-in's invitation)...
    const kept = await deskBooking(api, token, court, 'kept@walk-in.test', '18:00');
    expect(kept.ms).toBeLessThan(1_000);
    // ...another, cancelled (its mails, and the cancellation's)...
    const dropped = await deskBooking(api, token, court, 'dropped@walk-in.test', '19:00');
    const cancelled = await call(
      api,
      'PATCH',
      `/bookings/${dropped.id}/status`,
      { status: 'cancelled', notes: 'Double booked by phone' },
      token,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.ms).toBeLessThan(1_000);
    // ...and sign-up codes.
    const players = [newPlayer(), newPlayer(), newPlayer()];
    for (const player of players) {
      const res = await call(api, 'POST', '/auth/register', player);
      expect(res.status).toBe(200);
      expect(res.ms).toBeLessThan(1_000);
    }
    const expected = [
      'kept@walk-in.test',
      'kept@walk-in.test',
      'dropped@walk-in.test',
      'dropped@walk-in.test',
      'dropped@walk-in.test',
      ...players.map((p) => p.email),
    ].sort();
    // The worker keeps trying the down server; the outage is logged once, not per message.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(api.output().match(/delivery is failing/g)).toHaveLength(1);
    const queued = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox_messages WHERE status <> 'sent'`,
    );
    expect(queued[0]!.n).toBe(expected.length);
    const ready = await fetch(`${api.url}/api/v1/health/ready`);
    expect(ready.status).toBe(200);

    await api.stop('SIGKILL');
    const received: Received[] = [];
    smtp = await startSmtp(received);
    api = await startApiProcess(database.url, env);

    const deadline = Date.now() + 60_000;
    while (received.length < expected.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Long enough for a second delivery to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(received.map((m) => m.to).sort()).toEqual(expected);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(expected.length);
    const sent = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox_messages WHERE status = 'sent'`,
    );
    expect(sent[0]!.n).toBe(expected.length);
  }, 180_000);
});
