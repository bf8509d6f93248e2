import { Button, SimpleGrid } from '@mantine/core';
import type { TMatch } from '@padel/contract';
import { Link } from 'wouter';
import { MatchCard } from './match-card';
import { useTexts } from '../../i18n/texts';
import { matchPath } from './match-format';
import { matchesTexts } from './matches-texts';

/** Matches as cards, each opening its own page (the address it is shared by). */
export function MatchList({ matches }: { matches: readonly TMatch[] }) {
  const t = useTexts(matchesTexts);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {matches.map((match) => (
        <MatchCard key={match.id} match={match}>
          <Button component={Link} href={matchPath(match.id)} variant="light">
            {t('matches.viewMatch')}
          </Button>
        </MatchCard>
      ))}
    </SimpleGrid>
  );
}
