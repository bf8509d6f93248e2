import '@mantine/dates/styles.layer.css';
import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { ADMIN_BOOKING_PAGE_SIZES, ERROR_MESSAGES, type TBooking } from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useReducer, useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { AdminPageHeader, karachiToday, useCourts, useLiveBookings } from '../shared';
import { AvailabilityModal } from './availability-modal';
import { BookingDetailsModal } from './booking-details-modal';
import {
  BOOKING_SORTS,
  BOOKING_TABS,
  bookingFiltersReducer,
  bookingListQuery,
  initialBookingFilters,
  pagesShown,
  type BookingTab,
} from './booking-filters';
import { BookingSearchInput } from './booking-search-input';
import { BookingsTable } from './bookings-table';
import { CreateTempUserModal } from './create-temp-user-modal';
import { NewBookingWizard } from './new-booking-wizard';
import { StatusChangeDialog } from './status-change-dialog';
import { useBookingStatusChange } from './use-booking-status';
import { errorMessageOf } from '../../../lib/error-message';

/** Manage Bookings (spec): tabs, filters, paging, actions and the booking dialogs. */
export default function AdminBookingsPage() {
  useLiveBookings();
  const trpc = useTRPC();
  const [filters, dispatch] = useReducer(
    bookingFiltersReducer,
    karachiToday(),
    initialBookingFilters,
  );
  const list = useQuery({
    ...trpc.admin.bookings.list.queryOptions(bookingListQuery(filters)),
    placeholderData: (last) => last,
  });
  const onSearch = useCallback((search: string) => dispatch({ type: 'search', search }), []);
  const courts = useCourts();
  const statusChange = useBookingStatusChange();
  const [viewedId, setViewedId] = useState<string | null>(null);
  const [viewedFallback, setViewedFallback] = useState<TBooking | null>(null);
  const [dialog, setDialog] = useState<'temp-user' | 'wizard' | 'availability' | null>(null);

  // The open booking follows the list, so an inquiry or refund shows its new state.
  const viewed = viewedId
    ? (list.data?.bookings.find((b) => b._id === viewedId) ?? viewedFallback)
    : null;
  const bookings = list.data?.bookings ?? [];
  const pagination = list.data?.pagination;

  return (
    <Stack gap="md">
      <AdminPageHeader
        title="Manage Bookings"
        actions={
          <>
            <Button variant="default" onClick={() => setDialog('temp-user')}>
              Create Temp User
            </Button>
            <Button variant="default" onClick={() => setDialog('availability')}>
              Check Availability
            </Button>
            <Button onClick={() => setDialog('wizard')}>New Booking</Button>
          </>
        }
      />
      <Tabs
        value={filters.tab}
        onChange={(tab) => tab && dispatch({ type: 'tab', tab: tab as BookingTab })}
      >
        <Tabs.List>
          {Object.entries(BOOKING_TABS).map(([value, tab]) => (
            <Tabs.Tab key={value} value={value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Card withBorder padding="sm" radius="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <BookingSearchInput onSearch={onSearch} />
          <Select
            label="Court"
            placeholder="All courts"
            clearable
            data={(courts.data?.courts ?? []).map((court) => ({
              value: court._id,
              label: court.name,
            }))}
            value={filters.courtId}
            onChange={(courtId) => dispatch({ type: 'court', courtId })}
            w={200}
          />
          <DatePickerInput
            label="Start date"
            placeholder="Any"
            clearable
            value={filters.startDate}
            onChange={(date) => dispatch({ type: 'startDate', date })}
            valueFormat="D MMM YYYY"
            w={170}
          />
          <DatePickerInput
            label="End date"
            placeholder="Any"
            clearable
            value={filters.endDate}
            onChange={(date) => dispatch({ type: 'endDate', date })}
            valueFormat="D MMM YYYY"
            w={170}
          />
          <Select
            label="Sort by"
            data={BOOKING_SORTS}
            value={filters.sort}
            allowDeselect={false}
            onChange={(sort) => sort && dispatch({ type: 'sort', sort: sort })}
            w={230}
          />
          <Button
            variant="subtle"
            onClick={() => dispatch({ type: 'clear', today: karachiToday() })}
          >
            Clear
          </Button>
        </Group>
      </Card>

      {list.error && !list.data ? (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Text fw={700} size="lg">
              {ERROR_MESSAGES.loadingBookingsTitle}
            </Text>
            <Text c="dimmed">{errorMessageOf(list.error)}</Text>
            <Button onClick={() => void list.refetch()}>Retry</Button>
          </Stack>
        </Center>
      ) : list.isLoading ? (
        <Stack gap="xs" aria-label="Loading bookings">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={56} />
          ))}
        </Stack>
      ) : bookings.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">No bookings found</Text>
        </Center>
      ) : (
        <Card withBorder padding={0} radius="md">
          {list.error && (
            <Alert color="red" m="sm">
              {errorMessageOf(list.error)}
            </Alert>
          )}
          <BookingsTable
            bookings={bookings}
            onView={(booking) => {
              setViewedId(booking._id);
              setViewedFallback(booking);
            }}
            onChangeStatus={statusChange.ask}
          />
        </Card>
      )}

      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          Total: {pagination?.total ?? 0}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Pagination
            total={pagesShown(pagination?.pages ?? 1)}
            value={filters.page}
            onChange={(page) => dispatch({ type: 'page', page })}
            siblings={1}
            aria-label="Pages"
          />
          <Select
            aria-label="Per page"
            data={ADMIN_BOOKING_PAGE_SIZES.map((size) => ({
              value: String(size),
              label: `${size} / page`,
            }))}
            value={String(filters.limit)}
            onChange={(value) => value && dispatch({ type: 'limit', limit: Number(value) })}
            allowDeselect={false}
            w={130}
          />
        </Group>
      </Group>

      <StatusChangeDialog change={statusChange} />
      <BookingDetailsModal booking={viewed} onClose={() => setViewedId(null)} />
      <CreateTempUserModal opened={dialog === 'temp-user'} onClose={() => setDialog(null)} />
      <AvailabilityModal opened={dialog === 'availability'} onClose={() => setDialog(null)} />
      <NewBookingWizard opened={dialog === 'wizard'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
