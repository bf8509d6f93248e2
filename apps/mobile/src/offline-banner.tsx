import { Box, Text } from '@mantine/core';
import { mobileTexts, useTexts } from '@padel/web/players-app';
import { useIsOnline } from './network-status';

/** A strip over the screen while the phone has no network. */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  const t = useTexts(mobileTexts);
  if (isOnline) return null;
  return (
    <Box
      role="status"
      pos="fixed"
      left={0}
      right={0}
      bottom={0}
      py={8}
      px="md"
      bg="dark.7"
      style={{ zIndex: 1000, paddingBottom: 'calc(8px + env(safe-area-inset-bottom))' }}
    >
      <Text size="sm" c="white" ta="center">
        {t('mobile.offline')}
      </Text>
    </Box>
  );
}
