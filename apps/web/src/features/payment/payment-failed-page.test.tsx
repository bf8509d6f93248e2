import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { renderWithTheme } from '../../test/render';
import PaymentFailedPage from './payment-failed-page';

const HINTS = [
  'For a JazzCash wallet, the CNIC (last 6 digits) must match the one registered with the wallet account.',
  'For a card, make sure it is enabled for online payments.',
  'Make sure your network connection is stable and try again.',
];

function renderAt(path: string) {
  const { hook, searchHook } = memoryLocation({ path, static: true });
  return renderWithTheme(
    <Router hook={hook} searchHook={searchHook}>
      <PaymentFailedPage />
    </Router>,
  );
}

describe('payment failed page', () => {
  it('shows the error query parameter under Error Details', () => {
    renderAt(`/payment/failed?error=${encodeURIComponent('Transaction declined by the issuer')}`);
    const details = screen.getByText('Error Details').closest('[role="alert"]');
    expect(details).toHaveTextContent('Transaction declined by the issuer');
  });

  it('shows the three hints and the way back', () => {
    renderAt('/payment/failed?error=Declined');
    for (const hint of HINTS) expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/booking');
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
  });

  it('leaves out Error Details when no error is given', () => {
    renderAt('/payment/failed');
    expect(screen.queryByText('Error Details')).not.toBeInTheDocument();
    expect(screen.getByText('Payment Failed')).toBeInTheDocument();
  });
});
