import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SUCCESS_MESSAGES, ZForgotPasswordForm, ZResetPasswordForm } from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { Trans } from '@lingui/react';
import { useState } from 'react';
import { useTexts } from '../../i18n/texts';
import { useTRPC } from '../../lib/trpc';
import { useContractForm } from '../../lib/contract-form';
import type { AuthModalMode } from './auth-events';
import { authTexts } from './auth-texts';
import { CodeInput } from './code-input';
import { useErrorMessageOf } from '../../lib/error-message';
import { FormError } from './form-error';
import { useCatalogueGroup } from '../../i18n/catalogue';

type ForgotPasswordFormProps = {
  onModeChange: (mode: AuthModalMode) => void;
  onStepChange?: (step: 'email' | 'reset') => void;
};

/** Spec "Password reset": step 1 the email gets a code; step 2 code, new password and confirmation. */
export function ForgotPasswordForm({ onModeChange, onStepChange }: ForgotPasswordFormProps) {
  const S = useCatalogueGroup(SUCCESS_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const t = useTexts(authTexts);
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
          message: result.message ?? S.verificationCodeSent,
        });
      },
    });
  });

  const onResend = () => {
    if (!email) return;
    sendCode.mutate(
      { email },
      {
        onSuccess: () => notifications.show({ color: 'green', message: S.verificationCodeResent }),
      },
    );
  };

  const onSubmitReset = resetForm.onSubmit(({ confirmPassword: _confirm, ...request }) => {
    resetPassword.mutate(request, {
      onSuccess: () => {
        // Spec: after a reset the modal returns to login with this toast.
        notifications.show({ color: 'green', message: S.passwordReset });
        onModeChange('login');
      },
    });
  });

  if (email) {
    return (
      <form onSubmit={onSubmitReset} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            <Trans id="auth.resetCodeSent" values={{ email }} components={{ 0: <b dir="ltr" /> }} />
          </Text>
          <CodeInput
            value={resetForm.values.otp}
            onChange={(value) => resetForm.setFieldValue('otp', value)}
            error={resetForm.errors.otp}
          />
          <PasswordInput
            label={t('auth.newPassword')}
            autoComplete="new-password"
            description={t('auth.passwordRules')}
            {...resetForm.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('auth.confirmNewPassword')}
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
            {resetPassword.isPending ? t('auth.resetting') : t('auth.resetPassword')}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={goToEmail}>
              {t('auth.backToEmail')}
            </Anchor>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={onResend}
              disabled={sendCode.isPending}
            >
              {sendCode.isPending ? t('auth.sending') : t('auth.resendCode')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={onSubmitEmail} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('auth.forgotPasswordIntro')}</Text>
        <TextInput
          label={t('auth.email')}
          dir="ltr"
          type="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          {...emailForm.getInputProps('email')}
        />
        <FormError message={sendCode.error ? errorMessageOf(sendCode.error) : null} />
        <Button type="submit" fullWidth disabled={sendCode.isPending}>
          {sendCode.isPending ? t('auth.sendingCode') : t('auth.sendCode')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.rememberedIt')}{' '}
          <Anchor component="button" type="button" onClick={() => onModeChange('login')}>
            {t('auth.backToLogin')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
