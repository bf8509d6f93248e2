import { Center, Loader, Stack, Title } from '@mantine/core';
import { PAYMENT_WINDOW_CLOSE_MS } from '@padel/contract';
import { useEffect } from 'react';

/** Spec route /payment/close (no layout): the payment window closes itself 500 ms after loading. */
export default function PaymentClosePage() {
  useEffect(() => {
    const timer = window.setTimeout(() => window.close(), PAYMENT_WINDOW_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Center component="main" mih="100vh">
      <Stack align="center" gap="sm">
        <Loader size="sm" />
        <Title order={1} size="h4" fw={400}>
          Closing window...
        </Title>
      </Stack>
    </Center>
  );
}
