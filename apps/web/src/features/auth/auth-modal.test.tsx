import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openAuthModal } from './auth-events';
import AuthModal from './auth-modal';
import { expectPhoneFieldCleans } from '../../test/phone-field';
import { apiError, renderWithApi, TEST_PLAYER, type ApiHandler } from '../../test/render-with-api';

function renderModal(handlers: Record<string, ApiHandler> = {}) {
  return renderWithApi(<AuthModal />, { 'auth.session': () => ({ user: null }), ...handlers });
}

/**
 * The modal titled `title` (its accessible name starts with the title), once its forms have
 * loaded: until then its frame stands in, busy.
 */
async function findDialog(title: string) {
  const name = new RegExp(`^${title}`);
  await waitFor(
    () => expect(screen.getByRole('dialog', { name })).not.toHaveAttribute('aria-busy', 'true'),
    { timeout: 5000 },
  );
  return screen.getByRole('dialog', { name });
}

const TITLES = {
  login: 'Welcome Back',
  register: 'Create Account',
  'forgot-password': 'Forgot Password',
} as const;

async function openIn(mode: keyof typeof TITLES) {
  await act(async () => openAuthModal(mode));
  return findDialog(TITLES[mode]);
}

describe('auth modal', () => {
  it('opens in the mode the open-auth-modal event carries', async () => {
    renderModal();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    let dialog = await openIn('register');
    expect(within(dialog).getByLabelText('First name')).toBeInTheDocument();

    dialog = await openIn('forgot-password');
    expect(within(dialog).getByRole('button', { name: 'Send Code' })).toBeInTheDocument();

    dialog = await openIn('login');
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('opens for a request made before it had loaded', async () => {
    openAuthModal('register');
    renderModal();
    expect(await findDialog('Create Account')).toBeInTheDocument();
  });

  it("shows the contract's messages for an empty login and calls nothing", async () => {
    const { calls } = renderModal();
    const dialog = await openIn('login');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'auth.login')).toBe(false);
  });

  it("shows the server's refusal in a red box and a loading label while logging in", async () => {
    let refuse: (error: unknown) => void = () => {};
    renderModal({
      'auth.login': () =>
        new Promise((_resolve, reject) => {
          refuse = reject;
        }),
    });
    const dialog = await openIn('login');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ayesha@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    act(() => refuse(apiError('Invalid email or password', 401)));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('signs in, updates the session, closes and goes to /booking', async () => {
    const { calls, history, queryClient } = renderModal({
      'auth.login': () => ({ message: 'Login successful!', data: { user: TEST_PLAYER } }),
    });
    const dialog = await openIn('login');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'Ayesha@Example.com ');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(history.at(-1)).toBe('/booking'));
    expect(calls.find((call) => call.path === 'auth.login')?.input).toEqual({
      email: 'ayesha@example.com',
      password: 'Secret12',
    });
    const session = queryClient
      .getQueriesData<{ user: unknown }>({})
      .find(([key]) => JSON.stringify(key).includes('session'));
    expect(session?.[1]?.user).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps a player asked to sign in for something on the page (joining a match) on it', async () => {
    const { history } = renderWithApi(
      <AuthModal />,
      {
        'auth.session': () => ({ user: null }),
        'auth.login': () => ({ message: 'Login successful!', data: { user: TEST_PLAYER } }),
      },
      '/matches/33333333-3333-4333-8333-333333333333',
    );
    await act(async () => openAuthModal('login', 'Please login to join this match'));
    const dialog = await findDialog(TITLES.login);
    expect(within(dialog).getByText('Please login to join this match')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ayesha@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Past the spec's 100 ms move to /booking, which a sign-in from the menu makes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(history).toEqual(['/matches/33333333-3333-4333-8333-333333333333']);
  });

  it("tells a player the confirmation does not match (the contract's message)", async () => {
    renderModal();
    const dialog = await openIn('register');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret12');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'Secret13');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
  });

  it('keeps a typed or pasted phone whole as +92 and 10 digits, and registers with it', async () => {
    const { calls } = renderModal({
      'auth.register': () => ({ message: 'Verification code sent.', data: null }),
    });
    const dialog = await openIn('register');
    const phone = () => within(dialog).getByLabelText('Phone');
    await expectPhoneFieldCleans(phone);
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Ayesha');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Khan');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ayesha@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret12');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'Secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await findDialog('Verify Your Email');
    expect(calls.find((call) => call.path === 'auth.register')?.input).toMatchObject({
      phone: '+923001234567',
    });
  });

  it('registers in two steps and can go back to the details', async () => {
    const { calls } = renderModal({
      'auth.register': () => ({
        message: 'Verification code sent to your email. Please check your inbox.',
        data: null,
      }),
      'auth.verifyEmail': () => {
        throw apiError('Invalid or expired verification code');
      },
    });
    let dialog = await openIn('register');
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Ayesha');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Khan');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ayesha@example.com');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '03001234567');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret12');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'Secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    dialog = await findDialog('Verify Your Email');
    expect(calls.find((call) => call.path === 'auth.register')?.input).toEqual({
      firstName: 'Ayesha',
      lastName: 'Khan',
      email: 'ayesha@example.com',
      phone: '+923001234567',
      password: 'Secret12',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify & Create Account' }));
    expect(within(dialog).getByText('Please enter the OTP')).toBeInTheDocument();

    await userEvent.type(within(dialog).getAllByRole('textbox')[0] as HTMLElement, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify & Create Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Invalid or expired verification code',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Registration' }));
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Ayesha');
  });

  it('tells the person on the code step that a taken e-mail gets a sign-in link instead, and leads to sign-in', async () => {
    renderModal({
      'auth.register': () => ({
        message: 'Verification code sent to your email. Please check your inbox.',
        data: null,
      }),
    });
    let dialog = await openIn('register');
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Ayesha');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Khan');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ayesha@example.com');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '03001234567');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret12');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'Secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    dialog = await findDialog('Verify Your Email');
    expect(
      within(dialog).getByText(/Already have an account with this email\?/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    dialog = await findDialog('Welcome Back');
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
  });

  it('opens on arrival in the mode a mail link names', async () => {
    window.history.pushState({}, '', '/?auth=forgot-password');
    try {
      renderModal();
      const dialog = await findDialog('Forgot Password');
      expect(within(dialog).getByRole('button', { name: 'Send Code' })).toBeInTheDocument();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('resets a password in two steps and returns to login with the toast', async () => {
    renderModal({
      'auth.forgotPassword': () => ({
        message: 'If the email has an account, a code was sent',
        data: null,
      }),
      'auth.resetPassword': () => ({ message: 'Password reset', data: null }),
    });
    let dialog = await openIn('forgot-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Email'), 'ayesha@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    dialog = await findDialog('Reset Password');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(within(dialog).getByText('Please enter the OTP')).toBeInTheDocument();
    expect(within(dialog).getByText('New password is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getAllByRole('textbox')[0] as HTMLElement, '123456');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Secret12');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'Secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));

    expect(
      await screen.findByText('Password reset successfully! Please login with your new password.'),
    ).toBeInTheDocument();
    expect(await findDialog('Welcome Back')).toBeInTheDocument();
  });
});
