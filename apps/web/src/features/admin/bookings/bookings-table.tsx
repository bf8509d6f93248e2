import { Table } from '@mantine/core';
import { useState } from 'react';
import type { TBooking } from '@padel/contract';
import { StatusBadge } from '../../../components/status-badge';
import { PaymentBadge } from '../shared';
import { BookingCards } from './booking-cards';
import { BookingRowActions } from './booking-row-actions';
import {
  AmountCell,
  CourtCell,
  CustomerCell,
  TransactionCell,
  WhenCell,
} from './booking-row-parts';
import classes from './bookings.module.css';
import type { StatusChange } from './use-booking-status';

/** Below this width (a portrait tablet) the list shows cards instead of the table. */
export const BOOKING_CARDS_QUERY = '(max-width: 1023.98px)';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

type BookingsTableProps = {
  bookings: readonly TBooking[];
  onView: (booking: TBooking) => void;
  onChangeStatus: (change: StatusChange) => void;
};

/** The bookings list: the table on a desktop, cards on a tablet. */
export function BookingsTable(props: BookingsTableProps) {
  // Chosen when the list opens: a window resized under an open dialog keeps the control that
  // opened it, so closing the dialog returns the focus there.
  const [isTablet] = useState(() => window.matchMedia(BOOKING_CARDS_QUERY).matches);
  return isTablet ? <BookingCards {...props} /> : <BookingsGrid {...props} />;
}

/**
 * Spec columns: Customer, Court, Date & Time, Amount, Status, Payment, Transaction, Actions. No
 * minimum width: at 1366 px with the side nav every column fits whole; long e-mails wrap.
 */
function BookingsGrid({ bookings, onView, onChangeStatus }: BookingsTableProps) {
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Bookings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Court</Table.Th>
            <Table.Th style={NOWRAP}>Date &amp; Time</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Payment</Table.Th>
            <Table.Th>Transaction</Table.Th>
            <Table.Th className={classes.actionsCell}>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => (
            <Table.Tr key={booking._id}>
              <Table.Td>
                <CustomerCell booking={booking} />
              </Table.Td>
              <Table.Td>
                <CourtCell booking={booking} />
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <WhenCell booking={booking} />
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <AmountCell booking={booking} />
              </Table.Td>
              <Table.Td style={NOWRAP} className={classes.badgeCell}>
                <StatusBadge status={booking.status} size="sm" />
              </Table.Td>
              <Table.Td style={NOWRAP} className={classes.badgeCell}>
                <PaymentBadge status={booking.paymentStatus} />
              </Table.Td>
              <Table.Td>
                <TransactionCell booking={booking} />
              </Table.Td>
              <Table.Td style={NOWRAP} className={classes.actionsCell}>
                <BookingRowActions
                  booking={booking}
                  onView={onView}
                  onChangeStatus={onChangeStatus}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
