import { Center, Loader, Stack, Text } from '@mantine/core';
import { PAYMENT_WINDOW_CLOSE_MS } from '@padel/contract';
import { useEffect } from 'react';

/** Spec route /payment/close (no layout): the payment window closes itself 500 ms after loading. */
export default function PaymentClosePage() {
  useEffect(() => {
    const timer = window.setTimeout(() => window.close(), PAYMENT_WINDOW_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Center mih="100vh">
      <Stack align="center" gap="sm">
        <Loader size="sm" />
        <Text>Closing window...</Text>
      </Stack>
    </Center>
  );
}
