import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CompleteSignupPage, { readSignupEmail } from './complete-signup-page';
import { apiError, renderWithApi, TEST_PLAYER } from '../../test/render-with-api';

const codeSent = () => ({
  message: 'Verification code sent to your email. Please check your inbox.',
  data: null,
});

describe('account setup page', () => {
  it('reads the invited email from the link', () => {
    expect(readSignupEmail('email=ali%40example.com')).toBe('ali@example.com');
    expect(readSignupEmail('?email=+ali@example.com+')).toBe('ali@example.com');
    expect(readSignupEmail('')).toBe('');
  });

  it('fills the email from the query and starts at step 2, asking for a code', async () => {
    const { calls } = renderWithApi(
      <CompleteSignupPage />,
      { 'auth.tempUserSendOtp': codeSent },
      '/complete-signup?email=ali%40example.com',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ali@example.com');
    expect(screen.getByText('Verification code')).toBeInTheDocument();
    expect(screen.getByText(/Didn't receive the code\?/)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContainEqual({
        path: 'auth.tempUserSendOtp',
        input: { email: 'ali@example.com' },
      }),
    );
  });

  it('starts at step 1 without the query', () => {
    renderWithApi(<CompleteSignupPage />, {}, '/complete-signup');
    expect(screen.getByRole('button', { name: 'Send Verification Code' })).toBeInTheDocument();
    expect(screen.queryByText('Verification code')).not.toBeInTheDocument();
  });

  it("checks step 2 with the contract's messages and resends the code", async () => {
    renderWithApi(
      <CompleteSignupPage />,
      { 'auth.tempUserSendOtp': codeSent },
      '/complete-signup?email=ali@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(screen.getByText('OTP is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('New verification code sent to your email.'),
    ).toBeInTheDocument();
  });

  it('completes the setup and shows the success message', async () => {
    const { calls } = renderWithApi(
      <CompleteSignupPage />,
      {
        'auth.tempUserSendOtp': codeSent,
        'auth.completeSignup': () => ({
          message: 'Account setup completed successfully!',
          data: { user: TEST_PLAYER },
        }),
        'auth.session': () => ({ user: TEST_PLAYER }),
      },
      '/complete-signup?email=ali@example.com',
    );
    await userEvent.type(screen.getAllByRole('textbox')[1] as HTMLElement, '123456');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret12');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(
      await screen.findByRole('heading', { name: 'Account setup completed successfully!' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'auth.completeSignup')?.input).toEqual({
      email: 'ali@example.com',
      otp: '123456',
      password: 'Secret12',
    });
  });

  it("shows the server's refusal in a red box", async () => {
    renderWithApi(
      <CompleteSignupPage />,
      {
        'auth.tempUserSendOtp': codeSent,
        'auth.completeSignup': () => {
          throw apiError('Invalid or expired verification code');
        },
      },
      '/complete-signup?email=ali@example.com',
    );
    await userEvent.type(screen.getAllByRole('textbox')[1] as HTMLElement, '123456');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret12');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    const message = await screen.findByText('Invalid or expired verification code');
    expect(message.closest('[role="alert"]')).toHaveClass('mantine-Alert-root');
  });
});
