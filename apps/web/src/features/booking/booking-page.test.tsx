import {
  DEFAULT_BUSINESS_SETTINGS,
  type TAvailabilitySlot,
  type TBooking,
  type TPublicBusiness,
  type TTimeSlot,
} from '@padel/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PlatformProvider, WEB_PLATFORM, type PlatformServices } from '../../lib/platform';
import { apiError, renderWithApi, TEST_PLAYER, type ApiHandler } from '../../test/render-with-api';
import { availabilitySlot, court } from '../../test/booking-fixtures';
import AuthModal from '../auth/auth-modal';
import BookingPage from './booking-page';

const COURT_1 = '1bab10c8-95e8-4c39-bec2-6d1d8130a47b';
const COURT_2 = '113d32c1-f969-42d2-9f72-b74d96858fd5';
const COURT_IMAGE = '/uploads/courts/court.jpg';

const BUSINESS: TPublicBusiness = {
  ...DEFAULT_BUSINESS_SETTINGS,
  businessName: 'Padel Arena',
  phone: '+92 42 111 222 333',
  socialMedia: [],
};

const SUGGESTED: TTimeSlot = {
  id: '2025-03-13_18:00_90',
  startTime: '18:00',
  endTime: '19:30',
  price: 1440,
  discount: {
    hasDiscount: true,
    originalPrice: 1800,
    discountedPrice: 1440,
    discountPercentage: 20,
  },
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

const booking = (paymentMethod: TBooking['paymentMethod']): TBooking => ({
  _id: '7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  id: '7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  bookingId: 'PB-TEST1234',
  court: { _id: COURT_2, name: 'Court 2', location: 'Indoor hall' },
  userId: TEST_PLAYER.id,
  date: '2025-03-13',
  timeSlot: { startTime: '18:00', endTime: '19:30', durationMinutes: 90 },
  customer: {
    firstName: 'Ayesha',
    lastName: 'Khan',
    email: TEST_PLAYER.email,
    phone: '+923001234567',
  },
  players: 4,
  totalPrice: 1440,
  status: 'pending',
  paymentStatus: 'pending',
  amountPaid: 0,
  amountDue: 1440,
  paymentMethod,
  jazzCashDetails: null,
  discount: { applied: true, percentage: 20, originalPrice: 1800, amount: 360, reason: null },
  specialRequests: null,
  notes: null,
  cancellationReason: null,
  createdAt: '2025-03-12T10:00:00.000Z',
  history: [],
  attendance: null,
  checkedInAt: null,
  customerNoShows: 0,
});

function renderPage(
  handlers: Record<string, ApiHandler> = {},
  platform?: PlatformServices,
  path = '/',
) {
  const page = platform ? (
    <PlatformProvider value={platform}>
      <BookingPage />
    </PlatformProvider>
  ) : (
    // The app's one sign-in dialog, which the page opens for a visitor.
    <>
      <BookingPage />
      <AuthModal />
    </>
  );
  return renderWithApi(
    page,
    {
      'auth.session': () => ({ user: TEST_PLAYER }),
      'courts.list': () => ({
        courts: [court(COURT_1, 'Court 1', COURT_IMAGE), court(COURT_2, 'Court 2', COURT_IMAGE)],
        pagination: { page: 1, pages: 1, total: 2, limit: 100 },
      }),
      'business.public': () => ({ business: BUSINESS }),
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
      'bookings.sendOtp': () => ({
        message: 'Verification code sent to your email. Please check your inbox.',
        data: null,
      }),
      'bookings.verifyOtp': () => ({
        message: 'Booking created',
        data: { booking: booking('cash'), payUrl: null },
      }),
      ...handlers,
    },
    path,
  );
}

/** A visitor on /booking whose session becomes the test player's once they sign in or register. */
function renderForVisitor(handlers: Record<string, ApiHandler> = {}) {
  let user: typeof TEST_PLAYER | null = null;
  const signIn = (message: string) => () => {
    user = TEST_PLAYER;
    return { message, data: { user: TEST_PLAYER } };
  };
  return renderPage(
    {
      'auth.session': () => ({ user }),
      'auth.login': signIn('Login successful!'),
      'auth.register': () => ({
        message: 'Verification code sent to your email. Please check your inbox.',
        data: null,
      }),
      'auth.verifyEmail': signIn('Email verified successfully!'),
      ...handlers,
    },
    undefined,
    '/booking',
  );
}

/** The sign-in dialog the booking page opened, with the spec's reason in it. */
async function findLoginDialog() {
  // The dialog's frame stands in (busy) until the forms' code has loaded.
  await waitFor(() =>
    expect(screen.getByRole('dialog', { name: /^Welcome Back/ })).not.toHaveAttribute(
      'aria-busy',
      'true',
    ),
  );
  const dialog = screen.getByRole('dialog', { name: /^Welcome Back/ });
  expect(within(dialog).getByText('Please login to make a booking')).toBeInTheDocument();
  return dialog;
}

/** Step 3 with the chosen court, day and time in its summary, the details from the account. */
async function expectFormWith(courtName: string, day: string, time: string) {
  expect(await screen.findByText('Booking summary')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getAllByText(courtName).length).toBeGreaterThan(0);
  expect(screen.getByText(day)).toBeInTheDocument();
  expect(screen.getByText(time)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Confirm Booking' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue(TEST_PLAYER.email);
}

async function searchAndChooseSuggestion() {
  fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
  expect(await screen.findByText('You may like these times')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /18:00 - 19:30/ }));
  await screen.findByText('Booking summary');
  // The details form is loaded on demand.
  await screen.findByRole('button', { name: 'Confirm Booking' });
}

async function enterCode(code: string) {
  const first = await screen.findByLabelText('Digit 1 of 6');
  fireEvent.paste(first, { clipboardData: { getData: () => code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('booking page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Wednesday 12 March 2025, 15:00 in Karachi.
    vi.setSystemTime(new Date('2025-03-12T10:00:00Z'));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 202 }))),
    );
    // jsdom does not lay out, so it has no scrolling.
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the courts with their images and descriptions', async () => {
    renderPage();
    expect(await screen.findByText('Court 1 under the roof')).toBeInTheDocument();
    const images = document.querySelectorAll('img[loading="lazy"]');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('src', '/uploads/courts/court.jpg');
  });

  it('suggests preferred times when no common slot is free, and a suggestion goes to step 3 on its first court', async () => {
    const { calls } = renderPage();
    await searchAndChooseSuggestion();
    expect(calls.find((call) => call.path === 'analytics.commonTimeslots')?.input).toEqual({
      duration: 60,
    });
    expect(screen.getAllByText('Court 2').length).toBeGreaterThan(0);
    expect(screen.getByText('Thu, 13 Mar 2025')).toBeInTheDocument();
    expect(screen.getByText('1 hour 30 minutes')).toBeInTheDocument();
    expect(screen.getAllByText('20% OFF').length).toBeGreaterThan(0);
    expect(screen.getByText('Customer Contact')).toBeInTheDocument();
    expect(screen.getByText('+92 42 111 222 333')).toBeInTheDocument();
  });

  it("says 'No slots found.' when nothing is free or preferred", async () => {
    renderPage({ 'analytics.preferredTimeslots': () => ({ preferred: [] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No slots found.')).toBeInTheDocument();
  });

  it("gives the closure's reason when the venue is closed on the date searched", async () => {
    const { calls } = renderPage({
      'analytics.preferredTimeslots': () => ({ preferred: [] }),
      'courts.availability': () => ({
        available: false,
        reason: 'Facility is closed on this day',
        timeSlots: [],
      }),
    });
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2025-03-14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Facility is closed on this day')).toBeInTheDocument();
    expect(screen.queryByText('No slots found.')).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === 'courts.availability')?.input).toEqual({
      id: COURT_1,
      date: '2025-03-14',
      duration: 60,
    });
  });

  it("says 'No slots found.' on an open date with nothing free", async () => {
    renderPage({
      'analytics.preferredTimeslots': () => ({ preferred: [] }),
      'courts.availability': () => ({
        available: false,
        reason: 'Time slot is not available',
        timeSlots: [slot('10:00', '11:00', { isBooked: true, available: false })],
      }),
    });
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2025-03-14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No slots found.')).toBeInTheDocument();
  });

  it('says the common times failed to load', async () => {
    renderPage({
      'analytics.commonTimeslots': () => {
        throw apiError('Server unavailable', 503);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Failed to load common times')).toBeInTheDocument();
  });

  it('books with a court, a date and a slot of the grid', async () => {
    const { calls } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Court 1/ }));
    expect(await screen.findByText('Minimum: 30 minutes, Maximum: 8 hours')).toBeInTheDocument();
    // The legend's 'Booked' and the booked slot's.
    expect(await screen.findAllByText('Booked')).toHaveLength(2);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /10:00 - 11:00/ }));
    fireEvent.click(next);
    expect(await screen.findByText('Booking summary')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'courts.availability')?.input).toEqual({
      id: COURT_1,
      date: '2025-03-12',
      duration: 60,
    });
  });

  it("says 'Failed to load times.' when the grid cannot load", async () => {
    renderPage({
      'courts.availability': () => {
        throw apiError('Server unavailable', 503);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Court 1/ }));
    expect(await screen.findByText('Failed to load times.')).toBeInTheDocument();
  });

  it('sends the code, verifies it and confirms a cash booking as Pending, pay at venue', async () => {
    const { calls, history } = renderPage();
    await searchAndChooseSuggestion();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Code expires in 5:00')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'bookings.sendOtp')?.input).toEqual({
      courtId: COURT_2,
      date: '2025-03-13',
      timeSlot: { startTime: '18:00', endTime: '19:30' },
    });
    await enterCode('123456');
    expect(await screen.findByText('Booking Confirmed!')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'bookings.verifyOtp')?.input).toEqual({
      courtId: COURT_2,
      date: '2025-03-13',
      timeSlot: { startTime: '18:00', endTime: '19:30' },
      durationMinutes: 90,
      otp: '123456',
      paymentMethod: 'cash',
      formData: { paymentMethod: 'cash' },
    });
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getAllByText('Pay at venue').length).toBeGreaterThan(0);
    // Short of players: the booking can be opened to others from My Bookings.
    expect(screen.getByRole('link', { name: 'Open to other players' })).toHaveAttribute(
      'href',
      '/my-bookings?open=7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(history.at(-1)).toBe('/my-bookings'));
  });

  it('saves the phone of an account that has none before sending the first code', async () => {
    const noPhone = { ...TEST_PLAYER, phone: null };
    const { calls } = renderPage({
      'auth.session': () => ({ user: noPhone }),
      'auth.updateProfile': (input) => ({
        message: 'Profile updated successfully!',
        data: { user: { ...noPhone, ...(input as object) } },
      }),
    });
    await searchAndChooseSuggestion();
    const phone = screen.getByLabelText(/Phone/);
    fireEvent.change(phone, { target: { value: '+923331234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Code expires in 5:00')).toBeInTheDocument();
    const paths = calls.map((call) => call.path);
    expect(paths.indexOf('auth.updateProfile')).toBeGreaterThan(-1);
    expect(paths.indexOf('auth.updateProfile')).toBeLessThan(paths.indexOf('bookings.sendOtp'));
    expect(calls.find((call) => call.path === 'auth.updateProfile')?.input).toEqual({
      firstName: TEST_PLAYER.firstName,
      lastName: TEST_PLAYER.lastName,
      phone: '+923331234567',
    });
  });

  it('keeps the code dialog open with the message after a wrong code', async () => {
    renderPage({
      'bookings.verifyOtp': () => {
        throw apiError('Invalid or expired verification code', 400);
      },
    });
    await searchAndChooseSuggestion();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await enterCode('000000');
    expect(await screen.findByText('Invalid or expired verification code')).toBeInTheDocument();
    expect(screen.getByText('Code expires in 5:00')).toBeInTheDocument();
  });

  it('releases the held slot when the player closes the code dialog, and not after booking', async () => {
    const { calls } = renderPage({ 'bookings.releaseHold': () => ({ data: null }) });
    await searchAndChooseSuggestion();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Code expires in 5:00')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'bookings.releaseHold')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'bookings.releaseHold')).toHaveLength(1),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await enterCode('123456');
    expect(await screen.findByText('Booking Confirmed!')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'bookings.releaseHold')).toHaveLength(1);
  });

  it('says the verification email failed', async () => {
    renderPage({
      'bookings.sendOtp': () => {
        throw apiError('Too many codes requested. Please try again later.', 429);
      },
    });
    await searchAndChooseSuggestion();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Failed to send verification email')).toBeInTheDocument();
    expect(screen.queryByText(/Code expires in/)).not.toBeInTheDocument();
  });

  it('goes to the card payment page after the code', async () => {
    // The browser's platform opens the payment page (window.location.assign there).
    const assign = vi.spyOn(WEB_PLATFORM, 'openPaymentPage').mockImplementation(() => {});
    onTestFinished(() => assign.mockRestore());
    renderPage({
      'bookings.verifyOtp': () => ({
        data: { booking: booking('jazzcash_card'), payUrl: '/pay/abc' },
      }),
    });
    await searchAndChooseSuggestion();
    fireEvent.click(screen.getByRole('radio', { name: /Card/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await enterCode('123456');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/abc'));
    expect(screen.queryByText('Booking Confirmed!')).not.toBeInTheDocument();
  });

  it('closes the code dialog and says the payment failed after a refused wallet charge', async () => {
    renderPage({
      'bookings.verifyOtp': () => {
        throw apiError(
          'Low balance: your JazzCash account does not have enough balance for this payment.',
          402,
        );
      },
    });
    await searchAndChooseSuggestion();
    fireEvent.click(screen.getByRole('radio', { name: /JazzCash wallet/ }));
    fireEvent.change(screen.getByLabelText('JazzCash mobile number'), {
      target: { value: '03000000001' },
    });
    fireEvent.change(screen.getByLabelText('CNIC (last 6 digits)'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await enterCode('123456');
    expect(
      await screen.findByText('Payment processing failed. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Code expires in/)).not.toBeInTheDocument());
  });

  describe('in the native app', () => {
    /** The phone's native storage for the draft: it outlives the web view. */
    const nativeApp = (overrides: Partial<PlatformServices> = {}) => {
      const stored = { value: null as string | null };
      const platform: PlatformServices = {
        ...WEB_PLATFORM,
        isNativeApp: true,
        openPaymentPage: vi.fn(),
        draftStorage: {
          load: async () => stored.value,
          save: async (value) => {
            stored.value = value;
          },
          clear: async () => {
            stored.value = null;
          },
        },
        ...overrides,
      };
      return { platform, stored };
    };

    const goToBackground = () => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    };

    it('keeps a half-filled booking form when the app goes to the background and is ended', async () => {
      const { platform, stored } = nativeApp();
      const first = renderPage({}, platform);
      await searchAndChooseSuggestion();
      fireEvent.click(screen.getByRole('radio', { name: /JazzCash wallet/ }));
      fireEvent.change(screen.getByLabelText('JazzCash mobile number'), {
        target: { value: '03001234567' },
      });
      goToBackground();
      await waitFor(() => expect(stored.value).not.toBeNull());
      // The system ends the app in the background; the player opens it again.
      first.unmount();
      renderPage({}, platform);

      expect(await screen.findByText('Booking summary')).toBeInTheDocument();
      expect(await screen.findByLabelText('JazzCash mobile number')).toHaveValue('03001234567');
      expect(screen.getByRole('radio', { name: /JazzCash wallet/ })).toBeChecked();
      expect(screen.getByText('Thu, 13 Mar 2025')).toBeInTheDocument();
      // Brought back once: the draft is spent.
      await waitFor(() => expect(stored.value).toBeNull());
    });

    it('starts afresh without a draft', async () => {
      const { platform } = nativeApp();
      renderPage({}, platform);
      expect(await screen.findByText('Court 1 under the roof')).toBeInTheDocument();
      expect(screen.queryByText('Booking summary')).not.toBeInTheDocument();
    });

    it('opens the card payment in the in-app browser and tells the server the app booked', async () => {
      const { platform } = nativeApp();
      const { calls } = renderPage(
        {
          'bookings.verifyOtp': () => ({
            data: { booking: booking('jazzcash_card'), payUrl: '/pay/abc' },
          }),
        },
        platform,
      );
      await searchAndChooseSuggestion();
      fireEvent.click(screen.getByRole('radio', { name: /Card/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
      await enterCode('123456');
      await waitFor(() => expect(platform.openPaymentPage).toHaveBeenCalledWith('/pay/abc'));
      expect(calls.find((call) => call.path === 'bookings.verifyOtp')?.input).toMatchObject({
        paymentMethod: 'jazzcash_card',
        mobileApp: true,
      });
    });
  });
  describe('for a visitor', () => {
    it("shows the courts, the week and a court's slots with their prices without an account", async () => {
      const { calls, history } = renderForVisitor();
      expect(await screen.findByText('Court 1 under the roof')).toBeInTheDocument();
      fireEvent.click(await screen.findByRole('button', { name: /Court 1/ }));
      const slotButton = await screen.findByRole('button', { name: /10:00 - 11:00/ });
      expect(slotButton).toHaveTextContent('Rs. 1,000');
      expect(screen.getByRole('button', { name: /11:00 - 12:00|10:30 - 11:30/ })).toBeDisabled();
      expect(screen.getByText('Pick a date')).toBeInTheDocument();
      expect(history).toEqual(['/booking']);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls.some((call) => call.path.startsWith('bookings.'))).toBe(false);
    });

    it("searches free slots for a visitor without asking for the player's own times", async () => {
      const { calls } = renderForVisitor();
      fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
      expect(await screen.findByText('No slots found.')).toBeInTheDocument();
      expect(calls.some((call) => call.path === 'analytics.preferredTimeslots')).toBe(false);
    });

    it('asks a visitor who chooses a slot to sign in, then shows the form with that slot', async () => {
      const { history } = renderForVisitor();
      fireEvent.click(await screen.findByRole('button', { name: /Court 1/ }));
      fireEvent.click(await screen.findByRole('button', { name: /10:00 - 11:00/ }));
      const dialog = await findLoginDialog();
      expect(screen.queryByText('Booking summary')).not.toBeInTheDocument();

      await userEvent.type(within(dialog).getByLabelText('Email'), TEST_PLAYER.email);
      await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret12');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));

      await expectFormWith('Court 1', 'Wed, 12 Mar 2025', '10:00 - 11:00');
      expect(history).toEqual(['/booking']);
    });

    it('asks again when a visitor who closed the dialog presses Next, and keeps the slot chosen', async () => {
      renderForVisitor();
      fireEvent.click(await screen.findByRole('button', { name: /Court 1/ }));
      const slotButton = await screen.findByRole('button', { name: /10:00 - 11:00/ });
      fireEvent.click(slotButton);
      let dialog = await findLoginDialog();
      await userEvent.click(within(dialog).getByRole('button', { name: /close/i }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(slotButton).toHaveAttribute('aria-pressed', 'true');

      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      dialog = await findLoginDialog();
      expect(screen.queryByText('Booking summary')).not.toBeInTheDocument();
    });

    it('takes a visitor who registers with the e-mailed code from a suggested time to the form', async () => {
      const { calls } = renderForVisitor({
        'analytics.commonTimeslots': () => ({ common: [SUGGESTED] }),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
      fireEvent.click(await screen.findByRole('button', { name: /18:00 - 19:30/ }));
      let dialog = await findLoginDialog();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
      dialog = await screen.findByRole('dialog', { name: /^Create Account/ });
      expect(within(dialog).getByText('Please login to make a booking')).toBeInTheDocument();
      await userEvent.type(within(dialog).getByLabelText('First name'), 'Ayesha');
      await userEvent.type(within(dialog).getByLabelText('Last name'), 'Khan');
      await userEvent.type(within(dialog).getByLabelText('Email'), TEST_PLAYER.email);
      await userEvent.type(within(dialog).getByLabelText('Phone'), '03001234567');
      await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret12');
      await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'Secret12');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));

      dialog = await screen.findByRole('dialog', { name: /^Verify Your Email/ });
      expect(screen.queryByText('Booking summary')).not.toBeInTheDocument();
      await userEvent.type(within(dialog).getAllByRole('textbox')[0] as HTMLElement, '123456');
      await userEvent.click(
        within(dialog).getByRole('button', { name: 'Verify & Create Account' }),
      );

      await expectFormWith('Court 2', 'Thu, 13 Mar 2025', '18:00 - 19:30');
      expect(calls.find((call) => call.path === 'auth.verifyEmail')?.input).toMatchObject({
        otp: '123456',
      });
    });
  });
});
