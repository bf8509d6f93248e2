import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, renderWithApi } from '../../../test/render-with-api';
import { makeBooking } from '../test/fixtures';
import AdminDashboardPage from './dashboard-page';

const stats = (period: string, totalBookings: number) => ({
  period,
  totalBookings,
  totalRevenue: 12600,
  activeBookings: 3,
  courtUtilization: 12.5,
});

function handlers(overrides: Record<string, (input: unknown) => unknown> = {}) {
  return {
    'admin.dashboard.stats': (input: unknown) => {
      const { period } = input as { period: string };
      return stats(period, period === 'week' ? 21 : 7);
    },
    'admin.analytics.dailyRevenue': () => ({ daily: [] }),
    'admin.bookings.recent': () => ({
      bookings: [
        makeBooking({
          customer: {
            firstName: 'Hina',
            lastName: 'Malik',
            email: 'h@example.com',
            phone: '+923001112224',
          },
        }),
      ],
    }),
    'admin.bookings.upcoming': () => ({ bookings: [] }),
    ...overrides,
  };
}

describe('admin dashboard', () => {
  it("shows the period's four figures and switches period", async () => {
    const { calls } = renderWithApi(<AdminDashboardPage />, handlers());
    expect(await screen.findByLabelText('Total Bookings')).toHaveTextContent('7');
    expect(screen.getByLabelText('Revenue')).toHaveTextContent('Rs. 12,600');
    expect(screen.getByLabelText('Active Bookings')).toHaveTextContent('3');
    expect(screen.getByLabelText('Court Utilization')).toHaveTextContent('12.5%');
    await userEvent.click(screen.getByText('This Week'));
    await waitFor(() => expect(screen.getByLabelText('Total Bookings')).toHaveTextContent('21'));
    expect(
      calls.filter((call) => call.path === 'admin.dashboard.stats').map((call) => call.input),
    ).toEqual([{ period: 'today' }, { period: 'week' }]);
  });

  it('lists recent bookings and asks for 5 of each', async () => {
    const { calls } = renderWithApi(<AdminDashboardPage />, handlers());
    const recent = await screen.findByRole('list', { name: 'Recent Bookings (Last 24 Hours)' });
    expect(within(recent).getByText('Hina Malik')).toBeInTheDocument();
    expect(screen.getByText('No bookings in the next 24 hours')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'admin.bookings.recent')?.input).toEqual({
      limit: 5,
    });
    expect(calls.find((call) => call.path === 'admin.bookings.upcoming')?.input).toEqual({
      limit: 5,
    });
  });

  it('colours the heatmap by level over 365 days', async () => {
    const { container } = renderWithApi(
      <AdminDashboardPage />,
      handlers({ 'admin.analytics.dailyRevenue': () => ({ daily: [] }) }),
    );
    await screen.findByRole('img', { name: 'Revenue heatmap' });
    const rects = container.querySelectorAll('rect[data-date]');
    expect(rects).toHaveLength(365);
    expect([...rects].every((rect) => rect.getAttribute('data-level') === '0')).toBe(true);
  });

  it("shows 'Error Loading Dashboard' with the message, and Retry loads again", async () => {
    let fail = true;
    renderWithApi(
      <AdminDashboardPage />,
      handlers({
        'admin.dashboard.stats': () => {
          if (fail) throw apiError('Database unavailable', 500);
          return stats('today', 4);
        },
      }),
    );
    expect(await screen.findByText('Error Loading Dashboard')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Total Bookings')).toHaveTextContent('4');
  });

  it('only logs a failure of the upcoming bookings', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApi(
      <AdminDashboardPage />,
      handlers({
        'admin.bookings.upcoming': () => {
          throw apiError('boom', 500);
        },
      }),
    );
    expect(await screen.findByLabelText('Total Bookings')).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText('Error Loading Dashboard')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
