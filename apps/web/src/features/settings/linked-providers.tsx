import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { OAUTH_PROVIDER_NAMES } from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { useDates } from '../../i18n/dates';
import { useTexts } from '../../i18n/texts';
import { useTRPC } from '../../lib/trpc';
import { settingsTexts } from './settings-texts';

/** The sign-in providers (Google, Microsoft, Apple) linked to the account, on /settings. */
export function LinkedProviders() {
  const trpc = useTRPC();
  const query = useQuery(trpc.auth.linkedProviders.queryOptions());
  const t = useTexts(settingsTexts);
  const { formatInstant } = useDates();
  const providers = query.data?.providers ?? [];

  return (
    <Card
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby="linked-providers"
    >
      <Title id="linked-providers" order={2} size="h4" mb="md">
        {t('settings.linkedProviders')}
      </Title>
      {query.isPending ? (
        <Text c="dimmed" size="sm">
          {t('settings.loading')}
        </Text>
      ) : query.isError ? (
        <Text c="red" size="sm">
          {t('settings.linkedProvidersFailed')}
        </Text>
      ) : providers.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('settings.noLinkedProvider')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {providers.map((linked) => (
            <Group
              key={linked.provider}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
            >
              <div>
                <Text fw={600}>{OAUTH_PROVIDER_NAMES[linked.provider]}</Text>
                {linked.email && (
                  <Text size="sm" c="dimmed">
                    {linked.email}
                  </Text>
                )}
              </div>
              <Badge variant="light" color="green">
                {t('settings.linkedOn', {
                  date: formatInstant(new Date(linked.linkedAt), 'd MMM yyyy'),
                })}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
