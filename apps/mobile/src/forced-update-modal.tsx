import { Button, Modal, Stack, Text } from '@mantine/core';
import type { TNativePlatform } from '@padel/contract';
import { mobileTexts, useBusiness, useTexts } from '@padel/web/players-app';
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
  const t = useTexts(mobileTexts);
  return (
    <Modal
      opened={Boolean(update)}
      onClose={() => undefined}
      title={t('mobile.updateTitle')}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      {...{ [BLOCKING_DIALOG_ATTRIBUTE]: '' }}
    >
      {update && (
        <Stack gap="md">
          <Text>{t('mobile.updateMessage')}</Text>
          <Text size="sm" c="dimmed">
            {t('mobile.versions', {
              current: update.currentVersion,
              required: update.requiredVersion,
            })}
          </Text>
          <Button fullWidth onClick={() => openStore(update.storeUrl)} disabled={!update.storeUrl}>
            {t(platform === 'ios' ? 'mobile.appStoreButton' : 'mobile.playStoreButton')}
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
