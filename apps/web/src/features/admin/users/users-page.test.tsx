import type { TUser, TUserActivitySession } from '@padel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi, TEST_PLAYER } from '../../../test/render-with-api';
import UsersPage from './users-page';

const PLAYER: TUser = {
  ...TEST_PLAYER,
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

const list = (users: TUser[]) => () => ({
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
      'analytics.userActivity': () => ({ activities: [] }),
    });
    await user.click(await screen.findByText('Ayesha Khan'));
    expect(
      await screen.findByText('No activity available or endpoint not configured.'),
    ).toBeInTheDocument();
  });
});
