import { Badge, Button, Group } from '@mantine/core';
import { MATCH_MESSAGES, type TMatch } from '@padel/contract';
import { Link } from 'wouter';
import { useTexts } from '../../i18n/texts';
import { matchPath } from './match-format';
import { matchesTexts } from './matches-texts';
import { useCatalogueGroup } from '../../i18n/catalogue';

/** On the host's booking card: the booking is an open match, its seats, and the way to it. */
export function HostedMatch({ match }: { match: TMatch }) {
  const M = useCatalogueGroup(MATCH_MESSAGES);
  const t = useTexts(matchesTexts);
  const isFull = match.openSeats === 0;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Badge variant="light" color={isFull ? 'gray' : 'green'}>
        {isFull
          ? M.matchFull
          : t('matches.hostedOpenMatch', { seats: M.seatsLeft(match.openSeats) })}
      </Badge>
      <Button component={Link} href={matchPath(match.id)} variant="default" size="xs">
        {t('matches.viewMatch')}
      </Button>
    </Group>
  );
}
