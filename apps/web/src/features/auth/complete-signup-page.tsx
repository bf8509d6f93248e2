import {
  Anchor,
  Box,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ERROR_MESSAGES,
  POST_SIGNUP_REDIRECT_MS,
  SUCCESS_MESSAGES,
  ZCompleteSignupForm,
  ZTempUserSendOtpRequest,
} from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTexts } from '../../i18n/texts';
import { useTRPC } from '../../lib/trpc';
import { useContractForm } from '../../lib/contract-form';
import { BrandLogo } from '../../components/brand-logo';
import { openAuthModal } from './auth-events';
import { authTexts } from './auth-texts';
import { CodeInput } from './code-input';
import { useErrorMessageOf } from '../../lib/error-message';
import { FormError } from './form-error';
import { useSignIn } from './use-sign-in';
import { useCatalogueGroup } from '../../i18n/catalogue';

/** The invited person's e-mail from the link (/complete-signup?email=...), or ''. */
export function readSignupEmail(search: string): string {
  return new URLSearchParams(search).get('email')?.trim() ?? '';
}

/**
 * Spec "Account setup": step 1 the email, step 2 the code, a password and its confirmation; with
 * the email in the link it is filled in and the page starts at step 2. No app layout around it.
 */
export default function CompleteSignupPage() {
  const S = useCatalogueGroup(SUCCESS_MESSAGES);
  const E = useCatalogueGroup(ERROR_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const t = useTexts(authTexts);
  const search = useSearch();
  const [, navigate] = useLocation();
  const signIn = useSignIn();
  const [linkEmail] = useState(() => readSignupEmail(search));
  const [step, setStep] = useState<1 | 2>(linkEmail ? 2 : 1);
  const [isDone, setIsDone] = useState(false);
  const emailForm = useContractForm(ZTempUserSendOtpRequest, { email: linkEmail });
  const setupForm = useContractForm(ZCompleteSignupForm, {
    email: linkEmail,
    otp: '',
    password: '',
    confirmPassword: '',
  });
  const sendCode = useMutation(trpc.auth.tempUserSendOtp.mutationOptions());
  const completeSignup = useMutation(trpc.auth.completeSignup.mutationOptions());
  const hasSentFromLink = useRef(false);

  // The invitation mail carries the link, not a code: arriving from it asks for the first code.
  useEffect(() => {
    if (!linkEmail || hasSentFromLink.current) return;
    hasSentFromLink.current = true;
    sendCode.mutate(
      { email: linkEmail },
      {
        onSuccess: (result) =>
          notifications.show({
            color: 'green',
            message: result.message ?? S.verificationCodeSent,
          }),
      },
    );
  }, [linkEmail, sendCode]);

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(
      () => navigate('/dashboard', { replace: true }),
      POST_SIGNUP_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isDone, navigate]);

  const onSubmitEmail = emailForm.onSubmit((parsed) => {
    sendCode.mutate(parsed, {
      onSuccess: (result) => {
        setupForm.setValues({ email: parsed.email, otp: '', password: '', confirmPassword: '' });
        setupForm.clearErrors();
        setStep(2);
        notifications.show({
          color: 'green',
          message: result.message ?? S.verificationCodeSent,
        });
      },
    });
  });

  const onResend = () => {
    sendCode.mutate(
      { email: setupForm.values.email },
      {
        onSuccess: () => notifications.show({ color: 'green', message: S.verificationCodeResent }),
      },
    );
  };

  const onSubmitSetup = setupForm.onSubmit(({ confirmPassword: _confirm, ...request }) => {
    completeSignup.mutate(request, {
      onSuccess: (result) => {
        // The session holds the user at once; its re-read from the gateway runs on its own.
        void signIn(result.data.user);
        notifications.show({ color: 'green', message: S.accountSetupCompleted });
        setIsDone(true);
      },
    });
  });

  const onSignIn = (event: MouseEvent) => {
    event.preventDefault();
    navigate('/');
    openAuthModal('login');
  };

  const sendError = sendCode.error
    ? errorMessageOf(sendCode.error, step === 2 ? E.resendCodeRetry : E.accountSetupRetry)
    : null;

  return (
    <Box component="main" bg="gray.0" mih="100dvh">
      <Center mih="100dvh" p="md">
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', xs: 'xl' }} w="100%" maw={440}>
          <Stack gap="md">
            <BrandLogo />
            {isDone ? (
              <Stack gap="xs" role="status">
                <Title order={1} size="h2">
                  {S.accountSetupCompleted}
                </Title>
                <Text c="dimmed">{t('auth.setupToDashboard')}</Text>
              </Stack>
            ) : (
              <>
                <div>
                  <Title order={1} size="h2">
                    {t('auth.setupTitle')}
                  </Title>
                  <Text c="dimmed" size="sm">
                    {step === 1 ? t('auth.setupEmailIntro') : t('auth.setupCodeIntro')}
                  </Text>
                </div>

                {step === 1 ? (
                  <form onSubmit={onSubmitEmail} noValidate>
                    <Stack gap="sm">
                      <TextInput
                        label={t('auth.email')}
                        dir="ltr"
                        type="email"
                        autoComplete="email"
                        placeholder={t('auth.emailPlaceholder')}
                        {...emailForm.getInputProps('email')}
                      />
                      <FormError message={sendError} />
                      <Button type="submit" fullWidth disabled={sendCode.isPending}>
                        {sendCode.isPending
                          ? t('auth.sendingCode')
                          : t('auth.sendVerificationCode')}
                      </Button>
                    </Stack>
                  </form>
                ) : (
                  <form onSubmit={onSubmitSetup} noValidate>
                    <Stack gap="sm">
                      <TextInput
                        label={t('auth.email')}
                        readOnly
                        value={setupForm.values.email}
                        error={setupForm.errors.email}
                        rightSectionWidth={70}
                        rightSection={
                          <Anchor
                            component="button"
                            type="button"
                            size="xs"
                            onClick={() => setStep(1)}
                          >
                            {t('auth.change')}
                          </Anchor>
                        }
                      />
                      <CodeInput
                        value={setupForm.values.otp}
                        onChange={(value) => setupForm.setFieldValue('otp', value)}
                        error={setupForm.errors.otp}
                      />
                      <Text size="sm">
                        {t('auth.noCodeReceived')}{' '}
                        <Anchor
                          component="button"
                          type="button"
                          onClick={onResend}
                          disabled={sendCode.isPending}
                          underline="always"
                        >
                          {sendCode.isPending ? t('auth.sending') : t('auth.resend')}
                        </Anchor>
                      </Text>
                      <PasswordInput
                        label={t('auth.password')}
                        autoComplete="new-password"
                        description={t('auth.passwordRules')}
                        {...setupForm.getInputProps('password')}
                      />
                      <PasswordInput
                        label={t('auth.confirmPassword')}
                        autoComplete="new-password"
                        {...setupForm.getInputProps('confirmPassword')}
                      />
                      <FormError
                        message={
                          completeSignup.error
                            ? errorMessageOf(completeSignup.error, E.accountSetupRetry)
                            : sendError
                        }
                      />
                      <Button type="submit" fullWidth disabled={completeSignup.isPending}>
                        {completeSignup.isPending ? t('auth.settingUp') : t('auth.completeSetup')}
                      </Button>
                    </Stack>
                  </form>
                )}
              </>
            )}
            {!isDone && (
              <Text size="sm" ta="center" c="dimmed">
                {t('auth.alreadySetUp')}{' '}
                <Anchor href="/login" onClick={onSignIn} underline="always">
                  {t('auth.signInHere')}
                </Anchor>
              </Text>
            )}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
