import { Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ERROR_MESSAGES } from '@padel/contract';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useTexts } from '../../i18n/texts';
import { paymentTexts } from './payment-texts';
import { forgetSharePayment } from './share-payment';
import { useCatalogueGroup } from '../../i18n/catalogue';

/**
 * /payment/cancelled: the card payment went through, but the booking had already been
 * cancelled (by the venue, or when its payment window ran out). The money is refunded.
 */
export default function PaymentCancelledPage() {
  const E = useCatalogueGroup(ERROR_MESSAGES);
  const t = useTexts(paymentTexts);
  // A share's payment that ended here is not the one a later success page tells of.
  useEffect(() => forgetSharePayment(), []);
  return (
    <Center py="xl">
      <Card withBorder radius="md" p="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon color="orange" size={56} radius="xl" aria-hidden>
            <Text fz={28} fw={700} c="white" lh={1}>
              !
            </Text>
          </ThemeIcon>
          <Title order={1} size="h2">
            {E.paymentForCancelledBookingTitle}
          </Title>
          <Text>{E.paymentForCancelledBooking}</Text>
          <Stack gap="sm" w="100%">
            <Button component={Link} href="/my-bookings" fullWidth>
              {t('payment.viewMyBookings')}
            </Button>
            <Button component={Link} href="/refund-policy" variant="default" fullWidth>
              {t('payment.refundPolicy')}
            </Button>
          </Stack>
        </Stack>
      </Card>
    </Center>
  );
}
