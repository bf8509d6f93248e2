import { Button, Card, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useTexts } from '../../i18n/texts';
import { useTRPC } from '../../lib/trpc';
import { paymentTexts } from './payment-texts';
import { forgetSharePayment, readSharePayment } from './share-payment';

/**
 * The match whose share was just paid, or null for a booking. The address carries only the
 * match's booking (the host's), so the page reads the note the join dialog left (share-payment.ts)
 * and believes it only when the match says the player's share is paid.
 */
function usePaidShare() {
  const trpc = useTRPC();
  const [matchId] = useState(readSharePayment);
  const query = useQuery({
    ...trpc.matches.byId.queryOptions({ id: matchId ?? '' }),
    enabled: matchId !== null,
  });
  const isSettled = matchId === null || !query.isPending;
  useEffect(() => {
    if (matchId !== null && isSettled) forgetSharePayment();
  }, [matchId, isSettled]);
  const isPaid = query.data?.match.viewer?.share?.paymentStatus === 'paid';
  return { isSettled, paidMatchId: matchId !== null && isPaid ? matchId : null };
}

/** Spec route /payment/success: where the card payment page sends a paid booking or match share. */
export default function PaymentSuccessPage() {
  const t = useTexts(paymentTexts);
  const { isSettled, paidMatchId } = usePaidShare();
  return (
    <Center py="xl">
      <Card withBorder radius="md" p="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon color="green" size={56} radius="xl" aria-hidden>
            <Text fz={28} fw={700} c="white" lh={1}>
              ✓
            </Text>
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('payment.successTitle')}
          </Title>
          {!isSettled ? (
            <Loader size="sm" />
          ) : (
            <Text c="dimmed">
              {paidMatchId ? t('payment.successShare') : t('payment.successBooking')}
            </Text>
          )}
          <Stack gap="sm" w="100%">
            {paidMatchId && (
              <Button component={Link} href={`/matches/${paidMatchId}`} fullWidth>
                {t('payment.viewMatch')}
              </Button>
            )}
            <Button
              component={Link}
              href="/my-bookings"
              variant={paidMatchId ? 'default' : 'filled'}
              fullWidth
            >
              {t('payment.viewMyBookings')}
            </Button>
            <Button component={Link} href="/booking" variant="default" fullWidth>
              {t('payment.bookAnother')}
            </Button>
          </Stack>
        </Stack>
      </Card>
    </Center>
  );
}
