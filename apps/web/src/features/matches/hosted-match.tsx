import { Badge, Button, Group } from '@mantine/core';
import { MATCH_MESSAGES, type TMatch } from '@padel/contract';
import { Link } from 'wouter';
import { matchPath } from './match-format';

/** On the host's booking card: the booking is an open match, its seats, and the way to it. */
export function HostedMatch({ match }: { match: TMatch }) {
  const isFull = match.openSeats === 0;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Badge variant="light" color={isFull ? 'gray' : 'green'}>
        {isFull
          ? MATCH_MESSAGES.matchFull
          : `Open match: ${MATCH_MESSAGES.seatsLeft(match.openSeats)}`}
      </Badge>
      <Button component={Link} href={matchPath(match.id)} variant="default" size="xs">
        View match
      </Button>
    </Group>
  );
}
