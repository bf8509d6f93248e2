import { Box, Text } from '@mantine/core';
import { OFFLINE_BANNER_TEXT } from '@padel/contract';
import { useCatalogue } from '@padel/web/players-app';
import { useIsOnline } from './network-status';

/** A strip over the screen while the phone has no network. */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  const translate = useCatalogue();
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
        {translate(OFFLINE_BANNER_TEXT)}
      </Text>
    </Box>
  );
}
