import { Alert, Button, Card, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTexts } from '../../i18n/texts';
import { useTRPC } from '../../lib/trpc';
import { WhatsAppOptIn } from '../../components/whatsapp-opt-in';
import { useErrorMessageOf } from '../../lib/error-message';
import { settingsTexts } from './settings-texts';

/**
 * The player's private calendar feed: its secret address is shown once, when made or reset
 * (only a hash of it is kept), and a reset makes the previous address stop working.
 */
function CalendarFeed() {
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.notifications.settings.queryOptions());
  const reset = useMutation(trpc.notifications.resetCalendarFeed.mutationOptions());
  const [url, setUrl] = useState<string | null>(null);
  const t = useTexts(settingsTexts);
  const isActive = settings.data?.calendarFeed.isActive ?? false;

  const onReset = async () => {
    const result = await reset.mutateAsync();
    setUrl(result.data.url);
    await queryClient.invalidateQueries(trpc.notifications.settings.queryFilter());
  };

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('settings.calendarFeed')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('settings.calendarFeedIntro')}
      </Text>
      {url && (
        <Alert color="green" variant="light" title={t('settings.feedAddress')}>
          <Stack gap="xs">
            <Code block dir="ltr" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {url}
            </Code>
            <Text size="xs">{t('settings.feedShownOnce')}</Text>
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} w="fit-content">
                  {copied ? t('settings.copied') : t('settings.copyAddress')}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      )}
      {!url && isActive && <Text size="sm">{t('settings.feedIsOn')}</Text>}
      {reset.isError && <Alert color="red">{errorMessageOf(reset.error)}</Alert>}
      <Group>
        <Button
          variant={isActive ? 'default' : 'light'}
          onClick={() => void onReset().catch(() => undefined)}
          loading={reset.isPending}
          disabled={settings.isPending}
        >
          {isActive ? t('settings.resetFeedAddress') : t('settings.createFeedAddress')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Settings: WhatsApp messages and the calendar feed, in a section of their own. */
export function NotificationSettings({ phone }: { phone?: string }) {
  const trpc = useTRPC();
  const settings = useQuery(trpc.notifications.settings.queryOptions());
  const t = useTexts(settingsTexts);
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="md">
        {t('settings.notificationsAndCalendar')}
      </Title>
      <Stack gap="lg">
        {settings.data?.whatsappAvailable && (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('settings.whatsApp')}
            </Text>
            <WhatsAppOptIn {...(phone ? { defaultPhone: phone } : {})} />
          </Stack>
        )}
        <CalendarFeed />
      </Stack>
    </Card>
  );
}
