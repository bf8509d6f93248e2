import { Button, Center, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ADMIN_SCREEN_TEXTS,
  SEARCH_DEBOUNCE_USERS_MS,
  USERS_PAGE_SIZE,
  type TAdminListedUser,
} from '@padel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { AdminPageHeader } from '../shared';
import { AccountChangeDialog } from './account-change-dialog';
import { ActivityModal } from './activity-modal';
import { InviteStaffModal } from './invite-staff-modal';
import { useAccountChange } from './use-account-change';
import { UsersTable } from './users-table';

/**
 * Users (`/admin/users`): searchable, paged, with each person's figures and activity; an admin
 * invites staff, changes roles and suspends or restores accounts, each change recorded.
 */
export default function UsersPage() {
  const trpc = useTRPC();
  const [inviting, setInviting] = useState(false);
  const change = useAccountChange();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_USERS_MS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<TAdminListedUser | null>(null);
  useEffect(() => setPage(1), [debouncedSearch]);

  const usersQuery = useQuery({
    ...trpc.admin.users.list.queryOptions({
      page,
      limit: USERS_PAGE_SIZE,
      ...(debouncedSearch ? { search: debouncedSearch } : {}),
      includeStats: true,
      includeActivity: true,
    }),
    placeholderData: keepPreviousData,
  });
  // Spec: a users fetch failure is logged and the list stays empty.
  useEffect(() => {
    if (usersQuery.error) console.error(usersQuery.error);
  }, [usersQuery.error]);

  const users = usersQuery.isError ? [] : (usersQuery.data?.users ?? []);
  const pages = usersQuery.data?.pagination.pages ?? 1;
  const total = usersQuery.data?.pagination.total ?? 0;

  return (
    <Stack gap="md">
      <AdminPageHeader
        title="Users"
        description="Players, staff and admins; open a row for the activity and the account history"
        actions={
          <Button h={44} onClick={() => setInviting(true)}>
            {ADMIN_SCREEN_TEXTS.inviteStaff}
          </Button>
        }
      />
      <TextInput
        aria-label="Search users"
        placeholder="Search by name, email or phone"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        size="md"
        maw={480}
      />
      {usersQuery.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : users.length === 0 ? (
        // Without rows the wide table would only scroll an empty header.
        <Text c="dimmed" ta="center" py="md">
          {ADMIN_SCREEN_TEXTS.noUsers}
        </Text>
      ) : (
        <UsersTable users={users} onOpen={setSelected} onChange={change.onAsk} />
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Total: {total}
        </Text>
        {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} size="lg" /> : null}
      </Group>
      <ActivityModal user={selected} onClose={() => setSelected(null)} />
      <InviteStaffModal opened={inviting} onClose={() => setInviting(false)} />
      <AccountChangeDialog
        pending={change.pending}
        isLoading={change.isChanging}
        onCancel={change.onCancel}
        onConfirm={change.onConfirm}
      />
    </Stack>
  );
}
