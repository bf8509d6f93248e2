import { Card, Stack, Table, Text } from '@mantine/core';
import { ADMIN_MAX_PAGE_SIZE, type TBooking } from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { formatLocalDate, formatRs, formatSlot, fullName } from '../shared';
import classes from './cash-up.module.css';

/** The printable day sheet: the day's live bookings by court, in play order, with what is due. */
export function DaySheet({ date }: { date: string }) {
  const trpc = useTRPC();
  const list = useQuery(
    trpc.admin.bookings.list.queryOptions({
      startDate: date,
      endDate: date,
      status: ['pending', 'confirmed', 'completed'],
      limit: ADMIN_MAX_PAGE_SIZE,
      page: 1,
    }),
  );
  const byCourt = new Map<string, TBooking[]>();
  for (const booking of list.data?.bookings ?? []) {
    byCourt.set(booking.court.name, [...(byCourt.get(booking.court.name) ?? []), booking]);
  }
  const courts = [...byCourt.keys()].sort((a, b) => a.localeCompare(b));
  return (
    <Card withBorder padding="sm" className={classes.sheet} aria-label="Day sheet">
      <Text fw={700} mb="xs">
        Day sheet, {formatLocalDate(date)}
      </Text>
      {courts.length === 0 && <Text size="sm">No bookings on this day.</Text>}
      <Stack gap="sm">
        {courts.map((court) => (
          <div key={court}>
            <Text fw={600} size="sm">
              {court}
            </Text>
            <Table fz="sm" withTableBorder>
              <Table.Tbody>
                {byCourt
                  .get(court)!
                  .sort((a, b) => a.timeSlot.startTime.localeCompare(b.timeSlot.startTime))
                  .map((booking) => (
                    <Table.Tr key={booking._id}>
                      <Table.Td w={120}>{formatSlot(booking.timeSlot)}</Table.Td>
                      <Table.Td>{booking.bookingId}</Table.Td>
                      <Table.Td>{fullName(booking.customer)}</Table.Td>
                      <Table.Td>{booking.customer.phone}</Table.Td>
                      <Table.Td>
                        Paid {formatRs(booking.amountPaid)} · Due {formatRs(booking.amountDue)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
