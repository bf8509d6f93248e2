import {
  DEFAULT_BUSINESS_SETTINGS,
  type TAvailabilitySlot,
  type TBooking,
  type TTimeSlot,
} from '@padel/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, TEST_PLAYER, type ApiHandler } from '../../test/render-with-api';
import { availabilitySlot, court, noDiscount } from '../../test/booking-fixtures';
import { BookingConfirmedDialog } from './booking-confirmed-dialog';
import BookingPage from './booking-page';

// The booking flow as a player reading Urdu sees it: Urdu texts, Urdu month and weekday names
// with Latin digits, and times that stay '18:00 - 19:30' left to right.

const COURT_1 = '1bab10c8-95e8-4c39-bec2-6d1d8130a47b';
const COURT_2 = '113d32c1-f969-42d2-9f72-b74d96858fd5';

const SUGGESTED: TTimeSlot = {
  id: '2025-03-13_18:00_90',
  startTime: '18:00',
  endTime: '19:30',
  price: 1800,
  discount: noDiscount(1800),
  isBooked: false,
  isUnavailable: false,
  maxPlayers: 4,
  durationMinutes: 90,
  date: '2025-03-13',
  courtIds: [COURT_2, COURT_1],
  courtCount: 2,
};

const slot = (startTime: string, endTime: string, state: Partial<TAvailabilitySlot> = {}) =>
  availabilitySlot(COURT_1, startTime, endTime, state);

const HANDLERS: Record<string, ApiHandler> = {
  'auth.session': () => ({ user: TEST_PLAYER }),
  'courts.list': () => ({
    courts: [court(COURT_1, 'Court 1'), court(COURT_2, 'Court 2')],
    pagination: { page: 1, pages: 1, total: 2, limit: 100 },
  }),
  'business.public': () => ({
    business: {
      ...DEFAULT_BUSINESS_SETTINGS,
      businessName: 'Padel Arena',
      phone: '+92 42 111 222 333',
      socialMedia: [],
    },
  }),
  'analytics.commonTimeslots': () => ({ common: [] }),
  'analytics.preferredTimeslots': () => ({ preferred: [SUGGESTED] }),
  'courts.availability': () => ({
    available: true,
    reason: null,
    timeSlots: [
      slot('10:00', '11:00'),
      slot('10:30', '11:30', { isBooked: true, available: false }),
    ],
  }),
  'bookings.calendar': () => ({ ics: '', google: 'https://calendar.google.com/' }),
};

/** Renders in Urdu; the first render waits for Urdu's texts to be fetched. */
async function renderInUrdu(ui: ReactElement) {
  let view: ReturnType<typeof renderWithApi> | undefined;
  await act(async () => {
    view = renderWithApi(<Suspense>{ui}</Suspense>, HANDLERS, '/booking', { language: 'ur' });
  });
  return view!;
}

describe('the booking flow in Urdu', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Wednesday 12 March 2025, 15:00 in Karachi.
    vi.setSystemTime(new Date('2025-03-12T10:00:00Z'));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 202 }))),
    );
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('finds a time with the quick search and shows the summary and form in Urdu', async () => {
    await renderInUrdu(<BookingPage />);
    expect(await screen.findByRole('heading', { name: 'کورٹ بک کریں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'کورٹ منتخب کریں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'فوری تلاش' })).toBeInTheDocument();
    expect(screen.getByText('یا وقت تلاش کریں')).toBeInTheDocument();
    const dates = screen.getByLabelText<HTMLSelectElement>('تاریخ');
    expect([...dates.options].slice(0, 3).map((option) => option.text)).toEqual([
      'کوئی بھی تاریخ',
      'آج، بدھ، 12 مارچ',
      'کل، جمعرات، 13 مارچ',
    ]);
    expect(screen.getByLabelText('دورانیہ')).toHaveDisplayValue('1 گھنٹہ');

    fireEvent.click(screen.getByRole('button', { name: 'تلاش کریں' }));
    expect(await screen.findByText('یہ اوقات شاید آپ کو پسند آئیں')).toBeInTheDocument();
    expect(screen.getByText('جمعرات، 13 مارچ')).toBeInTheDocument();
    expect(screen.getByText('2 کورٹس خالی')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /18:00 - 19:30/ }));

    const summary = (await screen.findByRole('heading', { name: 'بکنگ کا خلاصہ' })).parentElement!;
    expect(within(summary).getByText('جمعرات، 13 مارچ، 2025')).toBeInTheDocument();
    expect(within(summary).getByText('1 گھنٹہ 30 منٹ')).toBeInTheDocument();
    // The time reads left to right inside the Urdu summary.
    expect(within(summary).getByText('18:00 - 19:30')).toHaveAttribute('dir', 'ltr');
    expect(within(summary).getByText('Rs. 1,800')).toBeInTheDocument();
    expect(
      screen.getByText('براہِ کرم اپنی بکنگ کے وقت سے 10 منٹ پہلے تشریف لائیں۔'),
    ).toBeInTheDocument();
    const support = screen.getByRole('link', { name: '+92 42 111 222 333' });
    expect(support).toHaveAttribute('dir', 'ltr');
    expect(support.parentElement).toHaveTextContent('24 گھنٹے مدد: +92 42 111 222 333');
    expect(await screen.findByRole('button', { name: 'بکنگ کی تصدیق کریں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'آپ کی تفصیلات' })).toBeInTheDocument();
    // An e-mail address and a phone number stay left to right in their fields.
    expect(screen.getByLabelText('ای میل')).toHaveValue(TEST_PLAYER.email);
    expect(screen.getByLabelText('ای میل').closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('فون').closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'واپس' })).toBeInTheDocument();
  });

  it("shows a court's week and slots in Urdu", async () => {
    await renderInUrdu(<BookingPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Court 1/ }));
    expect(await screen.findByRole('heading', { name: 'تاریخ منتخب کریں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'وقت منتخب کریں' })).toBeInTheDocument();
    expect(screen.getByText('کورٹ:', { exact: false })).toHaveTextContent('کورٹ: Court 1');
    expect(screen.getByRole('button', { name: 'بدھ، 12 مارچ، 2025' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('10 مارچ تا 16 مارچ، 2025')).toBeInTheDocument();
    // The legend's and the booked slot's.
    expect(await screen.findAllByText('بک شدہ')).toHaveLength(2);
    const next = screen.getByRole('button', { name: 'آگے' });
    expect(next).toBeDisabled();
    const free = screen.getByRole('button', { name: /10:00 - 11:00/ });
    expect(within(free).getByText('10:00 - 11:00')).toHaveAttribute('dir', 'ltr');
    expect(within(free).getByText('دستیاب')).toBeInTheDocument();
    fireEvent.click(free);
    expect(next).toBeEnabled();
  });

  it('confirms a booking in Urdu', async () => {
    const booking = {
      _id: '7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
      bookingId: 'PB-TEST1234',
      court: { _id: COURT_2, name: 'Court 2', location: 'Indoor hall' },
      date: '2025-03-13',
      timeSlot: { startTime: '18:00', endTime: '19:30', durationMinutes: 90 },
      totalPrice: 1800,
    } as TBooking;
    await renderInUrdu(<BookingConfirmedDialog booking={booking} onDone={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'بکنگ ہو گئی!' });
    expect(within(dialog).getByText('جمعرات، 13 مارچ، 2025')).toBeInTheDocument();
    expect(within(dialog).getByText('18:00 - 19:30')).toHaveAttribute('dir', 'ltr');
    expect(within(dialog).getByText('1 گھنٹہ 30 منٹ')).toBeInTheDocument();
    expect(within(dialog).getByText('زیرِ التوا')).toBeInTheDocument();
    expect(within(dialog).getByText('وینیو پر ادائیگی')).toBeInTheDocument();
    expect(within(dialog).getByText('PB-TEST1234')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ٹھیک ہے' })).toBeInTheDocument();
  });
});
