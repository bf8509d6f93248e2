import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatLevel, LEVELS, MATCH_MESSAGES } from '@padel/contract';
import { todayInKarachi } from '@padel/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useParams } from 'wouter';
import { errorMessageOf } from '../../lib/error-message';
import { useTRPC } from '../../lib/trpc';
import { upcomingDays } from './match-format';
import { MatchList } from './match-list';

// One match's screen (joining, paying) loads only when a match is opened: the landing page's
// table of screens lists each screen's files, and this keeps that list short.
const MatchPage = lazy(() => import('./match-page'));

const LEVEL_OPTIONS = LEVELS.map((level) => ({ value: String(level), label: formatLevel(level) }));

/** Routes /matches (the list) and /matches/:id (one match, the address it is shared by). */
export default function MatchesRoute() {
  const { id } = useParams<{ id?: string }>();
  if (!id) return <MatchesPage />;
  return (
    <Suspense fallback={null}>
      <MatchPage />
    </Suspense>
  );
}

/** Route /matches: upcoming open matches, soonest first, by day and level. Anyone may look. */
export function MatchesPage() {
  const trpc = useTRPC();
  const [date, setDate] = useState<string | null>(null);
  const [level, setLevel] = useState<string | null>(null);
  const days = useMemo(() => upcomingDays(todayInKarachi(new Date())), []);
  const levelValue = level === null ? undefined : Number(level);
  const query = useQuery(
    trpc.matches.list.queryOptions({
      ...(date ? { date } : {}),
      ...(levelValue === undefined ? {} : { levelMin: levelValue, levelMax: levelValue }),
    }),
  );

  return (
    <Stack gap="md" maw={960} mx="auto">
      <div>
        <Title order={1} size="h2">
          Open Matches
        </Title>
        <Text c="dimmed" size="sm">
          Join a game with players of your level and pay only your share of the court.
        </Text>
      </div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Date"
          placeholder="Any date"
          data={days}
          value={date}
          onChange={setDate}
          clearable
          w={220}
        />
        <Select
          label="Your level"
          placeholder="Any level"
          data={LEVEL_OPTIONS}
          value={level}
          onChange={setLevel}
          clearable
          w={160}
        />
      </Group>
      {query.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label="Loading matches">
          <Skeleton height={180} radius="md" />
          <Skeleton height={180} radius="md" />
        </SimpleGrid>
      ) : query.isError ? (
        <Alert color="red" variant="light" title="Could not load the matches">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessageOf(query.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : query.data.matches.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {MATCH_MESSAGES.noMatches}
        </Text>
      ) : (
        <MatchList matches={query.data.matches} />
      )}
    </Stack>
  );
}
