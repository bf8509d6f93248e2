import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SUCCESS_MESSAGES, ZLoginForm } from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useTexts } from '../../i18n/texts';
import { useTRPC } from '../../lib/trpc';
import { useContractForm } from '../../lib/contract-form';
import type { AuthModalMode } from './auth-events';
import { useErrorMessageOf } from '../../lib/error-message';
import { FormError } from './form-error';
import { authTexts } from './auth-texts';
import { SocialSignIn } from './social-sign-in';
import { useSignIn } from './use-sign-in';
import { useCatalogueGroup } from '../../i18n/catalogue';

type LoginFormProps = {
  onSignedIn: () => void;
  onModeChange: (mode: AuthModalMode) => void;
  /** Sign-in goes on outside the app (the system browser): the dialog closes. */
  onLeave?: () => void;
};

/** Email and password; the server's refusal shows in a red box above the button. */
export function LoginForm({ onSignedIn, onModeChange, onLeave }: LoginFormProps) {
  const S = useCatalogueGroup(SUCCESS_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const t = useTexts(authTexts);
  const signIn = useSignIn();
  const form = useContractForm(ZLoginForm, { email: '', password: '' });
  const login = useMutation(trpc.auth.login.mutationOptions());

  const onSubmit = form.onSubmit((credentials) => {
    login.mutate(credentials, {
      onSuccess: (result) => {
        // The session holds the user at once; its re-read from the gateway runs on its own.
        void signIn(result.data.user);
        notifications.show({
          color: 'green',
          message: result.message ?? S.loginSuccessful,
        });
        onSignedIn();
      },
    });
  });

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('auth.email')}
            dir="ltr"
            type="email"
            autoComplete="email"
            placeholder={t('auth.emailPlaceholder')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            placeholder={t('auth.passwordPlaceholder')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onModeChange('forgot-password')}
            >
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>
          <FormError message={login.error ? errorMessageOf(login.error) : null} />
          <Button type="submit" fullWidth disabled={login.isPending}>
            {login.isPending ? t('auth.loggingIn') : t('auth.login')}
          </Button>
        </Stack>
      </form>
      <SocialSignIn {...(onLeave ? { onLeave } : {})} />
      <Text size="sm" ta="center">
        {t('auth.noAccount')}{' '}
        <Anchor component="button" type="button" onClick={() => onModeChange('register')}>
          {t('auth.signUp')}
        </Anchor>
      </Text>
    </Stack>
  );
}
