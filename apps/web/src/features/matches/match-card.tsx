import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import {
  formatLevelRange,
  formatPrice,
  MATCH_MESSAGES,
  RESULT_MESSAGES,
  type TMatch,
} from '@padel/contract';
import type { ReactNode } from 'react';
import { formatMatchDate, formatMatchPlayer, formatMatchTime } from './match-format';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

/** Seats left, full, or (from its start) started and played. */
function StatusBadge({ match }: { match: TMatch }) {
  if (match.status === 'started' || match.status === 'played') {
    return (
      <Badge variant="light" color={match.status === 'started' ? 'blue' : 'gray'}>
        {match.status === 'started' ? RESULT_MESSAGES.startedBadge : RESULT_MESSAGES.playedBadge}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={match.openSeats > 0 ? 'green' : 'gray'}>
      {match.openSeats > 0 ? MATCH_MESSAGES.seatsLeft(match.openSeats) : MATCH_MESSAGES.matchFull}
    </Badge>
  );
}

/** A match as players read it: court, when, who is in, seats left, level range, share. */
export function MatchCard({ match, children }: { match: TMatch; children?: ReactNode }) {
  const names = match.players.map(formatMatchPlayer);
  if (match.hostGuests > 0) names.push(`+${match.hostGuests} with the host`);
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`Match on ${match.court.name}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {match.court.name}
            </Text>
            {match.hostedBy === 'venue' && (
              <Text size="xs" c="dimmed">
                {MATCH_MESSAGES.hostedByVenue}
              </Text>
            )}
          </div>
          <StatusBadge match={match} />
        </Group>
        <Group gap="lg" wrap="wrap">
          <Fact label="Date" value={formatMatchDate(match)} />
          <Fact label="Time" value={formatMatchTime(match)} />
          <Fact label="Level" value={formatLevelRange(match.levelMin, match.levelMax)} />
          <Fact label="Per player" value={formatPrice(match.pricePerPlayer)} />
        </Group>
        <div>
          <Text size="xs" c="dimmed">
            Players
          </Text>
          <Text size="sm">{names.join(', ') || '—'}</Text>
        </div>
        {match.note && (
          <Text size="sm" fs="italic">
            {match.note}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
