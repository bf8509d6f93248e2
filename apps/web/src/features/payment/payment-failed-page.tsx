import { Alert, Button, Card, Center, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useSearchParams } from 'wouter';

/** Spec route /payment/failed: what most often makes a JazzCash payment fail. */
export const PAYMENT_FAILURE_HINTS = [
  'For a JazzCash wallet, the CNIC (last 6 digits) must match the one registered with the wallet account.',
  'For a card, make sure it is enabled for online payments.',
  'Make sure your network connection is stable and try again.',
] as const;

/** Spec route /payment/failed: shows the `error` query parameter under Error Details. */
export default function PaymentFailedPage() {
  const [searchParams] = useSearchParams();
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
              Payment Failed
            </Title>
            <Text c="dimmed">We could not complete the payment for your booking.</Text>
          </Stack>
          {error && (
            <Alert color="red" variant="light" title="Error Details">
              {error}
            </Alert>
          )}
          <Stack gap={4}>
            <Text fw={600} size="sm">
              Common reasons
            </Text>
            <List size="sm" spacing={4}>
              {PAYMENT_FAILURE_HINTS.map((hint) => (
                <List.Item key={hint}>{hint}</List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap="sm">
            <Button component={Link} href="/booking" fullWidth>
              Try Again
            </Button>
            <Button component={Link} href="/my-bookings" variant="default" fullWidth>
              My Bookings
            </Button>
          </Stack>
        </Stack>
      </Card>
    </Center>
  );
}
