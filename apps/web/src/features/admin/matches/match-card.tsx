import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatLevelRange, type TAdminMatch } from '@padel/contract';
import { formatLocalDate, formatRs, formatSlot } from '../shared';
import { MatchSeatsTable, type SeatAction } from './match-seats-table';
import { matchSeatsText } from './seat-payment';
import classes from './matches.module.css';

/** One match for the desk: when and where, for whom, who is in and what each paid. */
export function MatchCard({
  match,
  onPayAtDesk,
  onRemove,
}: {
  match: TAdminMatch;
  onPayAtDesk: (action: SeatAction) => void;
  onRemove: (action: SeatAction) => void;
}) {
  const isFull = match.status === 'full' || match.openSeats === 0;
  return (
    <Card
      withBorder
      padding="md"
      className={classes.card}
      data-status={isFull ? 'full' : 'open'}
      data-testid={`match-${match._id}`}
      component="article"
      aria-label={`Match on ${match.court.name}, ${formatLocalDate(match.date)} ${formatSlot(match.timeSlot)}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700} size="lg">
              {formatLocalDate(match.date)} · {formatSlot(match.timeSlot)}
            </Text>
            <Text size="md">
              {match.court.name} · Level {formatLevelRange(match.levelMin, match.levelMax)} ·{' '}
              {match.host ? `Host: ${match.host.name}` : 'Venue'}
            </Text>
          </div>
          <Stack gap={4} align="flex-end">
            <Badge
              size="xl"
              color={isFull ? 'green' : 'blue'}
              variant={isFull ? 'filled' : 'light'}
            >
              {matchSeatsText(match)}
            </Badge>
            <Text size="sm" c="dimmed">
              {formatRs(match.pricePerPlayer)} per player · {match.bookingNumber}
            </Text>
          </Stack>
        </Group>
        {match.note && (
          <Text size="sm" fs="italic">
            {match.note}
          </Text>
        )}
        <MatchSeatsTable match={match} onPayAtDesk={onPayAtDesk} onRemove={onRemove} />
      </Stack>
    </Card>
  );
}
