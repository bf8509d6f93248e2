import { Alert, Button, Card, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { WhatsAppOptIn } from '../../components/whatsapp-opt-in';
import { errorMessageOf } from '../../lib/error-message';

/**
 * The player's private calendar feed: its secret address is shown once, when made or reset
 * (only a hash of it is kept), and a reset makes the previous address stop working.
 */
function CalendarFeed() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.notifications.settings.queryOptions());
  const reset = useMutation(trpc.notifications.resetCalendarFeed.mutationOptions());
  const [url, setUrl] = useState<string | null>(null);
  const isActive = settings.data?.calendarFeed.isActive ?? false;

  const onReset = async () => {
    const result = await reset.mutateAsync();
    setUrl(result.data.url);
    await queryClient.invalidateQueries(trpc.notifications.settings.queryFilter());
  };

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Calendar feed
      </Text>
      <Text size="sm" c="dimmed">
        A private address that lists your upcoming bookings. Subscribe to it in Google Calendar
        (Other calendars, From URL), Apple Calendar or Outlook and your bookings appear by
        themselves.
      </Text>
      {url && (
        <Alert color="green" variant="light" title="Your feed address">
          <Stack gap="xs">
            <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {url}
            </Code>
            <Text size="xs">
              It is shown only now. Keep it private: anyone with it can see your bookings.
            </Text>
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} w="fit-content">
                  {copied ? 'Copied' : 'Copy address'}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      )}
      {!url && isActive && (
        <Text size="sm">
          Your feed is on. Lost its address? Reset it to get a new one; the old one stops working.
        </Text>
      )}
      {reset.isError && <Alert color="red">{errorMessageOf(reset.error)}</Alert>}
      <Group>
        <Button
          variant={isActive ? 'default' : 'light'}
          onClick={() => void onReset().catch(() => undefined)}
          loading={reset.isPending}
          disabled={settings.isPending}
        >
          {isActive ? 'Reset feed address' : 'Create feed address'}
        </Button>
      </Group>
    </Stack>
  );
}

/** Settings: WhatsApp messages and the calendar feed, in a section of their own. */
export function NotificationSettings({ phone }: { phone?: string }) {
  const trpc = useTRPC();
  const settings = useQuery(trpc.notifications.settings.queryOptions());
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="md">
        Notifications &amp; Calendar
      </Title>
      <Stack gap="lg">
        {settings.data?.whatsappAvailable && (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              WhatsApp
            </Text>
            <WhatsAppOptIn {...(phone ? { defaultPhone: phone } : {})} />
          </Stack>
        )}
        <CalendarFeed />
      </Stack>
    </Card>
  );
}
