import { notifications } from '@mantine/notifications';
import {
  ADMIN_ALERTS,
  ZSocialMediaInput,
  type TSocialMediaLink,
  type TSocialPlatform,
} from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';
import type { TSettingsForm } from './settings-form-type';
import { useBusinessRefresh } from './use-business-refresh';

export type TNewLink = {
  platform: TSocialPlatform;
  url: string;
  customName: string;
  customIcon: string;
};
export const EMPTY_LINK: TNewLink = {
  platform: 'facebook',
  url: '',
  customName: '',
  customIcon: '',
};

/**
 * The social links, each added or removed by its own call: the link being written, the one
 * waiting for its removal to be confirmed, and the links as last saved.
 */
export function useSocialLinks(form: TSettingsForm, links: TSocialMediaLink[]) {
  const trpc = useTRPC();
  const { refreshPublic } = useBusinessRefresh();
  const [newLink, setNewLink] = useState<TNewLink>(EMPTY_LINK);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TSocialMediaLink | null>(null);
  // The links as last saved: the settings read, then each add or remove's answer.
  const [savedLinks, setSavedLinks] = useState(links);
  useEffect(() => setSavedLinks(links), [links]);

  const keepLinks = (saved: TSocialMediaLink[]) => {
    setSavedLinks(saved);
    form.setFieldValue('socialMedia', saved);
    form.resetDirty({ ...form.getValues(), socialMedia: saved });
  };

  const addLink = useMutation(
    trpc.business.addSocialMedia.mutationOptions({
      onSuccess: (answer) => {
        keepLinks(answer.data.business.socialMedia);
        setNewLink(EMPTY_LINK);
        return refreshPublic();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: ADMIN_ALERTS.addingSocialMedia(errorMessageOf(error)),
        }),
    }),
  );

  const removeLink = useMutation(
    trpc.business.removeSocialMedia.mutationOptions({
      onSuccess: (answer) => {
        keepLinks(answer.data.business.socialMedia);
        setRemoving(null);
        return refreshPublic();
      },
      onError: (error) => {
        setRemoving(null);
        notifications.show({
          color: 'red',
          message: ADMIN_ALERTS.removingSocialMedia(errorMessageOf(error)),
        });
      },
    }),
  );

  const onAddLink = () => {
    const parsed = ZSocialMediaInput.safeParse(newLink);
    if (!parsed.success) {
      setLinkError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setLinkError(null);
    addLink.mutate(newLink);
  };

  /** Asks to remove a link as it was saved (not as it is being edited). */
  const onAskRemove = (id: string | undefined) => {
    const saved = savedLinks.find((entry) => entry._id === id);
    if (saved) setRemoving(saved);
  };

  return {
    newLink,
    setNewLink,
    linkError,
    onAddLink,
    isAdding: addLink.isPending,
    removing,
    onAskRemove,
    onCancelRemove: () => setRemoving(null),
    onConfirmRemove: () => removing && removeLink.mutate({ id: removing._id }),
    isRemoving: removeLink.isPending,
  };
}
