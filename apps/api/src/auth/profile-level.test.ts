import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@padel/db';
import { bearer, loginAs, registerPlayer } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const names = { firstName: 'Ali', lastName: 'Khan' };
const putProfile = (session: { accessToken: string }, body: object) =>
  request(t.app).put('/api/v1/auth/profile').set(bearer(session)).send(body);
const getProfile = (session: { accessToken: string }) =>
  request(t.app).get('/api/v1/auth/profile').set(bearer(session)).expect(200);

describe("a player's padel level", () => {
  it('is null for a new account, in the sign-up answer and the profile', async () => {
    const player = await registerPlayer(t);
    expect(player.user).toMatchObject({ level: null });
    expect((await getProfile(player)).body.data.user.level).toBeNull();
  });

  it('is saved by PUT /auth/profile and answered by the profile and by login', async () => {
    const player = await registerPlayer(t);
    const saved = await putProfile(player, { ...names, level: 3.5 }).expect(200);
    expect(saved.body).toMatchObject({
      success: true,
      message: 'Profile updated successfully!',
      data: { user: { level: 3.5 } },
    });
    expect((await getProfile(player)).body.data.user.level).toBe(3.5);
    const again = await loginAs(t, player.user.email, player.password);
    expect(again.user).toMatchObject({ level: 3.5 });
  });

  it('stays as it is when the names are saved without it', async () => {
    const player = await registerPlayer(t);
    await putProfile(player, { ...names, level: 5 }).expect(200);
    const renamed = await putProfile(player, { firstName: 'Omar', lastName: 'Khan' }).expect(200);
    expect(renamed.body.data.user).toMatchObject({ firstName: 'Omar', level: 5 });
  });

  it.each([0.5, 7.5, 3.2, '4', null])('refuses %s with the field message', async (level) => {
    const player = await registerPlayer(t);
    const res = await putProfile(player, { ...names, level }).expect(400);
    const message = 'Level must be from 1.0 to 7.0, in steps of 0.5';
    expect(res.body).toMatchObject({ success: false, message });
    expect(res.body.errors).toContainEqual({ field: 'level', message });
    expect((await getProfile(player)).body.data.user.level).toBeNull();
  });

  it('reads a rated level back in hundredths', async () => {
    const player = await registerPlayer(t);
    await t.db.update(users).set({ level: 3.27 }).where(eq(users.id, player.user.id));
    expect((await getProfile(player)).body.data.user.level).toBe(3.27);
  });

  it('is in the data export', async () => {
    const player = await registerPlayer(t);
    await putProfile(player, { ...names, level: 2.5 }).expect(200);
    const res = await request(t.app).get('/api/v1/auth/export-data').set(bearer(player));
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain('"level":2.5');
  });
});
