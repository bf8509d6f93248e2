import { setupI18n } from '@lingui/core';
import { DEFAULT_BUSINESS_SETTINGS, type TPublicBusiness } from '@padel/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformProvider, WEB_PLATFORM } from '../../lib/platform';
import { OPEN_AUTH_MODAL_EVENT, takePendingAuthModalRequest } from '../auth/auth-events';
import { renderWithApi, TEST_PLAYER } from '../../test/render-with-api';
import { messages as english } from '../../locales/en/home.po';
import { messages as urdu } from '../../locales/ur/home.po';
import HomePage, { describePaymentMethods } from './home-page';

function translator(language: 'en' | 'ur') {
  const i18n = setupI18n({
    locale: language,
    messages: { [language]: language === 'en' ? english : urdu },
  });
  return (id: string, values?: Record<string, unknown>) => i18n._(id, values);
}
const t = translator('en');

const BUSINESS: TPublicBusiness = {
  ...DEFAULT_BUSINESS_SETTINGS,
  businessName: 'Padel Arena',
  tagline: 'Book a padel court in seconds',
  description: 'Four courts in Gulberg, open early until late.',
  phone: '+92 42 111 222 333',
  mapUrl: 'https://maps.google.com/?q=Padel+Arena',
  appSettings: {
    ...DEFAULT_BUSINESS_SETTINGS.appSettings,
    playStoreUrl: 'https://play.google.com/store/apps/details?id=pk.padel',
  },
  socialMedia: [],
};

function recordAuthRequests() {
  const modes: string[] = [];
  const listener = (event: Event) =>
    modes.push((event as CustomEvent<{ mode: string }>).detail.mode);
  window.addEventListener(OPEN_AUTH_MODAL_EVENT, listener);
  return { modes, stop: () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, listener) };
}

describe('home page', () => {
  afterEach(() => {
    takePendingAuthModalRequest();
  });

  it('shows the hero from business settings and invites a visitor to sign up or log in', async () => {
    const requests = recordAuthRequests();
    renderWithApi(<HomePage />, {
      'auth.session': () => ({ user: null }),
      'business.public': () => ({ business: BUSINESS }),
    });
    expect(
      await screen.findByText('Four courts in Gulberg, open early until late.', {
        selector: 'section[aria-labelledby="home-title"] p bdi',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Book a padel court in seconds' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '+92 42 111 222 333' })[0]).toHaveAttribute(
      'href',
      'tel:+9242111222333',
    );
    expect(screen.getAllByRole('link', { name: 'Get Directions' })[0]).toHaveAttribute(
      'href',
      BUSINESS.mapUrl,
    );
    expect(await screen.findByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      BUSINESS.appSettings.playStoreUrl,
    );
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();

    for (const title of ['Sign Up', 'Choose Court', 'Play & Enjoy'])
      expect(screen.getByText(title)).toBeInTheDocument();

    const start = await screen.findByRole('button', { name: 'Start Playing Today' });
    await waitFor(() => expect(start).toBeEnabled());
    await userEvent.click(start);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get Started Free' }));
    await userEvent.click(screen.getByRole('button', { name: 'I Have an Account' }));
    expect(requests.modes).toEqual(['register', 'login', 'register', 'login']);
    requests.stop();
  });

  it('offers no store badges inside the app the player is already using', async () => {
    const business = {
      ...BUSINESS,
      appSettings: { ...BUSINESS.appSettings, appStoreUrl: 'https://apps.apple.com/app/id1' },
    };
    const handlers = {
      'auth.session': () => ({ user: null }),
      'business.public': () => ({ business }),
    };
    // In a browser the same settings show both badges (their code is then loaded, so the
    // app's page below would draw them at once with the hero).
    const browser = renderWithApi(<HomePage />, handlers);
    expect(await screen.findByRole('link', { name: /App Store/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Google Play/ })).toBeInTheDocument();
    browser.unmount();

    renderWithApi(
      <PlatformProvider value={{ ...WEB_PLATFORM, isNativeApp: true }}>
        <HomePage />
      </PlatformProvider>,
      handlers,
    );
    expect(
      await screen.findByText('Four courts in Gulberg, open early until late.', {
        selector: 'section[aria-labelledby="home-title"] p bdi',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google Play/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
  });

  it('offers a signed-in player booking and a welcome back by first name', async () => {
    renderWithApi(<HomePage />, {
      'auth.session': () => ({ user: TEST_PLAYER }),
      'business.public': () => ({ business: BUSINESS }),
    });
    expect(await screen.findByText('Welcome back, Ayesha!')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Book a Court Now' })[0]).toHaveAttribute(
      'href',
      '/booking',
    );
    expect(screen.getAllByRole('link', { name: 'My Bookings' })[0]).toHaveAttribute(
      'href',
      '/my-bookings',
    );
    expect(screen.queryByRole('button', { name: 'Start Playing Today' })).not.toBeInTheDocument();
  });

  it('falls back to default texts while the business settings are missing', () => {
    renderWithApi(<HomePage />, {
      'auth.session': () => ({ user: null }),
      'business.public': () => new Promise(() => {}),
    });
    expect(screen.getByText('Padel Arena')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Book a padel court in seconds',
    );
  });

  it('opens the login for /login and shows the landing page at /', async () => {
    const { history } = renderWithApi(
      <HomePage />,
      { 'auth.session': () => ({ user: null }), 'business.public': () => ({ business: BUSINESS }) },
      '/login',
    );
    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(takePendingAuthModalRequest()?.mode).toBe('login');
  });

  it('names the payment methods the venue takes', () => {
    expect(
      describePaymentMethods({ payAtVenue: true, jazzcashCard: true, jazzcashWallet: true }, t),
    ).toBe('Pay at the venue, by card or with your JazzCash wallet.');
    expect(
      describePaymentMethods({ payAtVenue: true, jazzcashCard: false, jazzcashWallet: false }, t),
    ).toBe('Pay at the venue.');
    expect(
      describePaymentMethods({ payAtVenue: false, jazzcashCard: false, jazzcashWallet: false }, t),
    ).toBe('');
  });

  it('shows the landing page in Urdu, with the venue’s own texts as they are', async () => {
    // Urdu's texts arrive as a fetch: the screen waits for them, as it does in the app.
    await act(async () => {
      renderWithApi(
        <Suspense fallback={null}>
          <HomePage />
        </Suspense>,
        {
          'auth.session': () => ({ user: null }),
          'business.public': () => ({ business: BUSINESS }),
        },
        '/',
        { language: 'ur' },
      );
    });
    expect(
      await screen.findByRole('button', { name: 'آج ہی کھیلنا شروع کریں' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ہمارے ساتھ کیوں کھیلیں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'یہ کیسے کام کرتا ہے' })).toBeInTheDocument();
    expect(screen.getByText('آج سے 30 دن آگے تک آن لائن بکنگ کریں۔')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ریفنڈ پالیسی' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    expect(screen.getByRole('button', { name: 'لاگ اِن' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Book a padel court in seconds' }),
    ).toBeInTheDocument();
  });

  it('names the payment methods in Urdu', () => {
    expect(
      describePaymentMethods(
        { payAtVenue: true, jazzcashCard: true, jazzcashWallet: true },
        translator('ur'),
      ),
    ).toBe('ادائیگی مقام پر، کارڈ سے یا اپنے JazzCash والٹ سے کریں۔');
  });
});
