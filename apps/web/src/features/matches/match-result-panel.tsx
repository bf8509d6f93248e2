import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatSets, RESULT_MESSAGES, type TMatch, type TMatchResult } from '@padel/contract';
import { useState } from 'react';
import { EnterResultDialog } from './enter-result-dialog';
import { useResultActions } from './use-result-actions';
import { useCatalogueGroup } from '../../i18n/catalogue';

const pairNames = (pair: TMatchResult['pairs'][number]) =>
  pair.map((player) => player.firstName).join(' & ');

/** The result as everyone reads it: 'Hamza & Bilal 6-4 3-6 7-5 Ayesha & Sana'. */
function ResultLine({ result }: { result: TMatchResult }) {
  const R = useCatalogueGroup(RESULT_MESSAGES);
  const [first, second] = result.pairs;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {/* The first pair's games come first: read left to right in Urdu as well. */}
        <bdi dir="ltr">{`${pairNames(first)} ${formatSets(result.sets)} ${pairNames(second)}`}</bdi>
      </Text>
      {result.status === 'confirmed' ? (
        <Badge color="green" variant="light" w="fit-content">
          {R.resultIsConfirmed}
        </Badge>
      ) : (
        <Text size="xs" c="dimmed">
          {R.waitingConfirmation(result.enteredBy)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The match page's result: shown once entered; "Enter result" to a player of a played match
 * with none yet, "Confirm result" and "Reject" to a player of the other pair.
 */
export function MatchResultPanel({ match }: { match: TMatch }) {
  const R = useCatalogueGroup(RESULT_MESSAGES);
  const { confirm, reject, callbacks } = useResultActions();
  const [isEntering, setIsEntering] = useState(false);
  const viewer = match.viewer;
  const canEnter = viewer?.canEnterResult === true;
  const canConfirm = viewer?.canConfirmResult === true;
  if (!match.result && !canEnter) return null;

  return (
    <Stack gap="xs" role="region" aria-label={R.resultTitle}>
      <Text size="xs" c="dimmed">
        {R.resultTitle}
      </Text>
      {match.result && <ResultLine result={match.result} />}
      <Group gap="sm">
        {canEnter && <Button onClick={() => setIsEntering(true)}>{R.enterResult}</Button>}
        {canConfirm && (
          <>
            <Button
              loading={confirm.isPending}
              onClick={() => confirm.mutate({ id: match.id }, callbacks())}
            >
              {R.confirmResult}
            </Button>
            <Button
              variant="outline"
              color="red"
              loading={reject.isPending}
              onClick={() => reject.mutate({ id: match.id }, callbacks())}
            >
              {R.rejectResult}
            </Button>
          </>
        )}
      </Group>
      {isEntering && <EnterResultDialog match={match} onClose={() => setIsEntering(false)} />}
    </Stack>
  );
}
