import { Button, Modal, Stack, Text } from '@mantine/core';
import { FORCED_UPDATE_TEXTS, type TNativePlatform } from '@padel/contract';
import { useBusiness, useCatalogueGroup } from '@padel/web/players-app';
import { BLOCKING_DIALOG_ATTRIBUTE } from './back-button';
import { decideForcedUpdate, type ForcedUpdate } from './forced-update';

/** The prompt itself: open while `update` is set, with no way to close it. */
export function ForcedUpdatePrompt({
  platform,
  update,
  openStore,
}: {
  platform: TNativePlatform;
  update: ForcedUpdate | null;
  openStore: (url: string) => void;
}) {
  const texts = useCatalogueGroup(FORCED_UPDATE_TEXTS);
  return (
    <Modal
      opened={Boolean(update)}
      onClose={() => undefined}
      title={texts.title}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      {...{ [BLOCKING_DIALOG_ATTRIBUTE]: '' }}
    >
      {update && (
        <Stack gap="md">
          <Text>{texts.message}</Text>
          <Text size="sm" c="dimmed">
            {texts.versions(update.currentVersion, update.requiredVersion)}
          </Text>
          <Button fullWidth onClick={() => openStore(update.storeUrl)} disabled={!update.storeUrl}>
            {platform === 'ios' ? texts.appStoreButton : texts.playStoreButton}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The blocking update prompt (spec: Forced-update modal): over every screen, with no way to
 * close it, while the venue's settings force an update this installed version is older than.
 */
export function ForcedUpdateModal({
  platform,
  installedVersion,
  openStore,
}: {
  platform: TNativePlatform;
  installedVersion: string;
  openStore: (url: string) => void;
}) {
  const business = useBusiness();
  const update = business
    ? decideForcedUpdate({ platform, installedVersion, appSettings: business.appSettings })
    : null;
  return <ForcedUpdatePrompt platform={platform} update={update} openStore={openStore} />;
}
