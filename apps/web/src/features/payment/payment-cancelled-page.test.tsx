import { screen } from '@testing-library/react';
import { ERROR_MESSAGES } from '@padel/contract';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { renderWithTheme } from '../../test/render';
import PaymentCancelledPage from './payment-cancelled-page';

describe('payment for a cancelled booking page', () => {
  it('says the booking was cancelled and the payment will be refunded, never that it is confirmed', () => {
    const { hook } = memoryLocation({ path: '/payment/cancelled', static: true });
    renderWithTheme(
      <Router hook={hook}>
        <PaymentCancelledPage />
      </Router>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Booking Cancelled');
    expect(screen.getByText(ERROR_MESSAGES.paymentForCancelledBooking)).toBeInTheDocument();
    expect(ERROR_MESSAGES.paymentForCancelledBooking).toMatch(/cancelled.*refund/);
    expect(document.body).not.toHaveTextContent(/confirmed|Payment Successful/i);
    expect(screen.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
  });
});
