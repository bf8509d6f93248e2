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
import { Trans } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { useTexts } from '../../i18n/texts';
import { useTRPC } from '../../lib/trpc';
import { useContractForm } from '../../lib/contract-form';
import type { AuthModalMode } from './auth-events';
import { authTexts } from './auth-texts';
import { CodeInput } from './code-input';
import { useErrorMessageOf } from '../../lib/error-message';
import { FormError } from './form-error';
import { PhoneInput } from '../../components/phone-input';
import { SocialSignIn } from './social-sign-in';
import { useSignIn } from './use-sign-in';
import { useCatalogueGroup } from '../../i18n/catalogue';

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
  const S = useCatalogueGroup(SUCCESS_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const t = useTexts(authTexts);
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
          message: result.message ?? S.verificationCodeSent,
        });
      },
    });
  });

  const onResend = () => {
    if (!details) return;
    register.mutate(details, {
      onSuccess: () => notifications.show({ color: 'green', message: S.verificationCodeResent }),
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
            <Trans
              id="auth.registerCodeSent"
              values={{ email: details.email }}
              components={{ 0: <b dir="ltr" /> }}
            />
          </Text>
          <Text size="sm" c="dimmed">
            {t('auth.registerExistingAccount')}{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onModeChange('login')}
            >
              {t('auth.signIn')}
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
            {verify.isPending ? t('auth.verifying') : t('auth.verifyAndCreateAccount')}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={() => goToStep('details')}>
              {t('auth.backToRegistration')}
            </Anchor>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={onResend}
              disabled={register.isPending}
            >
              {register.isPending ? t('auth.sending') : t('auth.resendCode')}
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
              label={t('auth.firstName')}
              autoComplete="given-name"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('auth.lastName')}
              autoComplete="family-name"
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('auth.email')}
            dir="ltr"
            type="email"
            autoComplete="email"
            placeholder={t('auth.emailPlaceholder')}
            {...form.getInputProps('email')}
          />
          <PhoneInput
            label={t('auth.phone')}
            value={form.values.phone}
            error={form.errors.phone}
            onChange={(value) => form.setFieldValue('phone', value)}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="new-password"
            description={t('auth.passwordRules')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <FormError message={register.error ? errorMessageOf(register.error) : null} />
          <Button type="submit" fullWidth disabled={register.isPending}>
            {register.isPending ? t('auth.sendingCode') : t('auth.createAccount')}
          </Button>
        </Stack>
      </form>
      <SocialSignIn {...(onLeave ? { onLeave } : {})} />
      <Text size="sm" ta="center">
        {t('auth.haveAccount')}{' '}
        <Anchor component="button" type="button" onClick={() => onModeChange('login')}>
          {t('auth.login')}
        </Anchor>
      </Text>
    </Stack>
  );
}
