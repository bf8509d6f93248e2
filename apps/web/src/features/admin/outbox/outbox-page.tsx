import { Alert, Card, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { OUTBOX_TEXTS } from '@padel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';
import { AdminPageHeader } from '../shared';
import { FailedMessagesTable } from './failed-messages-table';
import { useRetryMessage } from './use-retry-message';

/** Messages (`/admin/messages`): e-mails and WhatsApp messages that failed, with Retry (admins). */
export default function OutboxPage() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...trpc.admin.outbox.list.queryOptions({ status: 'failed', page }),
    placeholderData: keepPreviousData,
  });
  const { onRetry, retryingId } = useRetryMessage();
  const messages = list.data?.messages ?? [];

  return (
    <Stack gap="md">
      <AdminPageHeader title={OUTBOX_TEXTS.title} description={OUTBOX_TEXTS.description} />
      <Card withBorder radius="md" padding="md" component="section" aria-label="Failed messages">
        {list.isPending ? (
          <Center py="md">
            <Loader />
          </Center>
        ) : list.isError ? (
          <Alert color="red" role="alert">
            {errorMessageOf(list.error)}
          </Alert>
        ) : messages.length === 0 ? (
          <Text c="dimmed">{OUTBOX_TEXTS.noFailed}</Text>
        ) : (
          <FailedMessagesTable messages={messages} retryingId={retryingId} onRetry={onRetry} />
        )}
      </Card>
      {(list.data?.pagination.pages ?? 1) > 1 ? (
        <Group justify="flex-end">
          <Pagination total={list.data?.pagination.pages ?? 1} value={page} onChange={setPage} />
        </Group>
      ) : null}
    </Stack>
  );
}
