import { Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'wouter';

/** Spec route /payment/success: where the card payment page sends a paid booking. */
export default function PaymentSuccessPage() {
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
            Payment Successful
          </Title>
          <Text c="dimmed">
            Your payment has been received and your booking is confirmed. See you on the court!
          </Text>
          <Stack gap="sm" w="100%">
            <Button component={Link} href="/my-bookings" fullWidth>
              View My Bookings
            </Button>
            <Button component={Link} href="/booking" variant="default" fullWidth>
              Book Another Court
            </Button>
          </Stack>
        </Stack>
      </Card>
    </Center>
  );
}
