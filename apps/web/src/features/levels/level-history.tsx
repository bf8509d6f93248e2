import { Loader, Stack, Table, Text } from '@mantine/core';
import { formatLevel, RESULT_MESSAGES, type TLevelHistoryEntry } from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../lib/error-message';
import { useTRPC } from '../../lib/trpc';
import { formatLocalDate } from '../booking';

const OUTCOME_TEXTS = {
  won: RESULT_MESSAGES.won,
  lost: RESULT_MESSAGES.lost,
  drawn: RESULT_MESSAGES.drawn,
} as const;

/** '3.0 → 3.2', or 'No level → 3.2' for a player's first rated match. */
export const formatLevelMove = (entry: Pick<TLevelHistoryEntry, 'before' | 'after'>) =>
  `${entry.before === null ? RESULT_MESSAGES.noLevel : formatLevel(entry.before)} → ${formatLevel(entry.after)}`;

/** Settings' level history: one row a confirmed result, newest first. */
export function LevelHistory() {
  const trpc = useTRPC();
  const query = useQuery(trpc.auth.levelHistory.queryOptions());
  if (query.isPending) return <Loader size="sm" aria-label="Loading the level history" />;
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
        {RESULT_MESSAGES.historyTitle}
      </Text>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {RESULT_MESSAGES.historyEmpty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label={RESULT_MESSAGES.historyTitle} verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Match</Table.Th>
                <Table.Th>Level</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((entry) => (
                <Table.Tr key={entry.matchId}>
                  <Table.Td>{formatLocalDate(entry.date)}</Table.Td>
                  <Table.Td>
                    {`${entry.court}, ${entry.startTime} · ${OUTCOME_TEXTS[entry.outcome]} ${entry.score}`}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLevelMove(entry)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
