import { Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import type { TBooking } from '@padel/contract';
import { StatusBadge } from '../../../components/status-badge';
import { formatLocalDate, formatRs, formatSlot, fullName, PaymentBadge } from '../shared';
import { paymentMethodLabel } from './booking-details-modal';
import classes from './bookings.module.css';
import type { StatusChange } from './use-booking-status';
import { canChangeStatus, statusChangeOf } from './complete-change';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

export { canChangeStatus } from './complete-change';

type BookingsTableProps = {
  bookings: readonly TBooking[];
  onView: (booking: TBooking) => void;
  onChangeStatus: (change: StatusChange) => void;
};

/** Spec columns: Customer, Court, Date & Time, Amount, Status, Payment, Transaction, Actions. */
export function BookingsTable({ bookings, onView, onChangeStatus }: BookingsTableProps) {
  return (
    <Table.ScrollContainer minWidth={1180}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Bookings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Court</Table.Th>
            <Table.Th>Date &amp; Time</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Payment</Table.Th>
            <Table.Th>Transaction</Table.Th>
            <Table.Th className={classes.actionsCell}>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => {
            const label = `${booking.bookingId} (${fullName(booking.customer)})`;
            return (
              <Table.Tr key={booking._id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {fullName(booking.customer)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {booking.customer.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {booking.customer.phone}
                  </Text>
                </Table.Td>
                <Table.Td style={NOWRAP}>
                  <Text size="sm">{booking.court.name}</Text>
                  <Text size="xs" c="dimmed">
                    {booking.court.location}
                  </Text>
                </Table.Td>
                <Table.Td style={NOWRAP}>
                  <Text size="sm">{formatLocalDate(booking.date)}</Text>
                  <Text size="xs" c="dimmed">
                    {formatSlot(booking.timeSlot)}
                  </Text>
                </Table.Td>
                <Table.Td style={NOWRAP}>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {formatRs(booking.totalPrice)}
                    </Text>
                    {booking.discount.applied && (
                      <Badge size="xs" color="green" variant="light">
                        -{booking.discount.percentage}%
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td style={NOWRAP}>
                  <StatusBadge status={booking.status} size="sm" />
                </Table.Td>
                <Table.Td style={NOWRAP}>
                  <PaymentBadge status={booking.paymentStatus} />
                </Table.Td>
                <Table.Td style={NOWRAP}>
                  <Text size="sm" c={booking.jazzCashDetails ? undefined : 'dimmed'}>
                    {booking.jazzCashDetails
                      ? paymentMethodLabel(booking.paymentMethod)
                      : 'No Transaction'}
                  </Text>
                </Table.Td>
                <Table.Td style={NOWRAP} className={classes.actionsCell}>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="sm"
                      variant="light"
                      onClick={() => onView(booking)}
                      aria-label={`View ${label}`}
                    >
                      View
                    </Button>
                    {canChangeStatus(booking) && (
                      <>
                        <Tooltip label="Mark as completed">
                          <Button
                            size="sm"
                            color="green"
                            variant="light"
                            aria-label={`Complete ${label}`}
                            onClick={() =>
                              onChangeStatus(statusChangeOf(booking, label, 'completed'))
                            }
                          >
                            Complete
                          </Button>
                        </Tooltip>
                        <Tooltip label="Cancel booking">
                          <Button
                            size="sm"
                            color="red"
                            variant="light"
                            aria-label={`Cancel ${label}`}
                            onClick={() =>
                              onChangeStatus({ bookingId: booking._id, label, status: 'cancelled' })
                            }
                          >
                            Cancel
                          </Button>
                        </Tooltip>
                      </>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
