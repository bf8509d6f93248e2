import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'wouter';
import { ContactBlock } from '../../components/contact-block';
import { useSession } from '../auth';

const NEXT_STEPS = [
  {
    href: '/booking',
    label: 'Book Courts',
    text: 'Pick a court, a day and a time, and confirm with the code we email you.',
    icon: 'M4 5h16v15H4zM4 9h16M9 3v4M15 3v4',
  },
  {
    href: '/my-bookings',
    label: 'My Bookings',
    text: 'See your upcoming and past bookings, or cancel one.',
    icon: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  },
] as const;

/** Where a newly set-up account lands (spec: /dashboard 2 s after account setup). */
export default function DashboardPage() {
  const { user } = useSession();
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <div>
        <Title order={1} size="h2">
          Welcome{user ? `, ${user.firstName}` : ''}!
        </Title>
        <Text c="dimmed">Your account is ready. What would you like to do?</Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {NEXT_STEPS.map((step) => (
          <Paper key={step.href} withBorder radius="md" p="lg">
            <Stack gap="sm" h="100%">
              <ThemeIcon size={40} radius="md" variant="light">
                <svg
                  width="22"
                  height="22"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={step.icon} />
                </svg>
              </ThemeIcon>
              <Title order={2} size="h4">
                {step.label}
              </Title>
              <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                {step.text}
              </Text>
              <Button
                component={Link}
                href={step.href}
                variant={step.href === '/booking' ? 'filled' : 'light'}
              >
                {step.label}
              </Button>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Text fw={700} mb={6}>
          Need help?
        </Text>
        <ContactBlock variant="compact" />
      </Paper>
      <Text size="sm" c="dimmed">
        You can change your details any time in{' '}
        <Text component={Link} href="/settings" c="orange.8" size="sm" td="underline">
          Account Settings
        </Text>
        .
      </Text>
    </Stack>
  );
}
