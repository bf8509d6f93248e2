import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_TEXTS, ZOutboxListAnswer, ZOutboxMessageAnswer, zSuccess } from '@padel/contract';
import { outboxMessages } from '@padel/db';
import { createTestUser, type TestUser } from '../../test/bookings';
import { createTestContext, type TestContext } from '../../test/test-context';
import { enqueueMessage, mailEntry } from '../lib/outbox';

const CODE = '482913';

describe('failed outgoing messages in the console', () => {
  let t: TestContext;
  let admin: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    t = await createTestContext();
    admin = await createTestUser(t, { role: 'admin' });
    staff = await createTestUser(t, { role: 'staff' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A code mail the mail server refused for good: written, then marked failed. */
  async function failedMail(to: string): Promise<string> {
    const key = `test-code:${randomUUID()}`;
    const mail = { to, subject: 'Your sign-up code', text: `Code ${CODE}`, html: '', code: CODE };
    await enqueueMessage(t.db, mailEntry(key, mail), t.clock.now());
    const [row] = await t.db
      .update(outboxMessages)
      .set({ status: 'failed', attempts: 3, lastError: '550 mailbox unavailable' })
      .where(eq(outboxMessages.key, key))
      .returning({ id: outboxMessages.id });
    return row!.id;
  }

  const list = (query = '') =>
    request(t.app).get(`/api/v1/admin/outbox${query}`).set(admin.headers).expect(200);
  const retry = (id: string, headers = admin.headers) =>
    request(t.app).post(`/api/v1/admin/outbox/${id}/retry`).set(headers);

  it('lists a failed message with its error and attempts, never its content', async () => {
    const id = await failedMail('listed@example.pk');
    const res = await list();
    const answer = zSuccess(ZOutboxListAnswer).parse(res.body);
    const listed = answer.data.messages.find((message) => message.id === id);
    expect(listed).toMatchObject({
      channel: 'email',
      recipient: 'listed@example.pk',
      template: 'Your sign-up code',
      status: 'failed',
      attempts: 3,
      lastError: '550 mailbox unavailable',
      sentAt: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(CODE);
    expect(res.body.data.messages[0]).not.toHaveProperty('payload');
    const queued = await list('?status=queued');
    expect(queued.body.data.messages.some((m: { id: string }) => m.id === id)).toBe(false);
  });

  it('queues a failed message again and the worker delivers it', async () => {
    const id = await failedMail('retried@example.pk');
    const res = await retry(id).expect(200);
    expect(res.body.message).toBe(OUTBOX_TEXTS.retried);
    const answer = zSuccess(ZOutboxMessageAnswer).parse(res.body);
    expect(answer.data.outboxMessage).toMatchObject({ id, status: 'queued', attempts: 0 });
    const mails = await t.deliveredMails();
    expect(mails.filter((mail) => mail.to === 'retried@example.pk')).toHaveLength(1);
    expect(mails.find((mail) => mail.to === 'retried@example.pk')?.code).toBe(CODE);
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row?.status).toBe('sent');
    expect((await list()).body.data.messages.some((m: { id: string }) => m.id === id)).toBe(false);
  });

  it('refuses a second retry with 409 and sends nothing more', async () => {
    const id = await failedMail('twice@example.pk');
    const [first, second] = await Promise.all([retry(id), retry(id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body.message).toBe(OUTBOX_TEXTS.notFailed);
    await t.deliveredMails();
    const again = await retry(id).expect(409);
    expect(again.body.message).toBe(OUTBOX_TEXTS.notFailed);
    const mails = await t.deliveredMails();
    expect(mails.filter((mail) => mail.to === 'twice@example.pk')).toHaveLength(1);
  });

  it('answers 404 for an unknown message and 400 for an id that is not one', async () => {
    const res = await retry(randomUUID()).expect(404);
    expect(res.body.message).toBe(OUTBOX_TEXTS.notFound);
    await retry('not-an-id').expect(400);
    await request(t.app).get('/api/v1/admin/outbox?status=lost').set(admin.headers).expect(400);
  });

  it('keeps staff out of the list and the retry', async () => {
    const id = await failedMail('staff@example.pk');
    await request(t.app).get('/api/v1/admin/outbox').set(staff.headers).expect(403);
    await retry(id, staff.headers).expect(403);
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row?.status).toBe('failed');
  });
});
