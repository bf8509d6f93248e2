import {
  Anchor,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  PHONE_PREFIX,
  SUCCESS_MESSAGES,
  ZRegisterForm,
  ZVerifyEmailRequest,
  toFieldMessages,
  type TRegisterRequest,
} from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useContractForm } from '../../lib/contract-form';
import type { AuthModalMode } from './auth-events';
import { CodeInput } from './code-input';
import { errorMessageOf } from '../../lib/error-message';
import { FormError } from './form-error';
import { PhoneInput } from '../../components/phone-input';
import { SocialSignIn } from './social-sign-in';
import { useSignIn } from './use-sign-in';

type RegisterFormProps = {
  onSignedIn: () => void;
  onModeChange: (mode: AuthModalMode) => void;
  onStepChange?: (step: 'details' | 'code') => void;
  /** Sign-in goes on outside the app (the system browser): the dialog closes. */
  onLeave?: () => void;
};

const EMPTY_DETAILS = {
  firstName: '',
  lastName: '',
  email: '',
  phone: PHONE_PREFIX,
  password: '',
  confirmPassword: '',
};

/** Spec "Registration": step 1 the details send a code; step 2 the 6-digit code creates the account. */
export function RegisterForm({
  onSignedIn,
  onModeChange,
  onStepChange,
  onLeave,
}: RegisterFormProps) {
  const trpc = useTRPC();
  const signIn = useSignIn();
  const form = useContractForm(ZRegisterForm, EMPTY_DETAILS);
  const register = useMutation(trpc.auth.register.mutationOptions());
  const verify = useMutation(trpc.auth.verifyEmail.mutationOptions());
  const [details, setDetails] = useState<TRegisterRequest | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();

  const goToStep = (step: 'details' | 'code') => {
    onStepChange?.(step);
    if (step === 'details') {
      setDetails(null);
      setOtp('');
      setOtpError(undefined);
      verify.reset();
      register.reset();
    }
  };

  const onSubmitDetails = form.onSubmit(({ confirmPassword: _confirm, ...request }) => {
    register.mutate(request, {
      onSuccess: (result) => {
        setDetails(request);
        goToStep('code');
        notifications.show({
          color: 'green',
          message: result.message ?? SUCCESS_MESSAGES.verificationCodeSent,
        });
      },
    });
  });

  const onResend = () => {
    if (!details) return;
    register.mutate(details, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: SUCCESS_MESSAGES.verificationCodeResent }),
    });
  };

  const onSubmitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!details) return;
    const parsed = ZVerifyEmailRequest.safeParse({ ...details, otp });
    if (!parsed.success) {
      setOtpError(toFieldMessages(parsed.error).otp);
      return;
    }
    verify.mutate(parsed.data, {
      onSuccess: (result) => {
        // The session holds the user at once; its re-read from the gateway runs on its own.
        void signIn(result.data.user);
        if (result.message) notifications.show({ color: 'green', message: result.message });
        onSignedIn();
      },
    });
  };

  if (details) {
    return (
      <form onSubmit={onSubmitCode} noValidate>
        <Stack gap="md">
          <Text size="sm">
            We sent a 6-digit code to <b>{details.email}</b>. Enter it below to create your account.
          </Text>
          <Text size="sm" c="dimmed">
            Already have an account with this email? Then no code is sent: we emailed you a sign-in
            link instead.{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onModeChange('login')}
            >
              Sign in
            </Anchor>
          </Text>
          <CodeInput
            value={otp}
            onChange={(value) => {
              setOtp(value);
              setOtpError(undefined);
            }}
            error={otpError}
          />
          <FormError
            message={
              verify.error
                ? errorMessageOf(verify.error)
                : register.error
                  ? errorMessageOf(register.error)
                  : null
            }
          />
          <Button type="submit" fullWidth disabled={verify.isPending}>
            {verify.isPending ? 'Verifying...' : 'Verify & Create Account'}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={() => goToStep('details')}>
              Back to Registration
            </Anchor>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={onResend}
              disabled={register.isPending}
            >
              {register.isPending ? 'Sending...' : 'Resend code'}
            </Anchor>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap="md">
      <form onSubmit={onSubmitDetails} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              label="First name"
              autoComplete="given-name"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...form.getInputProps('email')}
          />
          <PhoneInput
            label="Phone"
            value={form.values.phone}
            error={form.errors.phone}
            onChange={(value) => form.setFieldValue('phone', value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="At least 6 characters, with a lowercase letter, an uppercase letter and a number"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <FormError message={register.error ? errorMessageOf(register.error) : null} />
          <Button type="submit" fullWidth disabled={register.isPending}>
            {register.isPending ? 'Sending code...' : 'Create Account'}
          </Button>
        </Stack>
      </form>
      <SocialSignIn {...(onLeave ? { onLeave } : {})} />
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component="button" type="button" onClick={() => onModeChange('login')}>
          Login
        </Anchor>
      </Text>
    </Stack>
  );
}
