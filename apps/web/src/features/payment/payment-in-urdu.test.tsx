import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { renderWithTheme } from '../../test/render';
import PaymentCancelledPage from './payment-cancelled-page';
import PaymentClosePage from './payment-close-page';
import PaymentFailedPage from './payment-failed-page';

async function renderInUrdu(ui: React.ReactElement, path: string) {
  const { hook, searchHook } = memoryLocation({ path, static: true });
  await act(async () => {
    renderWithTheme(
      <Router hook={hook} searchHook={searchHook}>
        <Suspense>{ui}</Suspense>
      </Router>,
      { language: 'ur' },
    );
  });
}

describe('payment pages in Urdu', () => {
  it('shows the failed page, its hints and the way back in Urdu, the provider’s error as it came', async () => {
    await renderInUrdu(<PaymentFailedPage />, '/payment/failed?error=Declined');
    expect(await screen.findByRole('heading', { name: 'ادائیگی نہیں ہو سکی' })).toBeInTheDocument();
    expect(screen.getByText('خرابی کی تفصیل')).toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
    expect(screen.getByText(/آن لائن ادائیگی کی سہولت فعال ہے/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'دوبارہ کوشش کریں' })).toHaveAttribute(
      'href',
      '/booking',
    );
  });

  it('shows the cancelled page’s links in Urdu', async () => {
    await renderInUrdu(<PaymentCancelledPage />, '/payment/cancelled');
    expect(await screen.findByRole('link', { name: 'ریفنڈ پالیسی' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
  });

  it('says the window is closing in Urdu', async () => {
    await renderInUrdu(<PaymentClosePage />, '/payment/close');
    expect(await screen.findByText('ونڈو بند ہو رہی ہے...')).toBeInTheDocument();
  });
});
