import { Center, Group, Loader, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ADMIN_SCREEN_TEXTS,
  SEARCH_DEBOUNCE_USERS_MS,
  USERS_PAGE_SIZE,
  type TUser,
} from '@padel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../../app/trpc';
import { AdminPageHeader, formatRs, fullName } from '../shared';
import { ActivityModal } from './activity-modal';

/** Users (`/admin/users`): searchable, paged, with each person's figures and activity. */
export default function UsersPage() {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_USERS_MS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<TUser | null>(null);
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
        description="Players and their bookings; open a row for the activity"
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
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th ta="right">Bookings</Table.Th>
                <Table.Th ta="right">Sessions</Table.Th>
                <Table.Th ta="right">Total Spent</Table.Th>
                <Table.Th ta="right">Discounts</Table.Th>
                <Table.Th ta="right">Upcoming</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={8}>
                    <Text c="dimmed" ta="center" py="md">
                      {ADMIN_SCREEN_TEXTS.noUsers}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                users.map((user) => (
                  <Table.Tr
                    key={user._id}
                    onClick={() => setSelected(user)}
                    style={{ cursor: 'pointer' }}
                    tabIndex={0}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') setSelected(user);
                    }}
                    aria-label={`Activity of ${fullName(user)}`}
                  >
                    <Table.Td>
                      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {fullName(user) || 'No name'}
                      </Text>
                      {/* The id's first block is enough to tell people apart; the whole id is its title. */}
                      <Text size="xs" c="dimmed" ff="monospace" title={user._id}>
                        #{user._id.slice(0, 8)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>{user.phone ?? '-'}</Table.Td>
                    <Table.Td ta="right">{user.stats?.totalBookings ?? 0}</Table.Td>
                    <Table.Td ta="right">{user.activity?.activityCount ?? 0}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatRs(user.stats?.totalSpent ?? 0)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatRs(user.stats?.totalDiscountGiven ?? 0)}
                    </Table.Td>
                    <Table.Td ta="right">{user.stats?.upcomingCount ?? 0}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Total: {total}
        </Text>
        {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} size="lg" /> : null}
      </Group>
      <ActivityModal user={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
