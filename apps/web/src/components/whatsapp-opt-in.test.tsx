import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { expectPhoneFieldCleans } from '../test/phone-field';
import { apiError, renderWithApi } from '../test/render-with-api';
import { WhatsAppOptIn } from './whatsapp-opt-in';

const settings = (overrides: Record<string, unknown> = {}) => ({
  whatsappAvailable: true,
  whatsappOptIn: false,
  whatsappPhone: '',
  whatsappConfirmed: false,
  calendarFeed: { isActive: false, createdAt: null },
  ...overrides,
});

describe('the WhatsApp opt-in', () => {
  it('is off by default and saves the opt-in with the number', async () => {
    const { calls } = renderWithApi(<WhatsAppOptIn defaultPhone="+923001234567" />, {
      'notifications.settings': () => settings(),
      'notifications.updateSettings': (input) => ({
        message: 'WhatsApp messages are on',
        data: settings({
          whatsappOptIn: true,
          whatsappPhone: (input as { whatsappPhone: string }).whatsappPhone,
          whatsappConfirmed: true,
        }),
      }),
    });
    const toggle = await screen.findByRole('switch', { name: /on WhatsApp/ });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(calls.find((call) => call.path === 'notifications.updateSettings')?.input).toEqual({
      whatsappOptIn: true,
      whatsappPhone: '+923001234567',
    });
    expect(await screen.findByText('WhatsApp messages are on')).toBeInTheDocument();
  });

  it('asks for the code sent on WhatsApp after opting in, and confirms the number with it', async () => {
    const { calls } = renderWithApi(<WhatsAppOptIn defaultPhone="+923001234567" />, {
      'notifications.settings': () => settings(),
      'notifications.updateSettings': () => ({
        message: 'We sent a code to your WhatsApp. Enter it to confirm the number.',
        data: settings({ whatsappOptIn: true, whatsappPhone: '+923001234567' }),
      }),
      'notifications.confirmWhatsApp': (input) => {
        if ((input as { code: string }).code !== '123456') {
          throw apiError('Invalid or expired verification code');
        }
        return {
          message: 'Your WhatsApp number is confirmed. WhatsApp messages are on',
          data: settings({
            whatsappOptIn: true,
            whatsappPhone: '+923001234567',
            whatsappConfirmed: true,
          }),
        };
      },
    });
    fireEvent.click(await screen.findByRole('switch', { name: /on WhatsApp/ }));
    const field = await screen.findByLabelText('WhatsApp code');
    expect(screen.getByText(/We sent a code to \+923001234567 on WhatsApp/)).toBeInTheDocument();

    fireEvent.change(field, { target: { value: '12a' } });
    expect(field).toHaveValue('12');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter complete OTP')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'notifications.confirmWhatsApp')).toBe(false);

    fireEvent.change(field, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invalid or expired verification code')).toBeInTheDocument();

    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Your WhatsApp number is confirmed. WhatsApp messages are on'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('WhatsApp code')).toBeNull());
    expect(screen.getByText('Messages go to +923001234567.')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.path === 'notifications.confirmWhatsApp').at(-1)?.input,
    ).toEqual({
      code: '123456',
    });
  });

  it('keeps a typed or pasted number whole and opts in with +92 and 10 digits', async () => {
    const { calls } = renderWithApi(<WhatsAppOptIn />, {
      'notifications.settings': () => settings(),
      'notifications.updateSettings': (input) => ({
        message: 'WhatsApp messages are on',
        data: settings({
          whatsappOptIn: true,
          whatsappPhone: (input as { whatsappPhone: string }).whatsappPhone,
        }),
      }),
    });
    const toggle = await screen.findByRole('switch', { name: /on WhatsApp/ });
    await expectPhoneFieldCleans(() => screen.getByLabelText('WhatsApp number'));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(calls.find((call) => call.path === 'notifications.updateSettings')?.input).toEqual({
      whatsappOptIn: true,
      whatsappPhone: '+923001234567',
    });
  });

  it('asks for a valid number before opting in', async () => {
    const { calls } = renderWithApi(<WhatsAppOptIn />, {
      'notifications.settings': () => settings(),
    });
    const toggle = await screen.findByRole('switch', { name: /on WhatsApp/ });
    fireEvent.click(toggle);
    expect(await screen.findByText(/phone number/i)).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'notifications.updateSettings')).toBe(false);
  });

  it('shows nothing when the venue does not send WhatsApp messages', async () => {
    const { calls, container } = renderWithApi(<WhatsAppOptIn />, {
      'notifications.settings': () => settings({ whatsappAvailable: false }),
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.querySelector('input')).toBeNull();
  });
});

describe('the WhatsApp opt-in in Urdu', () => {
  it('asks for the number’s code in Urdu, the number kept left to right', async () => {
    // Urdu's texts arrive as a fetch: the opt-in waits for them, as it does in the app.
    await act(async () => {
      renderWithApi(
        <Suspense>
          <WhatsAppOptIn />
        </Suspense>,
        {
          'notifications.settings': () =>
            settings({ whatsappOptIn: true, whatsappPhone: '+923001234567' }),
        },
        '/settings',
        { language: 'ur' },
      );
    });
    expect(
      await screen.findByRole('switch', {
        name: /^بکنگ کی تصدیق، منسوخی اور یاد دہانیاں WhatsApp پر/,
      }),
    ).toBeChecked();
    expect(screen.getByLabelText('WhatsApp نمبر').closest('[dir="ltr"]')).not.toBeNull();
    // The number sits between left-to-right isolates (U+2066, U+2069) inside the Urdu sentence.
    expect(
      screen.getByText(/ہم نے WhatsApp پر \u2066\+923001234567\u2069 کو ایک کوڈ بھیجا ہے/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تصدیق کریں' })).toBeInTheDocument();
  });
});
