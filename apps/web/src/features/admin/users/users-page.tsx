import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  ADMIN_SCREEN_TEXTS,
  ADMIN_SETTABLE_ROLES,
  ROLE_LABELS,
  SEARCH_DEBOUNCE_USERS_MS,
  USER_STATUS_LABELS,
  USERS_PAGE_SIZE,
  type TAdminListedUser,
  type TAdminSettableRole,
} from '@padel/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AdminPageHeader, formatRs, fullName } from '../shared';
import { changeByline, describeChange } from './account-changes';
import { ActivityModal } from './activity-modal';
import { InviteStaffModal } from './invite-staff-modal';
import { errorMessageOf } from '../../../lib/error-message';

/** A change waiting for the admin's confirmation. */
type PendingChange =
  | { kind: 'role'; user: TAdminListedUser; role: TAdminSettableRole }
  | { kind: 'status'; user: TAdminListedUser; status: 'active' | 'suspended' };

const STATUS_COLORS = { active: 'green', suspended: 'red', pending: 'yellow' } as const;

const isSettableRole = (role: string): role is TAdminSettableRole =>
  (ADMIN_SETTABLE_ROLES as readonly string[]).includes(role);

/** The row opens the activity; its controls must not. */
const keepInRow = (event: SyntheticEvent) => event.stopPropagation();

/**
 * Users (`/admin/users`): searchable, paged, with each person's figures and activity; an admin
 * invites staff, changes roles and suspends or restores accounts, each change recorded.
 */
export default function UsersPage() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<PendingChange | null>(null);
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

  const change = useMutation({
    mutationFn: (next: PendingChange) =>
      next.kind === 'role'
        ? client.admin.users.setRole.mutate({ id: next.user._id, role: next.role })
        : client.admin.users.setStatus.mutate({ id: next.user._id, status: next.status }),
    onSuccess: (answer) => {
      setPending(null);
      if (answer.message) notifications.show({ color: 'green', message: answer.message });
    },
    onError: (error, next) => {
      setPending(null);
      notifications.show({
        color: 'red',
        title:
          next.kind === 'role'
            ? ADMIN_SCREEN_TEXTS.roleChangeFailed
            : ADMIN_SCREEN_TEXTS.statusChangeFailed,
        message: errorMessageOf(error),
        autoClose: 8000,
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.admin.users.list.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.admin.users.changes.pathKey() }),
      ]),
  });

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
        <Table.ScrollContainer minWidth={1200}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Account</Table.Th>
                <Table.Th ta="right">Bookings</Table.Th>
                <Table.Th ta="right">Sessions</Table.Th>
                <Table.Th ta="right">Total Spent</Table.Th>
                <Table.Th ta="right">Discounts</Table.Th>
                <Table.Th ta="right">Upcoming</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((user) => (
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
                  <Table.Td onClick={keepInRow} onKeyDown={keepInRow} miw={180}>
                    {isSettableRole(user.role) ? (
                      <Select
                        aria-label={`Role of ${fullName(user)}`}
                        data={ADMIN_SETTABLE_ROLES.map((role) => ({
                          value: role,
                          label: ROLE_LABELS[role],
                        }))}
                        value={user.role}
                        allowDeselect={false}
                        onChange={(role) => {
                          if (role && isSettableRole(role) && role !== user.role) {
                            setPending({ kind: 'role', user, role });
                          }
                        }}
                        size="sm"
                      />
                    ) : (
                      <Badge variant="light">{ROLE_LABELS[user.role]}</Badge>
                    )}
                    {user.latestChange ? (
                      <Text size="xs" c="dimmed" mt={4} data-testid="latest-change">
                        {describeChange(user.latestChange)} {changeByline(user.latestChange)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td onClick={keepInRow} onKeyDown={keepInRow} miw={210}>
                    <Group gap="xs" wrap="nowrap">
                      <Badge
                        color={STATUS_COLORS[user.status]}
                        variant="light"
                        style={{ flexShrink: 0 }}
                      >
                        {USER_STATUS_LABELS[user.status]}
                      </Badge>
                      {user.status === 'suspended' ? (
                        <Button
                          size="xs"
                          variant="light"
                          color="green"
                          onClick={() => setPending({ kind: 'status', user, status: 'active' })}
                        >
                          Restore
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => setPending({ kind: 'status', user, status: 'suspended' })}
                        >
                          Suspend
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
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
              ))}
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
      <InviteStaffModal opened={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (pending) change.mutate(pending);
        }}
        isLoading={change.isPending}
        title={
          pending?.kind === 'role'
            ? 'Change role'
            : pending?.status === 'suspended'
              ? 'Suspend account'
              : 'Restore account'
        }
        message={
          !pending
            ? ''
            : pending.kind === 'role'
              ? ADMIN_SCREEN_TEXTS.changeRoleConfirm(
                  fullName(pending.user),
                  ROLE_LABELS[pending.role],
                )
              : pending.status === 'suspended'
                ? ADMIN_SCREEN_TEXTS.suspendConfirm(fullName(pending.user))
                : ADMIN_SCREEN_TEXTS.restoreConfirm(fullName(pending.user))
        }
        confirmText={
          pending?.kind === 'role'
            ? 'Change role'
            : pending?.status === 'suspended'
              ? 'Suspend'
              : 'Restore'
        }
        type={pending?.kind === 'status' && pending.status === 'suspended' ? 'danger' : 'warning'}
      />
    </Stack>
  );
}
