import type { TBooking, TMatch } from '@padel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithApi, TEST_USER, type ApiHandler } from '../../test/render-with-api';
import { makeBooking } from '../../test/booking-fixtures';
import MyBookingsPage from './my-bookings-page';
// The page loads the cards' code (and the date library with it) when the bookings arrive. Loaded
// here, before the tests fake the clock, so that the library's zoned dates extend the real Date.
import './booking-cards';

const USER = TEST_USER;

function renderPage(handlers: Record<string, ApiHandler>, path = '/my-bookings') {
  return renderWithApi(<MyBookingsPage />, handlers, path);
}

const page = (bookings: TBooking[], pages = 1) => ({
  bookings,
  pagination: { page: 1, pages, total: bookings.length, limit: 10 },
  matches: [],
});

const BASE_HANDLERS: Record<string, ApiHandler> = {
  'auth.session': () => ({ user: USER }),
  'business.public': () => ({ business: { phone: '+92 42 111 222 333' } }),
};

describe('my bookings page', () => {
  beforeEach(() => {
    // 13:00 in Karachi on 15 June 2026; only the clock is fixed, timers run normally.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T08:00:00Z'));
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for upcoming bookings first, then past, then all 10 a page', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({ ...BASE_HANDLERS, 'bookings.myBookings': () => page([]) });
    expect(await screen.findByText('No bookings found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Court' })).toHaveAttribute('href', '/booking');

    await user.click(screen.getByRole('tab', { name: 'Past' }));
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await screen.findByText('You have not booked a court yet.');
    const asked = calls
      .filter((call) => call.path === 'bookings.myBookings')
      .map((call) => call.input);
    expect(asked).toEqual([
      { upcoming: true, page: 1, limit: 100 },
      { upcoming: false, page: 1, limit: 100 },
      { page: 1, limit: 10 },
    ]);
  });

  it('shows the card and its details', async () => {
    const user = userEvent.setup();
    renderPage({
      ...BASE_HANDLERS,
      'bookings.myBookings': () => page([makeBooking('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa')]),
    });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Court 1 (Indoor)')).toBeInTheDocument();
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card).getByText('Mon, 15 Jun 2026')).toBeInTheDocument();
    expect(within(card).getByText('18:00 - 19:00')).toBeInTheDocument();
    expect(within(card).getByText('Rs. 1,800')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(within(dialog).getByText('Hall A')).toBeInTheDocument();
    expect(within(dialog).getByText('ayesha@example.com')).toBeInTheDocument();
  });

  it('shows the restriction dialog instead of sending a code when under 2 hours remain', async () => {
    const user = userEvent.setup();
    const sendCode = vi.fn();
    renderPage({
      ...BASE_HANDLERS,
      'bookings.myBookings': () =>
        page([
          makeBooking('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', {
            timeSlot: { startTime: '14:30', endTime: '15:30', durationMinutes: 60 },
          }),
        ]),
      'bookings.sendCancellationOtp': sendCode,
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancellation Not Available' });
    expect(within(dialog).getByText('1 hour 30 minutes')).toBeInTheDocument();
    expect(within(dialog).getByText('+92 42 111 222 333')).toBeInTheDocument();
    expect(sendCode).not.toHaveBeenCalled();
  });

  it('cancels with the emailed code, refetches the list and says so', async () => {
    const user = userEvent.setup();
    const id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    let isCancelled = false;
    const { calls } = renderPage({
      ...BASE_HANDLERS,
      'bookings.myBookings': () => page(isCancelled ? [] : [makeBooking(id)]),
      'bookings.sendCancellationOtp': () => ({ message: 'Code sent', data: null }),
      'bookings.verifyCancellationOtp': (input) => {
        if ((input as { otp: string }).otp !== '123456') throw apiError('Invalid or expired code');
        isCancelled = true;
        return {
          message: 'Booking cancelled',
          data: { booking: makeBooking(id, { status: 'cancelled' }) },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Booking' });
    expect(calls).toContainEqual({
      path: 'bookings.sendCancellationOtp',
      input: { bookingId: id },
    });

    await user.type(within(dialog).getByLabelText('Digit 1 of 6'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Invalid or expired code')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Digit 1 of 6'));
    for (const [index, digit] of [...'123456'].entries()) {
      await user.clear(within(dialog).getByLabelText(`Digit ${index + 1} of 6`));
      await user.type(within(dialog).getByLabelText(`Digit ${index + 1} of 6`), digit);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Booking cancelled successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No bookings found')).toBeInTheDocument());
    expect(calls).toContainEqual({
      path: 'bookings.verifyCancellationOtp',
      input: { bookingId: id, otp: '123456' },
    });
  });

  it('tells when the code could not be sent', async () => {
    const user = userEvent.setup();
    renderPage({
      ...BASE_HANDLERS,
      'bookings.myBookings': () => page([makeBooking('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa')]),
      'bookings.sendCancellationOtp': () => {
        throw apiError('Too many codes requested. Please try again later.', 429);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Failed to send cancellation OTP')).toBeInTheDocument();
    expect(
      screen.getByText('Too many codes requested. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  });

  it('shows a booking opened as a match on its card, and the joined matches below', async () => {
    const hostedId = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    const other = makeBooking('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', { date: '2026-06-16' });
    const match = (id: string, overrides: Partial<TMatch>): TMatch => ({
      _id: id,
      id,
      court: { _id: '22222222-2222-4222-8222-222222222222', name: 'Court 3', location: '' },
      date: '2026-06-17',
      timeSlot: { startTime: '20:00', endTime: '21:00', durationMinutes: 60 },
      startsAt: '2026-06-17T15:00:00.000Z',
      status: 'open',
      hostedBy: 'player',
      levelMin: 2,
      levelMax: 4,
      note: null,
      capacity: 4,
      openSeats: 2,
      players: [{ seat: 0, firstName: 'Ayesha', level: null, isHost: true }],
      hostGuests: 1,
      pricePerPlayer: 450,
      result: null,
      viewer: null,
      ...overrides,
    });
    const hosted = match('cccccccc-cccc-4ccc-8ccc-cccccccccccc', {
      viewer: {
        isHost: true,
        seat: 0,
        share: null,
        hostShare: 900,
        canEnterResult: false,
        canConfirmResult: false,
        bookingId: hostedId,
      },
    });
    const joined = match('dddddddd-dddd-4ddd-8ddd-dddddddddddd', { openSeats: 0, status: 'full' });
    renderPage({
      ...BASE_HANDLERS,
      'bookings.myBookings': () => ({
        ...page([makeBooking(hostedId), other]),
        matches: [hosted, joined],
      }),
    });
    const card = await screen.findByRole('article', { name: 'Booking PB-aaaa' });
    expect(within(card).getByText('Open match: 2 seats left')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View match' })).toHaveAttribute(
      'href',
      `/matches/${hosted.id}`,
    );
    expect(within(card).queryByRole('button', { name: 'Open to other players' })).toBeNull();
    const plain = screen.getByRole('article', { name: 'Booking PB-bbbb' });
    expect(within(plain).getByRole('button', { name: 'Open to other players' })).toBeVisible();
    const section = screen.getByRole('region', { name: 'Matches you joined' });
    expect(within(section).getAllByRole('article')).toHaveLength(1);
    expect(within(section).getByText('This match is full')).toBeInTheDocument();
  });

  it('opens "Open to other players" for the booking the booking form links to', async () => {
    const id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
    renderPage(
      {
        ...BASE_HANDLERS,
        'bookings.myBookings': () =>
          page([
            makeBooking('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'),
            makeBooking(id, {
              date: '2026-06-16',
              court: { _id: '33333333-3333-4333-8333-333333333333', name: 'Court 2', location: '' },
            }),
          ]),
      },
      `/my-bookings?open=${id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Open to other players' });
    expect(within(dialog).getByText(/^Court 2: players of the level/)).toBeInTheDocument();
  });

  it('offers Cancel only on upcoming bookings', async () => {
    renderPage({
      ...BASE_HANDLERS,
      'bookings.myBookings': () =>
        page([
          makeBooking('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'),
          makeBooking('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', {
            status: 'completed',
            date: '2026-06-01',
          }),
        ]),
    });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('pages the All tab', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      ...BASE_HANDLERS,
      'bookings.myBookings': () => page([makeBooking('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa')], 3),
    });
    await user.click(await screen.findByRole('tab', { name: 'All' }));
    await user.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ path: 'bookings.myBookings', input: { page: 2, limit: 10 } }),
    );
  });

  it("says 'Please Login' when the session has ended", async () => {
    renderPage({ ...BASE_HANDLERS, 'auth.session': () => ({ user: null }) });
    expect(await screen.findByText('Please Login')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login to View Bookings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });
});
