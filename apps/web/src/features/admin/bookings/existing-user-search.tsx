import { Alert, Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_WIZARD_MS, USERS_WIZARD_PAGE_SIZE } from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';
import { fullName } from '../shared';
import classes from './bookings.module.css';

const bookingCountText = ({ totalBookings }: { totalBookings: number }) =>
  `${totalBookings} ${totalBookings === 1 ? 'booking' : 'bookings'}`;

/** The customers found by name, e-mail or phone (any typed form), one to choose. */
export function ExistingUserSearch({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_WIZARD_MS);
  const users = useQuery(
    trpc.admin.users.list.queryOptions({
      page: 1,
      limit: USERS_WIZARD_PAGE_SIZE,
      role: 'customer',
      includeStats: false,
      includeActivity: false,
      ...(debounced ? { search: debounced } : {}),
    }),
  );
  return (
    <Stack gap="sm">
      <TextInput
        label="Search customers"
        placeholder="Name, e-mail or phone"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        rightSection={users.isFetching ? <Loader size="xs" /> : null}
      />
      {users.error && (
        <Alert color="red" role="alert">
          {errorMessageOf(users.error)}
        </Alert>
      )}
      {users.data && users.data.users.length === 0 && (
        <Text size="sm" c="dimmed">
          No customers found
        </Text>
      )}
      <Radio.Group value={selected} onChange={onSelect} aria-label="Customer">
        <Stack gap={6}>
          {users.data?.users.map((user) => (
            <Radio.Card
              key={user._id}
              value={user._id}
              p="sm"
              radius="md"
              className={classes.choice}
            >
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {fullName(user)}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {[user.email, user.phone].filter(Boolean).join(' · ')}
                    {user.bookingCounts ? ` · ${bookingCountText(user.bookingCounts)}` : ''}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
