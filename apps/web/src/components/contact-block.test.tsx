import {
  DEFAULT_BUSINESS_SETTINGS,
  type TPublicBusiness,
  type TSocialMediaLink,
} from '@padel/contract';
import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../test/render-with-api';
import { ContactBlock } from './contact-block';

const link = (
  platform: TSocialMediaLink['platform'],
  url: string,
  index: number,
): TSocialMediaLink => ({
  _id: `00000000-0000-4000-8000-00000000000${index}`,
  platform,
  url,
  customName: '',
  customIcon: '',
});

const BUSINESS: TPublicBusiness = {
  ...DEFAULT_BUSINESS_SETTINGS,
  businessName: 'Padel Arena',
  phone: '+92 42 111 222 333',
  email: 'hello@padelarena.pk',
  fullAddress: '12 Main Boulevard, Gulberg, Lahore',
  socialMedia: [
    link('facebook', 'https://facebook.com/padelarena', 1),
    link('instagram', 'https://instagram.com/padelarena', 2),
    link('whatsapp', 'https://wa.me/923001234567', 3),
    link('youtube', 'https://youtube.com/@padelarena', 4),
  ],
};

describe('contact block', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows Open Now from the business hours in Karachi time', async () => {
    // Monday 10:00 UTC is 15:00 in Karachi; weekdays open 06:00-23:00 by default.
    vi.setSystemTime(new Date('2025-01-06T10:00:00Z'));
    renderWithApi(<ContactBlock />, { 'business.public': () => ({ business: BUSINESS }) });
    expect(await screen.findByText('Open Now')).toBeInTheDocument();
    expect(screen.getByText('Closes at 23:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+92 42 111 222 333' })).toHaveAttribute(
      'href',
      'tel:+9242111222333',
    );
    expect(screen.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByText('Monday (today)')).toBeInTheDocument();
  });

  it('shows Closed and the next opening after midnight in Karachi', async () => {
    // Monday 19:30 UTC is already Tuesday 00:30 in Karachi.
    vi.setSystemTime(new Date('2025-01-06T19:30:00Z'));
    renderWithApi(<ContactBlock variant="header" />, {
      'business.public': () => ({ business: BUSINESS }),
    });
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('Opens today at 06:00')).toBeInTheDocument();
  });

  it('falls back to the operating hours when the settings hold none', async () => {
    vi.setSystemTime(new Date('2025-01-06T10:00:00Z'));
    const day = (name: string, isOpen: boolean) => ({
      day: name,
      isOpen,
      timeRanges: isOpen ? [{ openTime: '16:00', closeTime: '22:00' }] : [],
    });
    const { calls } = renderWithApi(<ContactBlock variant="compact" />, {
      'business.public': () => ({ business: { ...BUSINESS, businessHours: {} } }),
      'hours.list': () => ({
        operatingHours: [],
        schedule: { monday: day('monday', true), tuesday: day('tuesday', false) },
      }),
    });
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('Opens today at 16:00')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('hours.list');
  });

  it('shows at most three social icons in compact mode', async () => {
    vi.setSystemTime(new Date('2025-01-06T10:00:00Z'));
    const { container } = renderWithApi(<ContactBlock variant="compact" />, {
      'business.public': () => ({ business: BUSINESS }),
    });
    await screen.findByText('Open Now');
    const icons = within(container)
      .getAllByRole('link')
      .filter((element) => element.getAttribute('aria-label'));
    expect(icons.map((element) => element.getAttribute('aria-label'))).toEqual([
      'Facebook',
      'Instagram',
      'WhatsApp',
    ]);
  });

  it('shows the hours and contact lines in Urdu, the phone number left to right', async () => {
    vi.setSystemTime(new Date('2025-01-06T10:00:00Z'));
    // Urdu's texts arrive as a fetch: the block waits for them, as it does in the app.
    await act(async () => {
      renderWithApi(
        <Suspense fallback={null}>
          <ContactBlock />
        </Suspense>,
        { 'business.public': () => ({ business: BUSINESS }) },
        '/',
        { language: 'ur' },
      );
    });
    expect(await screen.findByText('ابھی کھلا ہے')).toBeInTheDocument();
    expect(screen.getByText('23:00 پر بند ہوگا')).toBeInTheDocument();
    expect(screen.getByText('پیر (آج)')).toBeInTheDocument();
    expect(screen.getByText('اوقاتِ کار (پاکستانی وقت)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Padel Arena پر تشریف لائیں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'راستہ دیکھیں' })).toBeInTheDocument();
    expect(screen.getByText('+92 42 111 222 333')).toHaveAttribute('dir', 'ltr');
  });
});
