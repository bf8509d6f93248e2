import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SUCCESS_MESSAGES, ZForgotPasswordForm, ZResetPasswordForm } from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useContractForm } from '../../lib/contract-form';
import type { AuthModalMode } from './auth-events';
import { CodeInput } from './code-input';
import { errorMessageOf } from '../../lib/error-message';
import { FormError } from './form-error';

type ForgotPasswordFormProps = {
  onModeChange: (mode: AuthModalMode) => void;
  onStepChange?: (step: 'email' | 'reset') => void;
};

/** Spec "Password reset": step 1 the email gets a code; step 2 code, new password and confirmation. */
export function ForgotPasswordForm({ onModeChange, onStepChange }: ForgotPasswordFormProps) {
  const trpc = useTRPC();
  const emailForm = useContractForm(ZForgotPasswordForm, { email: '' });
  const resetForm = useContractForm(ZResetPasswordForm, {
    email: '',
    otp: '',
    newPassword: '',
    confirmPassword: '',
  });
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

  const onSubmitEmail = emailForm.onSubmit((parsed) => {
    sendCode.mutate(parsed, {
      onSuccess: (result) => {
        setEmail(parsed.email);
        resetForm.setValues({ email: parsed.email, otp: '', newPassword: '', confirmPassword: '' });
        resetForm.clearErrors();
        onStepChange?.('reset');
        notifications.show({
          color: 'green',
          message: result.message ?? SUCCESS_MESSAGES.verificationCodeSent,
        });
      },
    });
  });

  const onResend = () => {
    if (!email) return;
    sendCode.mutate(
      { email },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: SUCCESS_MESSAGES.verificationCodeResent }),
      },
    );
  };

  const onSubmitReset = resetForm.onSubmit(({ confirmPassword: _confirm, ...request }) => {
    resetPassword.mutate(request, {
      onSuccess: () => {
        // Spec: after a reset the modal returns to login with this toast.
        notifications.show({ color: 'green', message: SUCCESS_MESSAGES.passwordReset });
        onModeChange('login');
      },
    });
  });

  if (email) {
    return (
      <form onSubmit={onSubmitReset} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            If <b>{email}</b> has an account, we sent it a 6-digit code. Enter it with your new
            password.
          </Text>
          <CodeInput
            value={resetForm.values.otp}
            onChange={(value) => resetForm.setFieldValue('otp', value)}
            error={resetForm.errors.otp}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            description="At least 6 characters, with a lowercase letter, an uppercase letter and a number"
            {...resetForm.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            {...resetForm.getInputProps('confirmPassword')}
          />
          <FormError
            message={
              resetPassword.error
                ? errorMessageOf(resetPassword.error)
                : sendCode.error
                  ? errorMessageOf(sendCode.error)
                  : null
            }
          />
          <Button type="submit" fullWidth disabled={resetPassword.isPending}>
            {resetPassword.isPending ? 'Resetting...' : 'Reset Password'}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={goToEmail}>
              Back to Email
            </Anchor>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={onResend}
              disabled={sendCode.isPending}
            >
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
        <Text size="sm">
          Enter the email of your account and we will send you a code to choose a new password.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...emailForm.getInputProps('email')}
        />
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
