import type { TMatch } from '@padel/contract';
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi, type ApiHandler } from '../../test/render-with-api';
import PaymentSuccessPage from './payment-success-page';
import { readSharePayment, rememberSharePayment } from './share-payment';

const MATCH_ID = '33333333-3333-4333-8333-333333333333';
const SUCCESS_PATH =
  '/payment/success?bookingId=aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa&transactionId=T1';

/** The match as its page reads it for the player, with their share paid or still pending. */
const matchWithShare = (paymentStatus: 'paid' | 'pending') => ({
  match: {
    id: MATCH_ID,
    viewer: {
      isHost: false,
      seat: 1,
      share: { amount: 450, paymentMethod: 'jazzcash_card', paymentStatus, paymentExpiresAt: null },
      hostShare: null,
      canEnterResult: false,
      canConfirmResult: false,
    },
  } as unknown as TMatch,
});

async function renderSuccess(
  handlers: Record<string, ApiHandler> = {},
  language: 'en' | 'ur' = 'en',
) {
  await act(async () => {
    renderWithApi(<Suspense>{<PaymentSuccessPage />}</Suspense>, handlers, SUCCESS_PATH, {
      language,
    });
  });
}

describe('payment success page', () => {
  afterEach(() => window.sessionStorage.clear());

  it('says the booking is confirmed after a booking’s payment', async () => {
    await renderSuccess();
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your payment has been received and your booking is confirmed. See you on the court!',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View the Match' })).toBeNull();
  });

  it('says the share is paid, never that a booking is confirmed, after a match share’s payment', async () => {
    rememberSharePayment(MATCH_ID);
    await renderSuccess({ 'matches.byId': () => matchWithShare('paid') });
    expect(
      await screen.findByText(
        'Your payment has been received and your share of the match is paid. See you on the court!',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/your booking is confirmed/)).toBeNull();
    expect(screen.getByRole('link', { name: 'View the Match' })).toHaveAttribute(
      'href',
      `/matches/${MATCH_ID}`,
    );
    // Told once: the next payment of this tab starts without the note.
    expect(readSharePayment()).toBeNull();
  });

  it('does not claim a share it cannot see paid (an old note, then a booking paid)', async () => {
    rememberSharePayment(MATCH_ID);
    await renderSuccess({ 'matches.byId': () => matchWithShare('pending') });
    expect(
      await screen.findByText(
        'Your payment has been received and your booking is confirmed. See you on the court!',
      ),
    ).toBeInTheDocument();
  });

  it('says so in Urdu', async () => {
    rememberSharePayment(MATCH_ID);
    await renderSuccess({ 'matches.byId': () => matchWithShare('paid') }, 'ur');
    expect(await screen.findByRole('heading', { name: 'ادائیگی کامیاب رہی' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'آپ کی ادائیگی موصول ہو گئی ہے اور میچ میں آپ کا حصہ ادا ہو گیا ہے۔ کورٹ پر ملاقات ہو گی!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'میچ دیکھیں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'میری بکنگز دیکھیں' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
  });
});
