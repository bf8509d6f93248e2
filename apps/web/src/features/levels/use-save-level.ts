import { notifications } from '@mantine/notifications';
import { LEVEL_TEXTS } from '@padel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { useSession } from '../auth';
import { useCatalogueGroup } from '../../i18n/catalogue';

/** Saves the signed-in player's padel level (PUT /auth/profile with their names as they are). */
export function useSaveLevel() {
  const L = useCatalogueGroup(LEVEL_TEXTS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const updateProfile = useMutation(trpc.auth.updateProfile.mutationOptions());

  const save = async (level: number) => {
    if (!user) return;
    const result = await updateProfile.mutateAsync({
      firstName: user.firstName,
      lastName: user.lastName,
      level,
    });
    // Every screen reads the level from the session, so it is replaced at once.
    queryClient.setQueryData(trpc.auth.session.queryKey(), { user: result.data.user });
    await queryClient.invalidateQueries(trpc.auth.profile.queryFilter());
    notifications.show({ color: 'green', message: L.levelSaved });
  };

  return { save, isSaving: updateProfile.isPending };
}
