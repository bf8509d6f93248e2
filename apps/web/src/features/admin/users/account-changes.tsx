import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import {
  ADMIN_SCREEN_TEXTS,
  ROLE_LABELS,
  USER_STATUS_LABELS,
  type TUserChange,
} from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { formatInstant } from '../shared';
import { errorMessageOf } from '../../../lib/error-message';

const roleLabel = (role: string | null) =>
  role && role in ROLE_LABELS ? ROLE_LABELS[role as keyof typeof ROLE_LABELS] : (role ?? '-');
const statusLabel = (status: string | null) =>
  status && status in USER_STATUS_LABELS
    ? USER_STATUS_LABELS[status as keyof typeof USER_STATUS_LABELS]
    : (status ?? '-');

/** 'Role: Customer → Staff', 'Suspended', 'Restored', 'Invited as Staff'. */
export function describeChange(change: TUserChange): string {
  if (change.kind === 'invited') return `Invited as ${roleLabel(change.to)}`;
  if (change.kind === 'role') return `Role: ${roleLabel(change.from)} → ${roleLabel(change.to)}`;
  if (change.to === 'suspended') return 'Suspended';
  return change.from === 'suspended'
    ? `Restored (${statusLabel(change.to)})`
    : `Status: ${statusLabel(change.from)} → ${statusLabel(change.to)}`;
}

/** 'by Hina Admin, Mon, 15 Jun 2026, 18:30' (venue time). */
export function changeByline(change: TUserChange): string {
  return `by ${change.by?.name ?? 'a removed account'}, ${formatInstant(change.at)}`;
}

/** The account's invitation, role and status changes, newest first. */
export function AccountHistory({ userId }: { userId: string }) {
  const trpc = useTRPC();
  const changesQuery = useQuery(trpc.admin.users.changes.queryOptions({ id: userId }));
  const changes = changesQuery.data?.changes ?? [];
  return (
    <Stack gap="xs" aria-label="Account history" component="section">
      <Title order={3} size="h4">
        Account history
      </Title>
      {changesQuery.isPending ? (
        <Center py="sm">
          <Loader size="sm" />
        </Center>
      ) : changesQuery.isError ? (
        <Alert color="red">{errorMessageOf(changesQuery.error)}</Alert>
      ) : changes.length === 0 ? (
        <Text c="dimmed" size="sm">
          {ADMIN_SCREEN_TEXTS.noAccountChanges}
        </Text>
      ) : (
        changes.map((change) => (
          <div key={change.id} data-testid="account-change">
            <Text size="sm" fw={600}>
              {describeChange(change)}
            </Text>
            <Text size="xs" c="dimmed">
              {changeByline(change)}
            </Text>
          </div>
        ))
      )}
    </Stack>
  );
}
