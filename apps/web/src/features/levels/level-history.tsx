import { Loader, Stack, Table, Text } from '@mantine/core';
import { formatLevel, RESULT_MESSAGES, type TLevelHistoryEntry } from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { useDates } from '../../i18n/dates';
import { useTexts } from '../../i18n/texts';
import { useErrorMessageOf } from '../../lib/error-message';
import { useTRPC } from '../../lib/trpc';
import { levelsTexts } from './levels-texts';
import { useCatalogueGroup } from '../../i18n/catalogue';

/** '3.0 → 3.2', or 'No level → 3.2' for a player's first rated match. */
export const formatLevelMove = (
  entry: Pick<TLevelHistoryEntry, 'before' | 'after'>,
  texts: Pick<typeof RESULT_MESSAGES, 'noLevel'> = RESULT_MESSAGES,
) =>
  `${entry.before === null ? texts.noLevel : formatLevel(entry.before)} → ${formatLevel(entry.after)}`;

/** Settings' level history: one row a confirmed result, newest first. */
export function LevelHistory() {
  const R = useCatalogueGroup(RESULT_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const query = useQuery(trpc.auth.levelHistory.queryOptions());
  const t = useTexts(levelsTexts);
  const { formatDate } = useDates();
  if (query.isPending) return <Loader size="sm" aria-label={t('settings.levelHistoryLoading')} />;
  if (query.isError) {
    return (
      <Text size="sm" c="red">
        {errorMessageOf(query.error)}
      </Text>
    );
  }
  const { history } = query.data;

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {R.historyTitle}
      </Text>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {R.historyEmpty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label={R.historyTitle} verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.levelHistoryDate')}</Table.Th>
                <Table.Th>{t('settings.levelHistoryMatch')}</Table.Th>
                <Table.Th>{t('settings.levelHistoryLevel')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((entry) => (
                <Table.Tr key={entry.matchId}>
                  <Table.Td>{formatDate(entry.date)}</Table.Td>
                  <Table.Td>
                    {`${entry.court}, ${entry.startTime} · ${R[entry.outcome]} `}
                    {/* Sets and the level's move read left to right in Urdu too. */}
                    <span dir="ltr">{entry.score}</span>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <span dir="ltr">{formatLevelMove(entry, R)}</span>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
