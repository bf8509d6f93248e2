import { Stack, Title } from '@mantine/core';
import type { TMatch } from '@padel/contract';
import { useId } from 'react';
import { useTexts } from '../../i18n/texts';
import { MatchList } from './match-list';
import { matchesTexts } from './matches-texts';

function JoinedMatchList({ matches }: { matches: readonly TMatch[] }) {
  const t = useTexts(matchesTexts);
  const titleId = useId();
  return (
    <Stack gap="sm" mt="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('matches.joinedTitle')}
      </Title>
      <MatchList matches={matches} />
    </Stack>
  );
}

/**
 * My Bookings: the open matches the player joined (the ones they host are their bookings).
 * Nothing, and no matches texts fetched, for a player who joined none.
 */
export function JoinedMatches({ matches }: { matches: readonly TMatch[] }) {
  if (matches.length === 0) return null;
  return <JoinedMatchList matches={matches} />;
}
