// The outbox across processes, on PostgreSQL, with a real SMTP server on loopback: codes asked
// for while the mail server is down are answered at once and arrive, each exactly once, when it
// is back, even when the api was killed (SIGKILL) with the mails still queued.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createProcessDatabase, startApiProcess, type ServiceProcess } from '../test/processes';
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
    const players = [newPlayer(), newPlayer(), newPlayer()];
    for (const player of players) {
      const started = Date.now();
      const res = await fetch(`${api.url}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(player),
      });
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_000);
    }
    // The worker keeps trying the down server; the outage is logged once, not per message.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(api.output().match(/delivery is failing/g)).toHaveLength(1);
    const queued = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox_messages WHERE status <> 'sent'`,
    );
    expect(queued[0]!.n).toBe(3);
    const ready = await fetch(`${api.url}/api/v1/health/ready`);
    expect(ready.status).toBe(200);

    await api.stop('SIGKILL');
    const received: Received[] = [];
    smtp = await startSmtp(received);
    api = await startApiProcess(database.url, env);

    const deadline = Date.now() + 60_000;
    while (received.length < players.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Long enough for a second delivery to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(received.map((m) => m.to).sort()).toEqual(players.map((p) => p.email).sort());
    expect(new Set(received.map((m) => m.messageId)).size).toBe(players.length);
    const sent = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox_messages WHERE status = 'sent'`,
    );
    expect(sent[0]!.n).toBe(3);
  }, 180_000);
});
