import { Table } from '@mantine/core';
import type { TAdminListedUser } from '@padel/contract';
import type { PendingChange } from './use-account-change';
import { UserRow } from './user-row';

/** The users' table: one row per person, opening their activity. */
export function UsersTable({
  users,
  onOpen,
  onChange,
}: {
  users: TAdminListedUser[];
  onOpen: (user: TAdminListedUser) => void;
  onChange: (change: PendingChange) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={1280}>
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
            <Table.Th ta="right">No-shows</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <UserRow key={user._id} user={user} onOpen={onOpen} onChange={onChange} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
