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
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'wouter';
import { useErrorMessageOf } from '../../lib/error-message';
import { useTRPC } from '../../lib/trpc';
import { useDates } from '../../i18n/dates';
import { useTexts } from '../../i18n/texts';
import { upcomingDays } from './match-format';
import { MatchList } from './match-list';
import { matchesTexts } from './matches-texts';
import { useCatalogueGroup } from '../../i18n/catalogue';

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
  const M = useCatalogueGroup(MATCH_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const t = useTexts(matchesTexts);
  const { formatDate } = useDates();
  const trpc = useTRPC();
  const [date, setDate] = useState<string | null>(null);
  const [level, setLevel] = useState<string | null>(null);
  const days = upcomingDays(todayInKarachi(new Date()), formatDate);
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
          {t('matches.listTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('matches.listIntro')}
        </Text>
      </div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('matches.date')}
          placeholder={t('matches.anyDate')}
          data={days}
          value={date}
          onChange={setDate}
          clearable
          w={220}
        />
        <Select
          label={t('matches.yourLevel')}
          placeholder={t('matches.anyLevel')}
          data={LEVEL_OPTIONS}
          value={level}
          onChange={setLevel}
          clearable
          w={160}
        />
      </Group>
      {query.isPending ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          aria-busy="true"
          aria-label={t('matches.loadingMatches')}
        >
          <Skeleton height={180} radius="md" />
          <Skeleton height={180} radius="md" />
        </SimpleGrid>
      ) : query.isError ? (
        <Alert color="red" variant="light" title={t('matches.loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessageOf(query.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('matches.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : query.data.matches.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {M.noMatches}
        </Text>
      ) : (
        <MatchList matches={query.data.matches} />
      )}
    </Stack>
  );
}
