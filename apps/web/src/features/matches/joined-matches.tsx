import { Stack, Title } from '@mantine/core';
import type { TMatch } from '@padel/contract';
import { useId } from 'react';
import { MatchList } from './match-list';

/** My Bookings: the open matches the player joined (the ones they host are their bookings). */
export function JoinedMatches({ matches }: { matches: readonly TMatch[] }) {
  const titleId = useId();
  if (matches.length === 0) return null;
  return (
    <Stack gap="sm" mt="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        Matches you joined
      </Title>
      <MatchList matches={matches} />
    </Stack>
  );
}
