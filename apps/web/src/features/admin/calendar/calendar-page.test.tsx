import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/render-with-api';
import { ADMIN_USER, makeBooking } from '../test/fixtures';
import { makeAdminMatch, makeSeat } from '../test/match-fixtures';
import AdminCalendarPage from './calendar-page';

// 2026-06-15 (a Monday), 10:00 in Karachi.
const NOW = new Date('2026-06-15T05:00:00.000Z');
const C1 = 'c0000000-0000-4000-8000-000000000001';
const C2 = 'c0000000-0000-4000-8000-000000000002';
const BK91 = 'f0000000-0000-4000-8000-000000000091';
const court = (id: string, name: string) => ({
  _id: id,
  id,
  name,
  location: 'Indoor',
  status: 'active',
});

const open = {
  isOpen: true,
  timeRanges: [{ openTime: '16:00', closeTime: '24:00' }],
  openTime: '16:00',
  closeTime: '24:00',
};
const hours = Array.from({ length: 7 }, (_, dayOfWeek) => ({ ...open, dayOfWeek }));

function handlers() {
  return {
    'auth.session': () => ({ user: ADMIN_USER }),
    'courts.list': () => ({
      courts: [court(C1, 'Court 1'), court(C2, 'Court 2')],
      pagination: { page: 1, pages: 1, total: 2, limit: 100 },
    }),
    'admin.bookings.list': () => ({
      bookings: [
        makeBooking({
          bookingId: 'BK-90',
          date: '2026-06-15',
          timeSlot: { startTime: '18:30', endTime: '20:00', durationMinutes: 90 },
          court: { _id: C1, name: 'Court 1', location: 'Indoor' },
          customer: {
            firstName: 'Omar',
            lastName: 'Farooq',
            email: 'o@example.com',
            phone: '+923001110000',
          },
        }),
        makeBooking({
          _id: BK91,
          id: BK91,
          bookingId: 'BK-91',
          date: '2026-06-15',
          status: 'pending',
          timeSlot: { startTime: '18:00', endTime: '19:00', durationMinutes: 60 },
          court: { _id: C2, name: 'Court 2', location: 'Indoor' },
        }),
      ],
      pagination: { page: 1, pages: 1, total: 2, limit: 100 },
    }),
    'admin.availability.check': () => ({
      availability: [
        {
          court: { _id: C1, name: 'Court 1', location: 'Indoor' },
          free: [
            { start: '16:00', end: '18:30' },
            { start: '20:00', end: '24:00' },
          ],
        },
        {
          court: { _id: C2, name: 'Court 2', location: 'Indoor' },
          free: [
            { start: '16:00', end: '18:00' },
            { start: '19:00', end: '24:00' },
          ],
        },
      ],
    }),
    'hours.list': () => ({ operatingHours: hours, schedule: {} }),
    'holidays.check': () => ({ isHoliday: false, holiday: null }),
    'overrides.byDate': () => ({ overrides: [] }),
    // BK-91 is a venue-hosted match with two players in.
    'admin.matches.list': () => ({
      matches: [
        makeAdminMatch({
          bookingId: BK91,
          bookingNumber: 'BK-91',
          date: '2026-06-15',
          seats: [makeSeat(), makeSeat({ name: 'Omar Farooq' })],
        }),
      ],
    }),
    'admin.users.list': () => ({
      users: [],
      pagination: { page: 1, pages: 0, total: 0, limit: 10 },
    }),
  };
}

describe('day calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('highlights the bookings matching a typed phone and dims the others', async () => {
    renderWithApi(<AdminCalendarPage />, handlers());
    const omar = await screen.findByTestId('block-BK-90');
    expect(omar).not.toHaveAttribute('data-match');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find on this day' }), '0300 1110');
    await waitFor(() => expect(omar).toHaveAttribute('data-match', 'true'));
    within(omar).getByRole('button', { name: /matches the search$/ });
    expect(screen.getByTestId('block-BK-91')).toHaveAttribute('data-match', 'false');
  });

  it('draws a 90-minute booking at 18:30 over three rows in its court, and another court in its own column', async () => {
    renderWithApi(<AdminCalendarPage />, handlers());
    const block = await screen.findByTestId('block-BK-90');
    expect(block).toHaveTextContent('Omar Farooq');
    expect(block).toHaveTextContent('Payment pending');
    // Row 1 is the header; 16:00 is row 2, so 18:30 is row 7.
    expect(block.style.gridRow).toBe('7 / span 3');
    expect(block.style.gridColumn).toBe('2');
    const other = screen.getByTestId('block-BK-91');
    expect(other.style.gridColumn).toBe('3');
    expect(other.style.gridRow).toBe('6 / span 2');
    expect(screen.getAllByTestId('court-head').map((head) => head.textContent)).toEqual([
      'Court 1Indoor',
      'Court 2Indoor',
    ]);
  });

  it('opens the New Booking wizard with court, date and start filled in from a free cell', async () => {
    renderWithApi(<AdminCalendarPage />, handlers());
    await userEvent.click(await screen.findByRole('button', { name: 'Book Court 2 at 20:00' }));
    const wizard = await screen.findByRole('dialog', { name: 'New Booking' });
    await userEvent.click(within(wizard).getByText('Temporary user'));
    await userEvent.type(within(wizard).getByLabelText(/First name/), 'Walk');
    await userEvent.type(within(wizard).getByLabelText(/Last name/), 'In');
    await userEvent.type(within(wizard).getByLabelText(/Email/), 'walk.in@example.com');
    await userEvent.type(within(wizard).getByLabelText(/Phone/), '3001234567');
    await userEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    const chosen = await within(wizard).findByRole('button', {
      name: '20:00 - 21:00',
      pressed: true,
    });
    expect(chosen).toBeInTheDocument();
    // Changing the duration clears the slot.
    await userEvent.click(within(wizard).getByText('90 min'));
    await waitFor(() =>
      expect(within(wizard).queryByRole('button', { pressed: true })).not.toBeInTheDocument(),
    );
    expect(within(wizard).getByRole('button', { name: 'Create Booking' })).toBeDisabled();
  });

  it('asks again for the day every 30 seconds and when the window regains focus', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    const { calls } = renderWithApi(<AdminCalendarPage />, handlers());
    await screen.findByTestId('block-BK-90');
    const asked = () => calls.filter((call) => call.path === 'admin.bookings.list').length;
    const before = asked();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(asked()).toBe(before + 1));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(asked()).toBe(before + 2));
    focusManager.setFocused(undefined);
  });

  it('shows who holds a slot and until when, and offers no booking over it', async () => {
    const base = handlers();
    renderWithApi(<AdminCalendarPage />, {
      ...base,
      'admin.availability.check': () => {
        const answer = base['admin.availability.check']();
        const [first, second] = answer.availability;
        return {
          availability: [
            first,
            {
              ...second,
              free: [
                { start: '16:00', end: '18:00' },
                { start: '19:00', end: '20:00' },
                { start: '21:00', end: '24:00' },
              ],
              held: [
                {
                  start: '20:00',
                  end: '21:00',
                  holder: { _id: 'u-held', firstName: 'Zainab', lastName: 'Qureshi' },
                  expiresAt: '2026-06-15T05:05:00.000Z',
                },
              ],
            },
          ],
        };
      },
    });
    const hold = await screen.findByTestId('hold-u-held');
    expect(hold).toHaveTextContent('Zainab Qureshi');
    expect(hold).toHaveTextContent('20:00 - 21:00 · held until 10:05');
    expect(hold).toHaveAccessibleName('Court 2, 20:00 - 21:00, held by Zainab Qureshi until 10:05');
    expect(hold.style.gridColumn).toBe('3');
    expect(hold.style.gridRow).toBe('10 / span 2');
    expect(screen.queryByRole('button', { name: 'Book Court 2 at 20:00' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Court 2 at 21:00' })).toBeInTheDocument();
  });

  it('marks a booking that is an open match with its free seats', async () => {
    const { calls } = renderWithApi(<AdminCalendarPage />, handlers());
    const match = await screen.findByTestId('block-BK-91');
    expect(await within(match).findByText('Open match · 2 seats free')).toBeInTheDocument();
    expect(within(screen.getByTestId('block-BK-90')).queryByText(/Open match/)).toBeNull();
    expect(calls.find((call) => call.path === 'admin.matches.list')?.input).toEqual({
      date: '2026-06-15',
    });
  });

  it('opens Booking Details from a block', async () => {
    renderWithApi(<AdminCalendarPage />, handlers());
    await userEvent.click(await screen.findByTestId('block-BK-90'));
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(within(details).getByText('BK-90')).toBeInTheDocument();
  });
});
