import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { formatLevel, type TAdminMatch, type TAdminMatchSeat } from '@padel/contract';
import { formatRs } from '../shared';
import { seatPaymentState } from './seat-payment';
import classes from './matches.module.css';

export type SeatAction = { match: TAdminMatch; seat: TAdminMatchSeat };

const levelText = (level: number | null) =>
  level === null ? 'No level yet' : `Level ${formatLevel(level)}`;

function SeatRow({
  match,
  seat,
  onPayAtDesk,
  onRemove,
}: SeatAction & { onPayAtDesk: (a: SeatAction) => void; onRemove: (a: SeatAction) => void }) {
  const state = seatPaymentState(seat);
  return (
    <Table.Tr data-testid={`seat-${seat.userId}`}>
      <Table.Td className={classes.player}>
        <Text fw={600}>{seat.name}</Text>
        <Text size="sm" c="dimmed">
          {levelText(seat.level)}
        </Text>
      </Table.Td>
      <Table.Td className={classes.amount}>{formatRs(seat.share)}</Table.Td>
      <Table.Td className={classes.amount}>
        {seat.amountPaid > 0 ? formatRs(seat.amountPaid) : '—'}
      </Table.Td>
      <Table.Td>
        <Badge color={state.color} variant="light" size="lg" className={classes.payment}>
          {state.label}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {state.isCashDue && (
            <Button
              size="sm"
              color="green"
              onClick={() => onPayAtDesk({ match, seat })}
              aria-label={`Paid at desk: ${seat.name}`}
            >
              Paid at desk
            </Button>
          )}
          <Button
            size="sm"
            variant="subtle"
            color="red"
            onClick={() => onRemove({ match, seat })}
            aria-label={`Remove ${seat.name}`}
          >
            Remove
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The host's line: what they owe for the court is paid with the booking, not here. */
function HostRow({ match }: { match: TAdminMatch }) {
  if (!match.host) return null;
  return (
    <Table.Tr className={classes.hostRow}>
      <Table.Td className={classes.player}>
        <Text fw={600}>
          {match.host.name}{' '}
          <Badge size="sm" variant="outline">
            Host
          </Badge>
        </Text>
        <Text size="sm" c="dimmed">
          {levelText(match.host.level)}
          {match.hostGuests > 0 &&
            ` · + ${match.hostGuests === 1 ? '1 friend' : `${match.hostGuests} friends`}`}
        </Text>
      </Table.Td>
      <Table.Td className={classes.amount}>{formatRs(match.hostShare)}</Table.Td>
      <Table.Td colSpan={3}>
        <Text size="sm" c="dimmed">
          Paid with the booking {match.bookingNumber}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** Who is in a match, what each share is and how it was paid, then the seats still free. */
export function MatchSeatsTable({
  match,
  onPayAtDesk,
  onRemove,
}: {
  match: TAdminMatch;
  onPayAtDesk: (action: SeatAction) => void;
  onRemove: (action: SeatAction) => void;
}) {
  return (
    <Table
      className={classes.seats}
      verticalSpacing="xs"
      aria-label={`Players of the match on ${match.court.name} at ${match.timeSlot.startTime}`}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Player</Table.Th>
          <Table.Th>Share</Table.Th>
          <Table.Th>Paid</Table.Th>
          <Table.Th>How</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <HostRow match={match} />
        {match.seats.map((seat) => (
          <SeatRow
            key={seat.userId}
            match={match}
            seat={seat}
            onPayAtDesk={onPayAtDesk}
            onRemove={onRemove}
          />
        ))}
        {Array.from({ length: match.openSeats }, (_, i) => (
          <Table.Tr key={`free-${i}`} className={classes.freeSeat}>
            <Table.Td colSpan={5}>Open seat · {formatRs(match.pricePerPlayer)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
