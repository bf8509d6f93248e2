import { Trans } from '@lingui/react';
import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'wouter';
import { ContactBlock } from '../../components/contact-block';
import { useTexts } from '../../i18n/texts';
import { useSession } from '../auth';
import { dashboardTexts } from './dashboard-texts';

const ICONS = {
  booking: 'M4 5h16v15H4zM4 9h16M9 3v4M15 3v4',
  myBookings: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
} as const;

/** Where a newly set-up account lands (spec: /dashboard 2 s after account setup). */
export default function DashboardPage() {
  const t = useTexts(dashboardTexts);
  const { user } = useSession();
  const nextSteps = [
    {
      href: '/booking',
      label: t('dashboard.bookCourts'),
      text: t('dashboard.bookCourtsText'),
      icon: ICONS.booking,
    },
    {
      href: '/my-bookings',
      label: t('dashboard.myBookings'),
      text: t('dashboard.myBookingsText'),
      icon: ICONS.myBookings,
    },
  ];
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <div>
        <Title order={1} size="h2">
          {user
            ? t('dashboard.welcome', { name: user.firstName })
            : t('dashboard.welcomeAnonymous')}
        </Title>
        <Text c="dimmed">{t('dashboard.ready')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {nextSteps.map((step) => (
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
          {t('dashboard.needHelp')}
        </Text>
        <ContactBlock variant="compact" />
      </Paper>
      <Text size="sm" c="dimmed">
        <Trans
          id="dashboard.changeDetails"
          components={{
            0: <Text component={Link} href="/settings" c="orange.8" size="sm" td="underline" />,
          }}
        />
      </Text>
    </Stack>
  );
}
