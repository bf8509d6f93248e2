import { Alert, Button, Card, Center, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'wouter';
import { useTexts } from '../../i18n/texts';
import { paymentTexts } from './payment-texts';
import { forgetSharePayment } from './share-payment';

/** Spec route /payment/failed: shows the `error` query parameter under Error Details. */
export default function PaymentFailedPage() {
  const t = useTexts(paymentTexts);
  // A share's payment that ended here is not the one a later success page tells of.
  useEffect(() => forgetSharePayment(), []);
  const [searchParams] = useSearchParams();
  // Spec: what most often makes a JazzCash payment fail.
  const hints = [t('payment.hintWallet'), t('payment.hintCard'), t('payment.hintNetwork')];
  const error = searchParams.get('error')?.trim();

  return (
    <Center py="xl">
      <Card withBorder radius="md" p="xl" maw={520} w="100%">
        <Stack gap="md">
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon color="red" size={56} radius="xl" aria-hidden>
              <Text fz={28} fw={700} c="white" lh={1}>
                !
              </Text>
            </ThemeIcon>
            <Title order={1} size="h2">
              {t('payment.failedTitle')}
            </Title>
            <Text c="dimmed">{t('payment.failedIntro')}</Text>
          </Stack>
          {error && (
            <Alert color="red" variant="light" title={t('payment.errorDetails')}>
              {error}
            </Alert>
          )}
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('payment.commonReasons')}
            </Text>
            <List size="sm" spacing={4}>
              {hints.map((hint) => (
                <List.Item key={hint}>{hint}</List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap="sm">
            <Button component={Link} href="/booking" fullWidth>
              {t('payment.tryAgain')}
            </Button>
            <Button component={Link} href="/my-bookings" variant="default" fullWidth>
              {t('payment.myBookings')}
            </Button>
          </Stack>
        </Stack>
      </Card>
    </Center>
  );
}
