import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import type { TMatch } from '@padel/contract';
import { Link } from 'wouter';
import { MatchCard } from './match-card';
import { matchPath } from './match-format';

/** My Bookings: the open matches the player joined (the ones they host are their bookings). */
export function JoinedMatches({ matches }: { matches: readonly TMatch[] }) {
  if (matches.length === 0) return null;
  return (
    <Stack gap="sm" mt="lg">
      <Title order={2} size="h4">
        Matches you joined
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {matches.map((match) => (
          <MatchCard key={match.id} match={match}>
            <Button component={Link} href={matchPath(match.id)} variant="light">
              View match
            </Button>
          </MatchCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
