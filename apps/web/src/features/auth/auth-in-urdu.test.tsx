import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import AuthCallbackPage from './auth-callback-page';
import { openAuthModal } from './auth-events';
import AuthModal from './auth-modal';
import CompleteSignupPage from './complete-signup-page';
import { renderWithApi, TEST_PLAYER, type ApiHandler } from '../../test/render-with-api';

/**
 * A screen rendered in Urdu: it waits for its texts (Suspense), so the render is awaited in act
 * for React to show it once they have arrived.
 */
async function renderInUrdu(ui: ReactElement, handlers: Record<string, ApiHandler>, path: string) {
  await act(async () => {
    renderWithApi(<Suspense>{ui}</Suspense>, handlers, path, { language: 'ur' });
  });
}

/** The dialog titled `title` once its forms have loaded (its frame stands in until then). */
async function findDialog(title: string) {
  const name = new RegExp(`^${title}`);
  await waitFor(
    () => expect(screen.getByRole('dialog', { name })).not.toHaveAttribute('aria-busy', 'true'),
    { timeout: 5000 },
  );
  return screen.getByRole('dialog', { name });
}

describe('signing in, in Urdu', () => {
  it('shows the sign-in dialog, its social sign-in and sign-up in Urdu', async () => {
    await renderInUrdu(
      <AuthModal />,
      {
        'auth.session': () => ({ user: null }),
        'business.public': () => ({ business: {}, signInProviders: ['google'] }),
      },
      '/',
    );
    await act(async () => openAuthModal('login'));
    let dialog = await findDialog('دوبارہ خوش آمدید');
    expect(within(dialog).getByText('کورٹ بک کرنے کے لیے لاگ اِن کریں')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('پاس ورڈ')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'لاگ اِن' })).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('button', { name: /Google کے ساتھ جاری رکھیں/ }),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'سائن اپ کریں' }));
    dialog = await findDialog('اکاؤنٹ بنائیں');
    expect(within(dialog).getByLabelText('پہلا نام')).toBeInTheDocument();
    // A phone number is typed left to right in Urdu too.
    expect(within(dialog).getByLabelText('فون نمبر').closest('[dir="ltr"]')).not.toBeNull();
  });

  it('asks for the e-mailed code in Urdu, its boxes left to right', async () => {
    await renderInUrdu(
      <AuthModal />,
      {
        'auth.session': () => ({ user: null }),
        'business.public': () => ({ business: {}, signInProviders: [] }),
        'auth.register': () => ({ message: 'Verification code sent.', data: null }),
      },
      '/',
    );
    await act(async () => openAuthModal('register'));
    let dialog = await findDialog('اکاؤنٹ بنائیں');
    await userEvent.type(within(dialog).getByLabelText('پہلا نام'), 'Ayesha');
    await userEvent.type(within(dialog).getByLabelText('آخری نام'), 'Khan');
    await userEvent.type(within(dialog).getByLabelText('ای میل'), 'ayesha@example.com');
    await userEvent.type(within(dialog).getByLabelText('فون نمبر'), '03001234567');
    await userEvent.type(within(dialog).getByLabelText('پاس ورڈ'), 'Secret12');
    await userEvent.type(within(dialog).getByLabelText('پاس ورڈ دوبارہ درج کریں'), 'Secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'اکاؤنٹ بنائیں' }));

    dialog = await findDialog('اپنی ای میل کی تصدیق کریں');
    expect(within(dialog).getByText('ayesha@example.com')).toHaveAttribute('dir', 'ltr');
    expect(within(dialog).getByText(/6 ہندسوں کا کوڈ بھیجا ہے/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'تصدیق کریں اور اکاؤنٹ بنائیں' }),
    ).toBeInTheDocument();
    const firstBox = within(dialog).getAllByRole('textbox')[0] as HTMLElement;
    expect(firstBox.closest('[dir="ltr"]')).not.toBeNull();
  });

  it('shows the account setup page in Urdu', async () => {
    await renderInUrdu(<CompleteSignupPage />, {}, '/complete-signup');
    expect(
      await screen.findByRole('heading', { name: 'اپنے اکاؤنٹ کی تیاری مکمل کریں' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('ای میل')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تصدیقی کوڈ بھیجیں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'یہاں سائن اِن کریں' })).toBeInTheDocument();
  });

  it('signs in from the callback in Urdu', async () => {
    await renderInUrdu(
      <AuthCallbackPage />,
      {
        'auth.oauthExchange': () => new Promise(() => undefined),
        'auth.session': () => ({ user: TEST_PLAYER }),
      },
      '/auth/callback?code=one-time',
    );
    expect(
      await screen.findByRole('heading', { name: 'آپ کو سائن اِن کیا جا رہا ہے...' }),
    ).toBeInTheDocument();
    expect(screen.getByText('براہِ کرم ایک لمحہ انتظار کریں۔')).toBeInTheDocument();
  });

  it('says why a sign-in failed, in Urdu', async () => {
    await renderInUrdu(
      <AuthCallbackPage />,
      {},
      `/auth/callback?error=${encodeURIComponent('Refused')}`,
    );
    expect(await screen.findByText('سائن اِن نہیں ہو سکا: Refused')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ہوم پیج پر جائیں' })).toBeInTheDocument();
  });
});
