import { Alert, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { ADMIN_SCREEN_TEXTS } from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessageOf } from '../../../lib/error-message';
import { AdminPageHeader } from '../shared';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyCard } from './create-api-key-card';
import { OneTimeToken } from './one-time-token';
import { useRevokeApiKey } from './use-revoke-api-key';

/** API Keys (`/admin/api-keys`): create for an agent, the one-time token, the list with Revoke. */
export default function ApiKeysPage() {
  const trpc = useTRPC();
  const keysQuery = useQuery(trpc.apiKeys.list.queryOptions());
  const [created, setCreated] = useState<{ apiKey: string; token: string } | null>(null);
  const revoke = useRevokeApiKey();
  const keys = keysQuery.data?.keys ?? [];

  return (
    <Stack gap="md">
      <AdminPageHeader
        title="API Keys"
        description="Keys for partner agents booking through the api"
      />

      {created ? (
        <OneTimeToken
          apiKey={created.apiKey}
          token={created.token}
          onDone={() => setCreated(null)}
        />
      ) : null}

      <CreateApiKeyCard onCreated={setCreated} />

      <Card withBorder radius="md" padding="md" component="section" aria-label="API keys">
        <Title order={2} mb="sm">
          Keys
        </Title>
        {keysQuery.isPending ? (
          <Center py="md">
            <Loader />
          </Center>
        ) : keysQuery.isError ? (
          <Alert color="red" role="alert">
            {errorMessageOf(keysQuery.error)}
          </Alert>
        ) : keys.length === 0 ? (
          <Text c="dimmed">{ADMIN_SCREEN_TEXTS.noApiKeys}</Text>
        ) : (
          <ApiKeysTable keys={keys} onRevoke={revoke.onAsk} />
        )}
      </Card>

      <ConfirmDialog
        opened={revoke.revoking !== null}
        onClose={revoke.onCancel}
        onConfirm={revoke.onConfirm}
        type="danger"
        title="Revoke API key"
        message={ADMIN_SCREEN_TEXTS.revokeApiKeyConfirm}
        confirmText="Revoke"
        isLoading={revoke.isRevoking}
      />
    </Stack>
  );
}
