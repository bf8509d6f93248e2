import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SUCCESS_MESSAGES, ZLoginForm } from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTRPC } from '../../app/trpc';
import type { AuthModalMode } from './auth-events';
import { errorMessageOf } from './error-message';
import { FormError } from './form-error';
import { SocialSignIn } from './social-sign-in';
import { useSignIn } from './use-sign-in';
import { useZodForm } from '../../lib/use-zod-form';

type LoginFormProps = { onSignedIn: () => void; onModeChange: (mode: AuthModalMode) => void };

/** Email and password; the server's refusal shows in a red box above the button. */
export function LoginForm({ onSignedIn, onModeChange }: LoginFormProps) {
  const trpc = useTRPC();
  const signIn = useSignIn();
  const form = useZodForm(ZLoginForm, { email: '', password: '' });
  const login = useMutation(trpc.auth.login.mutationOptions());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = form.validate();
    if (!credentials) return;
    login.mutate(credentials, {
      onSuccess: async (result) => {
        await signIn(result.data.user);
        notifications.show({ color: 'green', message: result.message ?? SUCCESS_MESSAGES.loginSuccessful });
        onSignedIn();
      },
    });
  };

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...form.field('email')} />
          <PasswordInput label="Password" autoComplete="current-password" placeholder="Your password" {...form.field('password')} />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={() => onModeChange('forgot-password')}>
              Forgot password?
            </Anchor>
          </Group>
          <FormError message={login.error ? errorMessageOf(login.error) : null} />
          <Button type="submit" fullWidth disabled={login.isPending}>
            {login.isPending ? 'Logging in...' : 'Login'}
          </Button>
        </Stack>
      </form>
      <SocialSignIn />
      <Text size="sm" ta="center">
        Don&apos;t have an account?{' '}
        <Anchor component="button" type="button" onClick={() => onModeChange('register')}>
          Sign up
        </Anchor>
      </Text>
    </Stack>
  );
}
