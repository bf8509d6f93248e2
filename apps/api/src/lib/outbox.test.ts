import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { outboxMessages, type DatabaseHandle } from '@padel/db';
import { openTestDatabase } from '../../test/test-context';
import { createLogger } from './logger';
import {
  DeliveryError,
  GIVE_UP_AFTER_MS,
  RETRY_DELAYS_MS,
  classifyMailError,
  createOutboxWorker,
  enqueueMessage,
  mailDeliverer,
  mailEntry,
  messageIdFor,
  type Deliverer,
} from './outbox';
import type { OutgoingMail } from './mailer';

let database: DatabaseHandle;
let now: Date;
let logLines: string[];
const logger = () =>
  createLogger(
    'info',
    new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );

beforeEach(async () => {
  database = await openTestDatabase({ migrated: true });
  await database.migrate();
  now = new Date('2026-03-01T10:00:00Z');
  logLines = [];
});
afterEach(async () => {
  await database.close();
});

const mail = (to: string, subject = 'Hello'): OutgoingMail => ({
  to,
  subject,
  text: 'Hi',
  html: '<p>Hi</p>',
});

function worker(deliver: Deliverer) {
  return createOutboxWorker({
    db: database.db,
    now: () => now,
    logger: logger(),
    deliverers: { email: deliver },
  });
}

const rows = () => database.db.select().from(outboxMessages);

describe('outbox', () => {
  it('writes one row per key: the same message written twice is delivered once', async () => {
    expect(await enqueueMessage(database.db, mailEntry('code:1', mail('a@x.pk')), now)).toBe(true);
    expect(await enqueueMessage(database.db, mailEntry('code:1', mail('a@x.pk')), now)).toBe(false);
    const sent: OutgoingMail[] = [];
    const w = worker((row) => {
      sent.push(row.payload as unknown as OutgoingMail);
      return Promise.resolve();
    });
    await Promise.all([w.drain(), w.drain()]);
    expect(sent).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('skips a message without a recipient', async () => {
    expect(await enqueueMessage(database.db, mailEntry('code:2', mail('')), now)).toBe(false);
    expect(await rows()).toEqual([]);
  });

  it('retries a temporary failure with growing waits, then marks it failed after an hour', async () => {
    await enqueueMessage(database.db, mailEntry('k', mail('a@x.pk')), now);
    let calls = 0;
    const w = worker(() => {
      calls++;
      return Promise.reject(Object.assign(new Error('451 greylisted'), { responseCode: 451 }));
    });
    await w.drain();
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: '451 greylisted' });
    expect(row!.nextAttemptAt.getTime() - now.getTime()).toBe(RETRY_DELAYS_MS[0]);
    await w.drain(); // not due yet
    expect(calls).toBe(1);
    now = new Date(row!.nextAttemptAt.getTime());
    await w.drain();
    [row] = await rows();
    expect(row!.attempts).toBe(2);
    expect(row!.nextAttemptAt.getTime() - now.getTime()).toBe(RETRY_DELAYS_MS[1]);
    now = new Date(Date.parse('2026-03-01T10:00:00Z') + GIVE_UP_AFTER_MS);
    await w.drain();
    [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('does not retry a permanent failure', async () => {
    await enqueueMessage(database.db, mailEntry('k', mail('nobody@x.pk')), now);
    let calls = 0;
    const w = worker(() => {
      calls++;
      const refused = Object.assign(new Error('550 no such user'), {
        responseCode: 550,
        command: 'RCPT TO',
      });
      return Promise.reject(refused);
    });
    await w.drain();
    now = new Date(now.getTime() + GIVE_UP_AFTER_MS / 2);
    await w.drain();
    expect(calls).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: 'failed', lastError: '550 no such user' });
  });

  it('logs an outage once, tries one message per drain, and sends all once it is over', async () => {
    for (const n of [1, 2, 3]) {
      await enqueueMessage(database.db, mailEntry(`k${n}`, mail(`p${n}@x.pk`)), now);
    }
    let up = false;
    const sent: string[] = [];
    const w = worker((row) => {
      if (!up) return Promise.reject(Object.assign(new Error('refused'), { code: 'ECONNECTION' }));
      sent.push(row.recipient);
      return Promise.resolve();
    });
    await w.drain();
    await w.drain();
    expect((await rows()).map((r) => r.attempts).sort()).toEqual([0, 1, 1]);
    expect(logLines.filter((l) => l.includes('delivery is failing'))).toHaveLength(1);
    up = true;
    await w.drain();
    expect(sent.sort()).toEqual(['p1@x.pk', 'p2@x.pk', 'p3@x.pk']);
    expect(logLines.filter((l) => l.includes('works again'))).toHaveLength(1);
  });

  it('sends a mail with the Message-ID of its key on every attempt', async () => {
    await enqueueMessage(database.db, mailEntry('booking:1:received', mail('a@x.pk')), now);
    const ids: string[] = [];
    const first = worker(
      mailDeliverer(
        {
          send: (m) => {
            ids.push(m.messageId!);
            return Promise.reject(new DeliveryError('down', 'temporary'));
          },
        },
        'Padel <bookings@venue.pk>',
      ),
    );
    await first.drain();
    now = new Date(now.getTime() + RETRY_DELAYS_MS[0]!);
    await first.drain();
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[0]).toBe(messageIdFor('booking:1:received', 'bookings@venue.pk'));
    expect(ids[0]).toMatch(/^<outbox-[0-9a-f]{32}@venue\.pk>$/);
  });

  it('classifies SMTP answers', () => {
    expect(classifyMailError({ responseCode: 550, command: 'RCPT TO' })).toBe('permanent');
    expect(classifyMailError({ responseCode: 554, command: 'DATA' })).toBe('temporary');
    expect(classifyMailError({ responseCode: 421 })).toBe('temporary');
    expect(classifyMailError({ code: 'ECONNECTION' })).toBe('outage');
    expect(classifyMailError({ code: 'EENVELOPE' })).toBe('permanent');
  });
});
