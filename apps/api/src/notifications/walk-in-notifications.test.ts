import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@padel/domain';
import { notificationPreferences } from '@padel/db';
import { createTestUser, listCourtIds, type TestUser } from '../../test/bookings';
import { createTestContext, type TestContext } from '../../test/test-context';
import { TEST_NOW, TEST_TODAY } from '../../test/now';
import { startWhatsAppSandbox } from '../../test/whatsapp';

// A walk-in without an e-mail: the mail channel skips them, WhatsApp goes on its own rules.

let t: TestContext;
let sandbox: Awaited<ReturnType<typeof startWhatsAppSandbox>>;
let staff: TestUser;
let courtId: string;

beforeAll(async () => {
  sandbox = await startWhatsAppSandbox();
  t = await createTestContext({ now: TEST_NOW, env: sandbox.env });
  [courtId] = (await listCourtIds(t)) as [string];
  staff = await createTestUser(t, { role: 'staff' });
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

describe('notifications of a walk-in without an e-mail', () => {
  it('sends no mail and logs no failure, while a confirmed WhatsApp number still gets its message', async () => {
    const made = await request(t.app)
      .post('/api/v1/admin/bookings')
      .set(staff.headers)
      .send({
        userType: 'temporary',
        tempUser: { firstName: 'Usman', lastName: 'Tariq', email: '', phone: '03217654321' },
        court: courtId,
        date: addDays(TEST_TODAY, 1),
        timeSlot: { startTime: '18:00', endTime: '19:00' },
        duration: 60,
      })
      .expect(201);
    const { _id: bookingId, userId } = made.body.data.booking as { _id: string; userId: string };
    // The number as a confirmed WhatsApp opt-in would leave it.
    await t.db.insert(notificationPreferences).values({
      userId,
      whatsappPhone: '+923217654321',
      whatsappOptedIn: true,
      whatsappConfirmedPhone: '+923217654321',
    });
    const mailsBefore = (await t.deliveredMails()).length;
    const logsBefore = t.logLines.length;

    await request(t.app)
      .patch(`/api/v1/bookings/${bookingId}/status`)
      .set(staff.headers)
      .send({ status: 'confirmed' })
      .expect(200);

    await expect
      .poll(() =>
        sandbox.app
          .messages()
          .filter((m) => m.to === '923217654321' && m.template.startsWith('booking_')),
      )
      .toHaveLength(1);
    expect((await t.deliveredMails()).slice(mailsBefore)).toEqual([]);
    const failures = t.logLines.slice(logsBefore).filter((line) => /"level":(40|50)/.test(line));
    expect(failures).toEqual([]);
  });
});
