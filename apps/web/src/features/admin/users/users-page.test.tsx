import {
  ADMIN_SCREEN_TEXTS,
  ERROR_MESSAGES,
  VALIDATION_MESSAGES as V,
  type TAdminListedUser,
  type TUserActivitySession,
  type TUserChange,
} from '@padel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApi, TEST_PLAYER } from '../../../test/render-with-api';
import { expectPhoneFieldCleans } from '../../../test/phone-field';
import UsersPage from './users-page';

const PLAYER: TAdminListedUser = {
  ...TEST_PLAYER,
  latestChange: null,
  noShows: 2,
  stats: { totalBookings: 7, totalSpent: 12600, totalDiscountGiven: 900, upcomingCount: 2 },
  activity: { activityCount: 3, lastActivityAt: '2026-11-20T10:00:00.000Z' },
};

function sessionOf(id: string, status: TUserActivitySession['status']): TUserActivitySession {
  return {
    sessionId: id,
    userId: PLAYER._id,
    startTime: '2026-11-20T10:00:00.000Z',
    endTime: null,
    sessionDuration: 250,
    userAgent: 'Chrome',
    url: '/booking',
    referrer: '',
    screenResolution: '1366x768',
    viewport: '1366x700',
    timezone: 'Asia/Karachi',
    language: 'en',
    platform: 'Win32',
    activities: [],
    bookingCompleted: status === 'completed',
    bookingAbandoned: status === 'abandoned',
    lastActivityAt: '2026-11-20T10:04:10.000Z',
    steps: [
      {
        step: 'booking_form',
        number: 4,
        label: 'Booking form',
        reachedAt: '2026-11-20T10:02:00.000Z',
      },
    ],
    status,
  };
}

const ADMIN: TAdminListedUser = {
  ...TEST_PLAYER,
  _id: '22222222-2222-4222-8222-222222222222',
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Hina',
  lastName: 'Admin',
  email: 'hina@venue.pk',
  role: 'admin',
  isAdmin: true,
  latestChange: null,
  noShows: 2,
};

const PROMOTED: TUserChange = {
  id: '33333333-3333-4333-8333-333333333333',
  userId: PLAYER._id,
  kind: 'role',
  from: 'user',
  to: 'staff',
  by: { id: ADMIN._id, name: 'Hina Admin' },
  at: '2026-11-20T10:00:00.000Z',
};

const list = (users: TAdminListedUser[]) => () => ({
  users,
  pagination: { page: 1, pages: 1, total: users.length, limit: 20 },
});

describe('the users screen', () => {
  it("lists each user's figures with Rs. amounts and asks for stats and activity", async () => {
    const { calls } = renderWithApi(<UsersPage />, { 'admin.users.list': list([PLAYER]) });
    const row = (await screen.findByText('Ayesha Khan')).closest('tr')!;
    expect(within(row).getByTitle(PLAYER._id)).toHaveTextContent(`#${PLAYER._id.slice(0, 8)}`);
    expect(within(row).getByText('Rs. 12,600')).toBeInTheDocument();
    expect(within(row).getByText('Rs. 900')).toBeInTheDocument();
    expect(calls[0]?.input).toMatchObject({
      page: 1,
      limit: 20,
      includeStats: true,
      includeActivity: true,
    });
  });

  it('searches after the person stops typing, from page 1', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<UsersPage />, { 'admin.users.list': list([PLAYER]) });
    await screen.findByText('Ayesha Khan');
    await user.type(screen.getByLabelText('Search users'), 'ayesha');
    await waitFor(() => expect(calls.at(-1)?.input).toMatchObject({ search: 'ayesha', page: 1 }));
    expect(calls.filter((call) => call.path === 'admin.users.list')).toHaveLength(2);
  });

  it('shows the sessions two a page with their outcome', async () => {
    const user = userEvent.setup();
    renderWithApi(<UsersPage />, {
      'admin.users.list': list([PLAYER]),
      'admin.users.changes': () => ({ changes: [] }),
      'analytics.userActivity': () => ({
        activities: [
          sessionOf('s1', 'completed'),
          sessionOf('s2', 'abandoned'),
          sessionOf('s3', 'in_progress'),
        ],
      }),
    });
    await user.click(await screen.findByText('Ayesha Khan'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findAllByTestId('activity-session')).toHaveLength(2);
    expect(dialog.getByText('Completed')).toBeInTheDocument();
    expect(dialog.getByText('Abandoned')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '2' }));
    expect(dialog.getAllByTestId('activity-session')).toHaveLength(1);
    expect(dialog.getByText('In progress')).toBeInTheDocument();
  });

  it('says when there is no activity', async () => {
    const user = userEvent.setup();
    renderWithApi(<UsersPage />, {
      'admin.users.list': list([PLAYER]),
      'admin.users.changes': () => ({ changes: [] }),
      'analytics.userActivity': () => ({ activities: [] }),
    });
    await user.click(await screen.findByText('Ayesha Khan'));
    expect(
      await screen.findByText('No activity available or endpoint not configured.'),
    ).toBeInTheDocument();
  });
});

describe('staff accounts on the users screen', () => {
  it('shows the last-admin refusal when the only admin is demoted', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<UsersPage />, {
      'admin.users.list': list([ADMIN]),
      'admin.users.setRole': () => {
        throw apiError(ERROR_MESSAGES.lastActiveAdmin, 409);
      },
    });
    const roleInputs = await screen.findAllByLabelText('Role of Hina Admin');
    await user.click(roleInputs.find((element) => element.tagName === 'INPUT')!);
    await user.click(await screen.findByRole('option', { name: 'Staff', hidden: true }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change role' }));
    expect(dialog.getByText('Make Hina Admin Staff?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText(ERROR_MESSAGES.lastActiveAdmin)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_SCREEN_TEXTS.roleChangeFailed)).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'admin.users.setRole')?.input).toEqual({
      id: ADMIN._id,
      role: 'staff',
    });
  });

  it('asks before suspending, and shows the latest change under the role and the history in the modal', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<UsersPage />, {
      'admin.users.list': list([{ ...PLAYER, role: 'staff', latestChange: PROMOTED }]),
      'admin.users.setStatus': () => ({ data: { user: PLAYER }, message: 'User suspended.' }),
      'admin.users.changes': () => ({ changes: [PROMOTED] }),
      'analytics.userActivity': () => ({ activities: [] }),
    });
    const row = (await screen.findByText('Ayesha Khan')).closest('tr')!;
    expect(within(row).getByTestId('latest-change')).toHaveTextContent(
      'Role: Customer → Staff by Hina Admin',
    );
    await user.click(within(row).getByRole('button', { name: 'Suspend' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend account' }));
    expect(calls.some((call) => call.path === 'admin.users.setStatus')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'admin.users.setStatus')?.input).toEqual({
        id: PLAYER._id,
        status: 'suspended',
      }),
    );

    await user.click(screen.getByText('Ayesha Khan'));
    const modal = within(await screen.findByRole('dialog', { name: 'Activity of Ayesha Khan' }));
    expect(await modal.findByTestId('account-change')).toHaveTextContent('Role: Customer → Staff');
  });

  it('keeps an invited person’s typed or pasted phone whole as +92 and 10 digits', async () => {
    const user = userEvent.setup();
    renderWithApi(<UsersPage />, { 'admin.users.list': list([PLAYER]) });
    await user.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite staff' }));
    await expectPhoneFieldCleans(() => dialog.getByLabelText('Phone'));
  });

  it('invites staff with the contract rules and the chosen role', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<UsersPage />, {
      'admin.users.list': list([PLAYER]),
      'admin.users.inviteStaff': () => ({
        data: { user: PLAYER, signupLink: 'http://web/complete-signup' },
        message: 'Invitation sent.',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite staff' }));
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('First name is required')).toBeInTheDocument();
    expect(dialog.getByText(V.phoneRequired)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('First name'), 'Omar');
    await user.type(dialog.getByLabelText('Last name'), 'Desk');
    await user.type(dialog.getByLabelText('Email'), 'omar@venue.pk');
    await user.type(dialog.getByLabelText('Phone'), '3331234567');
    await user.click(dialog.getByText('Admin'));
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'admin.users.inviteStaff')?.input).toEqual({
        firstName: 'Omar',
        lastName: 'Desk',
        email: 'omar@venue.pk',
        phone: '+923331234567',
        role: 'admin',
      }),
    );
    expect(await screen.findByText('Invitation sent.')).toBeInTheDocument();
  });

  it('shows No e-mail for a walk-in and adds one; a clash shows the server’s message', async () => {
    const user = userEvent.setup();
    const walkIn: TAdminListedUser = {
      ...PLAYER,
      email: null,
      firstName: 'Usman',
      lastName: 'Tariq',
    };
    let taken = true;
    const { calls } = renderWithApi(<UsersPage />, {
      'admin.users.list': list([walkIn]),
      'admin.users.setEmail': (input: unknown) => {
        if (taken) throw apiError(ERROR_MESSAGES.userEmailTaken, 409);
        return { user: { ...walkIn, email: (input as { email: string }).email } };
      },
    });
    const row = (await screen.findByText('Usman Tariq')).closest('tr')!;
    expect(within(row).getByText(ADMIN_SCREEN_TEXTS.noEmail)).toBeInTheDocument();
    expect(row).not.toHaveTextContent('null');
    await user.click(within(row).getByRole('button', { name: ADMIN_SCREEN_TEXTS.addEmail }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/Email/), 'usman@example.com');
    await user.click(dialog.getByRole('button', { name: ADMIN_SCREEN_TEXTS.addEmail }));
    expect(await dialog.findByText(ERROR_MESSAGES.userEmailTaken)).toBeInTheDocument();
    taken = false;
    await user.click(dialog.getByRole('button', { name: ADMIN_SCREEN_TEXTS.addEmail }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === 'admin.users.setEmail').at(-1)?.input).toEqual({
      id: walkIn._id,
      email: 'usman@example.com',
    });
  });
});
