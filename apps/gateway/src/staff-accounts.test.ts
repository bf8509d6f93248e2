import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@padel/contract';
import { toNormalizedError } from '@padel/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STACK_ADMIN, startStack, type Stack } from '../test/stack';

// Staff accounts through a real gateway to a real api: the generated procedures carry the
// invitation, the role change, the history and the last-admin refusal.

let stack: Stack;
let admin: ReturnType<Stack['browser']>;
beforeAll(async () => {
  stack = await startStack({ now: '2026-06-15T05:00:00.000Z' });
  admin = stack.browser();
  await admin.client.auth.login.mutate({
    email: STACK_ADMIN.email,
    password: STACK_ADMIN.password,
  });
});
afterAll(async () => {
  await stack?.stop();
});

describe('staff accounts through the gateway', () => {
  it('invites a staff member who completes sign-up and signs in with the staff role', async () => {
    const email = 'desk.gateway@example.com';
    const invited = await admin.client.admin.users.inviteStaff.mutate({
      firstName: 'Nadia',
      lastName: 'Desk',
      email,
      phone: '+923451234567',
      role: 'staff',
    });
    expect(invited.message).toBe(SUCCESS_MESSAGES.staffInvited(invited.data.signupLink));
    expect(invited.data.user).toMatchObject({ role: 'staff', status: 'pending' });

    const staff = stack.browser();
    await staff.client.auth.tempUserSendOtp.mutate({ email });
    const otp = await stack.lastCodeFor(email);
    await staff.client.auth.completeSignup.mutate({ email, password: 'DeskPass1', otp });
    const session = await staff.client.auth.login.mutate({ email, password: 'DeskPass1' });
    expect(session.data.user.role).toBe('staff');
    const refused = await staff.client.admin.users.list.query({}).catch((error: unknown) => error);
    expect(toNormalizedError(refused)).toMatchObject({ status: 403 });

    const history = await admin.client.admin.users.changes.query({ id: invited.data.user.id });
    expect(history.changes).toMatchObject([{ kind: 'invited', from: null, to: 'staff' }]);
    const listed = await admin.client.admin.users.list.query({ search: email });
    expect(listed.users[0]?.latestChange).toMatchObject({ kind: 'invited', to: 'staff' });
  });

  it('refuses to demote the last active admin with the message', async () => {
    const me = await admin.client.auth.profile.query();
    const failure = await admin.client.admin.users.setRole
      .mutate({ id: me.user.id, role: 'staff' })
      .catch((error: unknown) => error);
    expect(toNormalizedError(failure)).toEqual({
      message: ERROR_MESSAGES.lastActiveAdmin,
      status: 409,
      errors: [],
    });
  });
});
