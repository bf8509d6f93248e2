import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorHandler } from '../lib/errors';
import { bearer, loginAdmin, registerPlayer } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/test-context';
import { requireRole, STAFF_ROLES } from './guards';

let t: TestContext;
let guarded: express.Express;
beforeAll(async () => {
  t = await createTestContext();
  const { authenticate } = t.services;
  guarded = express();
  guarded.use(authenticate);
  guarded.get('/admin-only', requireRole('admin'), (_req, res) => void res.json({ ok: true }));
  guarded.get(
    '/staff-only',
    requireRole(...STAFF_ROLES),
    (_req, res) => void res.json({ ok: true }),
  );
  guarded.use(createErrorHandler(t.logger));
});
afterAll(async () => {
  await t?.close();
});

describe('role guards', () => {
  it('answers 401 to an anonymous caller and 403 to a signed-in caller without the role', async () => {
    const player = await registerPlayer(t);
    const admin = await loginAdmin(t);
    await request(guarded).get('/admin-only').expect(401);
    const refused = await request(guarded).get('/admin-only').set(bearer(player)).expect(403);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'You do not have permission to do this',
    });
    await request(guarded).get('/admin-only').set(bearer(admin)).expect(200);
    await request(guarded).get('/staff-only').set(bearer(player)).expect(403);
    await request(guarded).get('/staff-only').set(bearer(admin)).expect(200);
  });

  it('a forged token is 401, not 403', async () => {
    const player = await registerPlayer(t);
    const [h, p] = player.accessToken.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: player.user.id, role: 'admin' })).toString('base64url')}.${'x'.repeat(43)}`;
    await request(guarded).get('/admin-only').set('Authorization', `Bearer ${forged}`).expect(401);
    expect(p).toBeTruthy();
  });
});
