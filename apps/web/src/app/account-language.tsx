import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../features/auth';
import { useLanguage } from '../i18n/language-provider';
import { readStoredLanguage } from '../i18n/languages';
import { useTRPC } from '../lib/trpc';

/**
 * A signed-in player's language is kept in their account (PUT /auth/profile `language`), so it
 * follows them to any device. When a player signs in, a choice this device made (its cookie)
 * stands and is saved to the account; a device that never chose takes the account's language.
 * After that, each switch is saved.
 */
export function AccountLanguage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { language, setLanguage } = useLanguage();
  const signedIn = useRef<string | null>(null);
  const save = useMutation(
    trpc.auth.updateProfile.mutationOptions({
      onSuccess: (answer) =>
        queryClient.setQueryData(trpc.auth.session.queryKey(), { user: answer.data.user }),
    }),
  );
  const { mutate, isPending } = save;

  useEffect(() => {
    if (!user?.language) {
      signedIn.current = null;
      return;
    }
    const isNewSignIn = signedIn.current !== user.id;
    signedIn.current = user.id;
    if (isNewSignIn && user.language && !readStoredLanguage() && user.language !== language) {
      void setLanguage(user.language);
      return;
    }
    if (user.language !== language && !isPending) {
      mutate({ firstName: user.firstName, lastName: user.lastName, language });
    }
  }, [user, language, setLanguage, mutate, isPending]);

  return null;
}
