import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SUCCESS_MESSAGES, ZForgotPasswordForm, ZResetPasswordForm } from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../app/trpc';
import type { AuthModalMode } from './auth-events';
import { CodeInput } from './code-input';
import { errorMessageOf } from './error-message';
import { FormError } from './form-error';
import { useZodForm } from '../../lib/use-zod-form';

type ForgotPasswordFormProps = {
  onModeChange: (mode: AuthModalMode) => void;
  onStepChange?: (step: 'email' | 'reset') => void;
};

/** Spec "Password reset": step 1 the email gets a code; step 2 code, new password and confirmation. */
export function ForgotPasswordForm({ onModeChange, onStepChange }: ForgotPasswordFormProps) {
  const trpc = useTRPC();
  const emailForm = useZodForm(ZForgotPasswordForm, { email: '' });
  const resetForm = useZodForm(ZResetPasswordForm, { email: '', otp: '', newPassword: '', confirmPassword: '' });
  const sendCode = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const resetPassword = useMutation(trpc.auth.resetPassword.mutationOptions());
  const [email, setEmail] = useState<string | null>(null);

  const goToEmail = () => {
    setEmail(null);
    resetForm.reset();
    resetPassword.reset();
    sendCode.reset();
    onStepChange?.('email');
  };

  const onSubmitEmail = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailForm.validate();
    if (!parsed) return;
    sendCode.mutate(parsed, {
      onSuccess: (result) => {
        setEmail(parsed.email);
        resetForm.reset({ email: parsed.email, otp: '', newPassword: '', confirmPassword: '' });
        onStepChange?.('reset');
        notifications.show({ color: 'green', message: result.message ?? SUCCESS_MESSAGES.verificationCodeSent });
      },
    });
  };

  const onResend = () => {
    if (!email) return;
    sendCode.mutate(
      { email },
      { onSuccess: () => notifications.show({ color: 'green', message: SUCCESS_MESSAGES.verificationCodeResent }) },
    );
  };

  const onSubmitReset = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetForm.validate();
    if (!parsed) return;
    const { confirmPassword: _confirm, ...request } = parsed;
    resetPassword.mutate(request, {
      onSuccess: () => {
        // Spec: after a reset the modal returns to login with this toast.
        notifications.show({ color: 'green', message: SUCCESS_MESSAGES.passwordReset });
        onModeChange('login');
      },
    });
  };

  if (email) {
    return (
      <form onSubmit={onSubmitReset} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            If <b>{email}</b> has an account, we sent it a 6-digit code. Enter it with your new password.
          </Text>
          <CodeInput
            value={resetForm.values.otp}
            onChange={(value) => resetForm.setValue('otp', value)}
            error={resetForm.errors.otp}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            description="At least 6 characters, with a lowercase letter, an uppercase letter and a number"
            {...resetForm.field('newPassword')}
          />
          <PasswordInput label="Confirm new password" autoComplete="new-password" {...resetForm.field('confirmPassword')} />
          <FormError
            message={resetPassword.error ? errorMessageOf(resetPassword.error) : sendCode.error ? errorMessageOf(sendCode.error) : null}
          />
          <Button type="submit" fullWidth disabled={resetPassword.isPending}>
            {resetPassword.isPending ? 'Resetting...' : 'Reset Password'}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={goToEmail}>
              Back to Email
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={onResend} disabled={sendCode.isPending}>
              {sendCode.isPending ? 'Sending...' : 'Resend code'}
            </Anchor>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={onSubmitEmail} noValidate>
      <Stack gap="sm">
        <Text size="sm">Enter the email of your account and we will send you a code to choose a new password.</Text>
        <TextInput label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...emailForm.field('email')} />
        <FormError message={sendCode.error ? errorMessageOf(sendCode.error) : null} />
        <Button type="submit" fullWidth disabled={sendCode.isPending}>
          {sendCode.isPending ? 'Sending code...' : 'Send Code'}
        </Button>
        <Text size="sm" ta="center">
          Remembered it?{' '}
          <Anchor component="button" type="button" onClick={() => onModeChange('login')}>
            Back to Login
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
