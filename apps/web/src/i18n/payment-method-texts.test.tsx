import { act, screen } from '@testing-library/react';
import { DEFAULT_BUSINESS_SETTINGS, type TPaymentMethodInfo } from '@padel/contract';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../test/render-with-api';
import type { Language } from './languages';
import { usePaymentMethodTexts } from './payment-method-texts';

function Methods({ info }: { info: TPaymentMethodInfo }) {
  const texts = usePaymentMethodTexts(info);
  return (
    <ul>
      {(['payAtVenue', 'jazzcashCard', 'jazzcashWallet'] as const).map((key) => (
        <li key={key}>
          {texts(key).title} / {texts(key).subtitle}
        </li>
      ))}
    </ul>
  );
}

const SEEDED: TPaymentMethodInfo = {
  payAtVenue: { title: 'Pay at venue', subtitle: 'Pay in cash when you arrive' },
  jazzcashCard: { title: 'Debit / credit card', subtitle: 'Pay securely through JazzCash' },
  jazzcashWallet: { title: '', subtitle: '' },
};

const renderIn = (language: Language, info: TPaymentMethodInfo) =>
  act(async () => {
    renderWithApi(
      <Suspense fallback={null}>
        <Methods info={info} />
      </Suspense>,
      {},
      '/',
      { language },
    );
  });

describe('a payment method’s texts', () => {
  it('reads a venue’s starting texts in Urdu', async () => {
    await renderIn('ur', SEEDED);
    expect(await screen.findByText('وینیو پر ادائیگی / پہنچنے پر نقد ادائیگی کریں')).toBeVisible();
    expect(
      screen.getByText('ڈیبٹ / کریڈٹ کارڈ / JazzCash کے ذریعے محفوظ ادائیگی کریں'),
    ).toBeVisible();
    expect(
      screen.getByText('JazzCash والٹ / اپنے JazzCash موبائل اکاؤنٹ سے ادائیگی کریں'),
    ).toBeVisible();
  });

  it('reads the contract’s defaults in Urdu too', async () => {
    await renderIn('ur', DEFAULT_BUSINESS_SETTINGS.paymentMethodInfo);
    expect(await screen.findByText(/^ڈیبٹ \/ کریڈٹ کارڈ/)).toBeVisible();
  });

  it('keeps the venue’s own words in either language', async () => {
    await renderIn('ur', {
      ...SEEDED,
      payAtVenue: { title: 'Cash at the desk', subtitle: 'Till 11pm' },
    });
    expect(await screen.findByText('Cash at the desk / Till 11pm')).toBeVisible();
  });

  it('shows the English texts in English', async () => {
    await renderIn('en', { ...SEEDED, jazzcashCard: { title: '', subtitle: '' } });
    expect(screen.getByText('Debit / credit card / Pay securely through JazzCash')).toBeVisible();
    expect(
      screen.getByText('JazzCash wallet / Pay from your JazzCash mobile account'),
    ).toBeVisible();
  });
});
