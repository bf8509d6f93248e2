import { Center, Loader, Stack, Title } from '@mantine/core';
import { PAYMENT_WINDOW_CLOSE_MS } from '@padel/contract';
import { useEffect } from 'react';
import { useTexts } from '../../i18n/texts';
import { paymentTexts } from './payment-texts';

/** Spec route /payment/close (no layout): the payment window closes itself 500 ms after loading. */
export default function PaymentClosePage() {
  const t = useTexts(paymentTexts);
  useEffect(() => {
    const timer = window.setTimeout(() => window.close(), PAYMENT_WINDOW_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Center component="main" mih="100vh">
      <Stack align="center" gap="sm">
        <Loader size="sm" />
        <Title order={1} size="h4" fw={400}>
          {t('payment.closing')}
        </Title>
      </Stack>
    </Center>
  );
}
