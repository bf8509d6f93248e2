import { Badge, Button, Group, Select, Table, Text } from '@mantine/core';
import {
  ADMIN_SETTABLE_ROLES,
  ROLE_LABELS,
  USER_STATUS_LABELS,
  type TAdminListedUser,
  type TAdminSettableRole,
} from '@padel/contract';
import type { SyntheticEvent } from 'react';
import { formatRs, fullName } from '../shared';
import { changeByline, describeChange } from './account-changes';
import { EmailCell } from './email-cell';
import type { PendingChange } from './use-account-change';

const STATUS_COLORS = { active: 'green', suspended: 'red', pending: 'yellow' } as const;

const isSettableRole = (role: string): role is TAdminSettableRole =>
  (ADMIN_SETTABLE_ROLES as readonly string[]).includes(role);

/** The row opens the activity; its controls must not. */
const keepInRow = (event: SyntheticEvent) => event.stopPropagation();

/** One person: who, role (changeable), account status (suspend/restore) and figures. */
export function UserRow({
  user,
  onOpen,
  onChange,
}: {
  user: TAdminListedUser;
  onOpen: (user: TAdminListedUser) => void;
  onChange: (change: PendingChange) => void;
}) {
  return (
    <Table.Tr
      key={user._id}
      onClick={() => onOpen(user)}
      style={{ cursor: 'pointer' }}
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') onOpen(user);
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
      {/* An address opens the activity like the rest of the row; Add e-mail and its dialog do not. */}
      <Table.Td {...(user.email ? {} : { onClick: keepInRow, onKeyDown: keepInRow })}>
        <EmailCell user={user} />
      </Table.Td>
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
                onChange({ kind: 'role', user, role });
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
          <Badge color={STATUS_COLORS[user.status]} variant="light" style={{ flexShrink: 0 }}>
            {USER_STATUS_LABELS[user.status]}
          </Badge>
          {user.status === 'suspended' ? (
            <Button
              size="xs"
              variant="light"
              color="green"
              onClick={() => onChange({ kind: 'status', user, status: 'active' })}
            >
              Restore
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => onChange({ kind: 'status', user, status: 'suspended' })}
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
      <Table.Td ta="right" c={user.noShows > 0 ? 'orange.8' : undefined}>
        {user.noShows}
      </Table.Td>
    </Table.Tr>
  );
}
