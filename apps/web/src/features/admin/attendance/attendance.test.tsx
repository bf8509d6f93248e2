import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBooking } from '@padel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/render-with-api';
import AdminCalendarPage from '../calendar/calendar-page';
import { ADMIN_USER, makeBooking } from '../test/fixtures';
import { canCheckIn, canMarkNoShow, endsLater } from './attendance-rules';

// 2026-06-15 (a Monday), 17:30 in Karachi.
const NOW = new Date('2026-06-15T12:30:00.000Z');
const C1 = 'c0000000-0000-4000-8000-000000000001';
const open = { isOpen: true, timeRanges: [{ openTime: '16:00', closeTime: '24:00' }] };

function calendar(bookings: TBooking[], more: Record<string, (input: unknown) => unknown> = {}) {
  return renderWithApi(<AdminCalendarPage />, {
    'auth.session': () => ({ user: ADMIN_USER }),
    'courts.list': () => ({
      courts: [{ _id: C1, id: C1, name: 'Court 1', location: 'Indoor', status: 'active' }],
      pagination: { page: 1, pages: 1, total: 1, limit: 100 },
    }),
    'admin.bookings.list': () => ({
      bookings,
      pagination: { page: 1, pages: 1, total: bookings.length, limit: 100 },
    }),
    'admin.availability.check': () => ({ availability: [] }),
    'hours.list': () => ({
      operatingHours: Array.from({ length: 7 }, (_, dayOfWeek) => ({
        ...open,
        dayOfWeek,
        openTime: '16:00',
        closeTime: '24:00',
      })),
      schedule: {},
    }),
    'holidays.check': () => ({ isHoliday: false, holiday: null }),
    'overrides.byDate': () => ({ overrides: [] }),
    'admin.users.list': () => ({
      users: [],
      pagination: { page: 1, pages: 0, total: 0, limit: 10 },
    }),
    ...more,
  });
}

const at18 = (overrides: Partial<TBooking> = {}) =>
  makeBooking({
    bookingId: 'BK-18',
    date: '2026-06-15',
    timeSlot: { startTime: '18:00', endTime: '19:00', durationMinutes: 60 },
    court: { _id: C1, name: 'Court 1', location: 'Indoor' },
    customer: {
      firstName: 'Omar',
      lastName: 'Farooq',
      email: 'o@example.com',
      phone: '+923001110000',
    },
    ...overrides,
  });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('attendance rules', () => {
  it('opens check-in an hour before the start on the day, and a no-show at the start', () => {
    const booking = at18();
    expect(canCheckIn(booking, new Date('2026-06-15T12:00:00.000Z'))).toBe(true); // 17:00
    expect(canCheckIn(booking, new Date('2026-06-15T11:59:00.000Z'))).toBe(false);
    expect(canCheckIn({ ...booking, status: 'cancelled' }, NOW)).toBe(false);
    expect(canCheckIn({ ...booking, date: '2026-06-16' }, NOW)).toBe(false);
    expect(canMarkNoShow(booking, NOW)).toBe(false);
    expect(canMarkNoShow(booking, new Date('2026-06-15T13:00:00.000Z'))).toBe(true);
    expect(endsLater(booking, new Date('2026-06-15T13:59:00.000Z'))).toBe(true);
    expect(endsLater(booking, new Date('2026-06-15T14:00:00.000Z'))).toBe(false);
  });
});

describe('the day calendar and attendance', () => {
  it('marks a player who has arrived with "Arrived" on the block', async () => {
    calendar([at18({ attendance: 'checked_in', checkedInAt: '2026-06-15T12:20:00.000Z' })]);
    const block = await screen.findByTestId('block-BK-18');
    expect(within(block).getByText('Arrived')).toBeInTheDocument();
    expect(
      within(block).getByRole('button', { name: /Omar Farooq, Court 1, 18:00 - 19:00.*Arrived$/ }),
    ).toBeInTheDocument();
    expect(within(block).queryByRole('button', { name: 'Check in BK-18' })).toBeNull();
  });

  it('checks a player in from the block without opening the details', async () => {
    const booking = at18();
    const { calls } = calendar([booking], {
      'admin.bookings.checkIn': () => ({
        booking: at18({ attendance: 'checked_in' }),
        message: 'Player checked in',
      }),
    });
    const block = await screen.findByTestId('block-BK-18');
    expect(within(block).queryByRole('button', { name: 'No-show BK-18' })).toBeNull();
    await userEvent.click(within(block).getByRole('button', { name: 'Check in BK-18' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'admin.bookings.checkIn')?.input).toEqual({
        id: booking._id,
      }),
    );
    expect(await screen.findByText('Player checked in')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Booking Details' })).toBeNull();
  });

  it('opens Booking Details with every action, and an early Complete asks first', async () => {
    const booking = at18({ customerNoShows: 2 });
    const { calls } = calendar([booking], {
      'admin.bookings.setStatus': () => ({
        booking: { ...booking, status: 'completed' },
        message: 'Booking completed successfully! Email notification sent to customer.',
      }),
    });
    await userEvent.click(await screen.findByTestId('block-BK-18'));
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(within(details).getByTestId('customer-no-shows')).toHaveTextContent(
      'No-shows by this customer: 2',
    );
    for (const name of [/^Check in BK-18/, /^Complete BK-18/, /^Cancel BK-18/, /^Delete$/])
      expect(within(details).getByRole('button', { name })).toBeInTheDocument();

    await userEvent.click(within(details).getByRole('button', { name: /^Complete BK-18/ }));
    const ask = await screen.findByRole('dialog', { name: 'Complete before it ends?' });
    expect(ask).toHaveTextContent('has not ended yet (it ends at 19:00)');
    expect(calls.some((call) => call.path === 'admin.bookings.setStatus')).toBe(false);
    await userEvent.click(within(ask).getByRole('button', { name: 'Complete now' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'admin.bookings.setStatus')?.input).toEqual({
        id: booking._id,
        status: 'completed',
      }),
    );
    // The thank-you waits for the end, and the toast says so rather than 'Email notification sent'.
    expect(
      await screen.findByText(
        "Booking completed successfully! The customer's thank-you e-mail goes out at 19:00, when it ends.",
      ),
    ).toBeInTheDocument();
  });
});
