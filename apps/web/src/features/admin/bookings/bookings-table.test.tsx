import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/render-with-api';
import { ADMIN_USER, makeBooking } from '../test/fixtures';
import AdminBookingsPage from './bookings-page';
import { BOOKING_CARDS_QUERY, BookingsTable } from './bookings-table';
import { BookingDetailsModal } from './booking-details-modal';
import { ADMIN_SCREEN_TEXTS } from '@padel/contract';

const COLUMNS = [
  'Customer',
  'Court',
  'Date & Time',
  'Amount',
  'Status',
  'Payment',
  'Transaction',
  'Actions',
];

/** Pretends the window is a portrait tablet: only the cards' media query matches. */
function onTablet(isTablet: boolean) {
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: isTablet && query === BOOKING_CARDS_QUERY,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
  return () => spy.mockRestore();
}

let restore = () => {};
afterEach(() => restore());

const noop = () => {};

describe('the bookings list on a desktop and a tablet', () => {
  it('shows every column of the table on a desktop, with the status in full', () => {
    restore = onTablet(false);
    renderWithApi(
      <BookingsTable bookings={[makeBooking({})]} onView={noop} onChangeStatus={noop} />,
    );
    const table = screen.getByRole('table', { name: 'Bookings' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(COLUMNS);
    expect(within(table).getByText('Confirmed')).toBeInTheDocument();
  });

  it('shows one card a booking with its facts and actions on a tablet', async () => {
    restore = onTablet(true);
    const onView = vi.fn();
    const booking = makeBooking({ bookingId: 'BK-7' });
    renderWithApi(<BookingsTable bookings={[booking]} onView={onView} onChangeStatus={noop} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Ali Raza')).toBeInTheDocument();
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card).getByText('18:00 - 19:00')).toBeInTheDocument();
    expect(within(card).getByText('BK-7')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: /^View BK-7/ }));
    expect(onView).toHaveBeenCalledWith(booking);
  });
});

describe('the bookings list order', () => {
  it('asks for play time soonest first, the other tab latest first, and follows the sort control', async () => {
    restore = onTablet(false);
    const { calls } = renderWithApi(<AdminBookingsPage />, {
      'auth.session': () => ({ user: ADMIN_USER }),
      'courts.list': () => ({
        courts: [],
        pagination: { page: 1, pages: 1, total: 0, limit: 100 },
      }),
      'admin.bookings.list': () => ({
        bookings: [makeBooking({})],
        pagination: { page: 1, pages: 1, total: 1, limit: 20 },
      }),
    });
    const sorts = () =>
      calls
        .filter((call) => call.path === 'admin.bookings.list')
        .map((call) => (call.input as { sort?: string }).sort);
    await screen.findByRole('table', { name: 'Bookings' });
    expect(sorts().at(-1)).toBe('play_asc');
    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled + Completed' }));
    await waitFor(() => expect(sorts().at(-1)).toBe('play_desc'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByText('Newest booking first'));
    await waitFor(() => expect(sorts().at(-1)).toBe('created'));
  });
});

describe('a walk-in booked without an e-mail', () => {
  const walkIn = () =>
    makeBooking({
      customer: { firstName: 'Usman', lastName: 'Tariq', email: null, phone: '+923217654321' },
    });

  it('reads No e-mail in the list, never a blank or null', () => {
    restore = onTablet(false);
    renderWithApi(<BookingsTable bookings={[walkIn()]} onView={noop} onChangeStatus={noop} />);
    const row = screen.getByText('Usman Tariq').closest('tr')!;
    expect(within(row).getByText(ADMIN_SCREEN_TEXTS.noEmail)).toBeInTheDocument();
    expect(row).not.toHaveTextContent('null');
  });

  it('reads No e-mail in Booking Details', async () => {
    renderWithApi(<BookingDetailsModal booking={walkIn()} onClose={noop} />, {
      'auth.session': () => ({ user: ADMIN_USER }),
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ADMIN_SCREEN_TEXTS.noEmail)).toBeInTheDocument();
    expect(within(dialog).getByText('+923217654321')).toBeInTheDocument();
  });
});
