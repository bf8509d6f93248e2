import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, TEST_USER, type ApiHandler } from '../../test/render-with-api';
import { renderWithTheme } from '../../test/render';
import { makeBooking } from '../../test/booking-fixtures';
import { CancellationRestrictedDialog } from './cancellation-restricted-dialog';
import MyBookingsPage from './my-bookings-page';
import { WaitlistSection } from './waitlist-section';
// Loaded before the clock is faked (see my-bookings-page.test.tsx).
import './booking-cards';

const BOOKING_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const booking = makeBooking(BOOKING_ID, {
  bookingId: 'PB-aaaa',
  court: { _id: '22222222-2222-4222-8222-222222222222', name: 'Court 1', location: 'Hall A' },
});

/** A range of times as Urdu text keeps it: isolated left to right. */
const ltr = (text: string) => `\u2066${text}\u2069`;

async function renderInUrdu(ui: ReactElement, handlers: Record<string, ApiHandler>, path = '/') {
  await act(async () => {
    renderWithApi(<Suspense>{ui}</Suspense>, handlers, path, { language: 'ur' });
  });
}

describe('My Bookings in Urdu', () => {
  beforeEach(() => {
    // 13:00 in Karachi on 15 June 2026.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T08:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the page, the card with an Urdu date and left-to-right time and price, and its details', async () => {
    const user = userEvent.setup();
    await renderInUrdu(
      <MyBookingsPage />,
      {
        'auth.session': () => ({ user: TEST_USER }),
        'business.public': () => ({ business: { phone: '+92 42 111 222 333' } }),
        'waitlist.mine': () => ({ entries: [] }),
        'bookings.myBookings': () => ({
          bookings: [booking],
          pagination: { page: 1, pages: 1, total: 1, limit: 100 },
          matches: [],
        }),
      },
      '/my-bookings',
    );
    expect(await screen.findByRole('heading', { name: 'میری بکنگز' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'آنے والی' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'نئی بکنگ' })).toHaveAttribute('href', '/booking');
    const card = await screen.findByRole('article', { name: 'بکنگ PB-aaaa' });
    expect(within(card).getByText('پیر، 15 جون، 2026')).toBeInTheDocument();
    expect(within(card).getByText(ltr('18:00 - 19:00'))).toBeInTheDocument();
    expect(within(card).getByText('Rs. 1,800')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'تفصیلات دیکھیں' }));
    const dialog = await screen.findByRole('dialog', { name: 'بکنگ کی تفصیلات' });
    expect(within(dialog).getByText('کل قیمت')).toBeInTheDocument();
    expect(within(dialog).getByText('Rs. 1,800').tagName).toBe('BDI');
    await user.click(within(dialog).getByRole('button', { name: 'بند کریں' }));
  });

  it('says that nothing is booked yet, and where to book', async () => {
    await renderInUrdu(
      <MyBookingsPage />,
      {
        'auth.session': () => ({ user: TEST_USER }),
        'business.public': () => ({ business: {} }),
        'waitlist.mine': () => ({ entries: [] }),
        'bookings.myBookings': () => ({
          bookings: [],
          pagination: { page: 1, pages: 0, total: 0, limit: 100 },
          matches: [],
        }),
      },
      '/my-bookings',
    );
    expect(await screen.findByText('کوئی بکنگ نہیں ملی')).toBeInTheDocument();
    expect(screen.getByText('آپ کی کوئی آنے والی بکنگ نہیں ہے۔')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'کورٹ بک کریں' })).toHaveAttribute('href', '/booking');
  });

  it('shows a waited-for slot with its Urdu date and the time left to right', async () => {
    await renderInUrdu(<WaitlistSection />, {
      'waitlist.mine': () => ({
        entries: [
          {
            id: '11111111-1111-4111-8111-111111111111',
            date: '2026-06-19',
            timeSlot: { startTime: '20:00', endTime: '21:00', durationMinutes: 60 },
            court: booking.court,
            status: 'waiting',
            position: 2,
            offer: null,
            createdAt: '2026-06-15T05:00:00.000Z',
          },
        ],
      }),
    });
    const entry = await screen.findByLabelText('ویٹ لسٹ: جمعہ، 19 جون، 2026 20:00');
    expect(within(entry).getByText('20:00 – 21:00').tagName).toBe('BDI');
  });
});

describe('the cancellation restriction in Urdu', () => {
  it('gives the rule, the time left in hours and minutes, and the support number left to right', async () => {
    await act(async () => {
      renderWithTheme(
        <Suspense>
          <CancellationRestrictedDialog
            hoursRemaining={1.5}
            supportPhone="+92 300 1234567"
            onClose={() => {}}
          />
        </Suspense>,
        { language: 'ur' },
      );
    });
    expect(await screen.findByText('منسوخی ممکن نہیں')).toBeInTheDocument();
    expect(screen.getByText('1 گھنٹہ 30 منٹ')).toBeInTheDocument();
    expect(screen.getByText(/کم از کم 2 گھنٹے باقی ہوں/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+92 300 1234567' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'ٹھیک ہے' })).toBeInTheDocument();
  });
});
