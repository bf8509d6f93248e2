import { Button, Modal, Stack, Text } from '@mantine/core';
import { FORCED_UPDATE_TEXTS, type TNativePlatform } from '@padel/contract';
import { useBusiness } from '@padel/web/players-app';
import { BLOCKING_DIALOG_ATTRIBUTE } from './back-button';
import { decideForcedUpdate } from './forced-update';

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
  return (
    <Modal
      opened={Boolean(update)}
      onClose={() => undefined}
      title={FORCED_UPDATE_TEXTS.title}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      {...{ [BLOCKING_DIALOG_ATTRIBUTE]: '' }}
    >
      {update && (
        <Stack gap="md">
          <Text>{FORCED_UPDATE_TEXTS.message}</Text>
          <Text size="sm" c="dimmed">
            {FORCED_UPDATE_TEXTS.versions(update.currentVersion, update.requiredVersion)}
          </Text>
          <Button fullWidth onClick={() => openStore(update.storeUrl)} disabled={!update.storeUrl}>
            {update.buttonLabel}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
