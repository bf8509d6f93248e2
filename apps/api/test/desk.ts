import request from 'supertest';
import { ZBooking, type TBooking } from '@padel/contract';
import { addDays } from '@padel/domain';
import { createTestUser, listCourtIds, type TestUser } from './bookings';
import { TEST_NOW, TEST_TODAY } from './now';
import { createTestContext, type TestContext } from './test-context';

/** A venue with an admin, a desk member (Desk Ali) and a player (Hina Raza), for desk tests. */
export type DeskVenue = {
  t: TestContext;
  admin: TestUser;
  staff: TestUser;
  player: TestUser;
  courtIds: string[];
  /** A cash booking for the player made at the desk, on a court, day and hour no other call uses. */
  deskBooking: () => Promise<TBooking>;
};

export async function openDeskVenue(options: { firstDay?: number } = {}): Promise<DeskVenue> {
  const t = await createTestContext({ now: TEST_NOW });
  const courtIds = await listCourtIds(t);
  const admin = await createTestUser(t, { role: 'admin', firstName: 'Venue', lastName: 'Boss' });
  const staff = await createTestUser(t, { role: 'staff', firstName: 'Desk', lastName: 'Ali' });
  const player = await createTestUser(t, { firstName: 'Hina', lastName: 'Raza' });
  const firstDay = options.firstDay ?? 1;
  let made = 0;
  async function deskBooking(): Promise<TBooking> {
    made += 1;
    const hour = 8 + (made % 12);
    const res = await request(t.app)
      .post('/api/v1/admin/bookings')
      .set(admin.headers)
      .send({
        userType: 'existing',
        user: player.id,
        court: courtIds[made % courtIds.length],
        date: addDays(TEST_TODAY, firstDay + Math.floor(made / 12)),
        timeSlot: { startTime: `${String(hour).padStart(2, '0')}:00`, endTime: `${hour + 1}:00` },
        duration: 60,
      })
      .expect(201);
    return ZBooking.parse(res.body.data.booking);
  }
  return { t, admin, staff, player, courtIds, deskBooking };
}
