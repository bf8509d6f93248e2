import { DEFAULT_BUSINESS_SETTINGS, type TPublicBusiness } from '@padel/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n/languages';
import { renderWithApi } from '../../test/render-with-api';
import AboutPage from './about-page';
import ContactPage from './contact-page';
import CookiePolicyPage from './cookie-policy-page';
import DataDeletionPage from './data-deletion-page';
import FaqPage from './faq-page';
import PrivacyPage from './privacy-page';
import RefundPolicyPage from './refund-policy-page';
import TermsPage from './terms-page';

const BUSINESS: TPublicBusiness = {
  ...structuredClone(DEFAULT_BUSINESS_SETTINGS),
  businessName: 'Gulberg Padel',
  phone: '+92 42 111 222 333',
  email: 'hello@gulbergpadel.pk',
  socialMedia: [],
};

/** A page as a player sees it; Urdu's texts arrive as a fetch, which the page waits for. */
async function show(page: ReactElement, language: Language, business = BUSINESS) {
  await act(async () => {
    renderWithApi(
      <Suspense fallback={null}>{page}</Suspense>,
      {
        'business.public': () => ({ business, signInProviders: [] }),
        'hours.list': () => ({ operatingHours: [], schedule: {} }),
      },
      '/',
      { language },
    );
  });
}

describe('information pages in English', () => {
  it('answers a question with the venue’s phone and the refund policy linked', async () => {
    await show(<FaqPage />, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Can I cancel my booking?' }));
    const answer = await screen.findByText(/Open My Bookings, choose Cancel/);
    expect(answer).toHaveTextContent(
      'Yes. Open My Bookings, choose Cancel on the booking and enter the code we email you. Cancel at least',
    );
    expect(answer).toHaveTextContent(/after that, please call us at \+92 42 111 222 333\.$/);
    // The panel is still opening: its link is read from its text.
    expect(within(answer).getByText('Refund Policy').closest('a')).toHaveAttribute(
      'href',
      '/refund-policy',
    );
  });

  it('names every way to reach the venue in one sentence', async () => {
    await show(<TermsPage />, 'en');
    expect(
      await screen.findByText(/^Questions\? Reach us by email at/, { selector: 'p' }),
    ).toHaveTextContent(
      'Questions? Reach us by email at hello@gulbergpadel.pk, by phone at +92 42 111 222 333, or through the Contact page. Gulberg Padel will answer as soon as it can.',
    );
  });

  it('sends a visitor to the Contact page when the venue has no email or phone', async () => {
    await show(<PrivacyPage />, 'en', { ...BUSINESS, phone: '', email: '' });
    expect(
      await screen.findByText(/^For any privacy question/, { selector: 'p' }),
    ).toHaveTextContent(
      'For any privacy question, reach us through the Contact page. Gulberg Padel will answer as soon as it can.',
    );
    expect(screen.getByRole('link', { name: 'the Contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

describe('information pages in Urdu', () => {
  it('shows the about page with the venue’s name as it is', async () => {
    await show(<AboutPage />, 'ur');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gulberg Padel کے بارے میں' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ہمارا مقصد' })).toBeInTheDocument();
  });

  it('shows the contact form and sends a message', async () => {
    await show(<ContactPage />, 'ur');
    expect(await screen.findByRole('heading', { name: 'ہم سے رابطہ کریں' })).toBeInTheDocument();
    expect(screen.getByLabelText('فون (اختیاری)')).toHaveValue('+92');
    expect(screen.getByRole('button', { name: 'پیغام بھیجیں' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'میں کورٹ کیسے بک کروں؟' })).toBeInTheDocument();
  });

  it('shows the FAQ with the phone number left to right inside the Urdu answer', async () => {
    await show(<FaqPage />, 'ur');
    fireEvent.click(await screen.findByRole('button', { name: 'کیا میری بکنگ منسوخ ہو سکتی ہے؟' }));
    const answer = await screen.findByText(/^جی ہاں۔ میری بکنگز کھولیں/);
    expect(answer).toHaveTextContent('اس کے بعد براہِ کرم ہمیں +92 42 111 222 333 پر کال کریں۔');
    expect(within(answer).getByText('+92 42 111 222 333')).toHaveAttribute('dir', 'ltr');
    expect(within(answer).getByText('ریفنڈ پالیسی').closest('a')).toHaveAttribute(
      'href',
      '/refund-policy',
    );
  });

  it('shows the data deletion request with its reasons', async () => {
    await show(<DataDeletionPage />, 'ur');
    expect(
      await screen.findByRole('heading', { name: 'ڈیٹا حذف کرنے کی درخواست' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'رازداری کے خدشات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'درخواست جمع کریں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رازداری اور ڈیٹا' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
  });

  it('shows the policies in Urdu', async () => {
    await show(<TermsPage />, 'ur');
    expect(await screen.findByRole('heading', { name: 'سروس کی شرائط' })).toBeInTheDocument();
    expect(screen.getByText('3۔ بکنگز')).toBeInTheDocument();
    expect(screen.getByText(/^سوالات ہیں؟ ہم سے ای میل/)).toHaveTextContent(
      'سوالات ہیں؟ ہم سے ای میل hello@gulbergpadel.pk، فون +92 42 111 222 333 یا رابطہ کے صفحے کے ذریعے رابطہ کریں۔ Gulberg Padel جلد از جلد جواب دے گا۔',
    );
  });

  it('shows the refund policy in Urdu', async () => {
    await show(<RefundPolicyPage />, 'ur');
    expect(await screen.findByRole('columnheader', { name: 'رقم کی واپسی' })).toBeInTheDocument();
    expect(screen.getAllByText('100% رقم واپس')).toHaveLength(2);
  });

  it('shows the privacy policy in Urdu', async () => {
    await show(<PrivacyPage />, 'ur');
    expect(await screen.findByRole('heading', { name: 'ہم کیا جمع کرتے ہیں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'کوکی پالیسی' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
  });

  it('shows the cookie policy in Urdu', async () => {
    await show(<CookiePolicyPage />, 'ur');
    expect(await screen.findByRole('cell', { name: 'سائن اِن سیشن' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ہماری استعمال کردہ کوکیز' })).toBeInTheDocument();
  });
});
