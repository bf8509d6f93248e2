import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import {
  RESULT_MESSAGES,
  RESULT_SETS_MAX,
  ZEnterResultRequest,
  type TEnterResultRequest,
  type TMatch,
} from '@padel/contract';
import { useState } from 'react';
import { useContractForm } from '../../lib/contract-form';
import { useResultActions } from './use-result-actions';
import { useCatalogueGroup } from '../../i18n/catalogue';

const GAMES = ['', '0', '1', '2', '3', '4', '5', '6', '7'];

type Games = number | '';
type Values = { partnerSeat: number | ''; sets: [Games, Games][] };

const toGames = (value: string): Games => (value === '' ? '' : Number(value));

/** One set's two selects: the player's pair's games, then the other pair's. */
function SetRow({
  n,
  games,
  error,
  onChange,
}: {
  n: number;
  games: [Games, Games];
  error?: string;
  onChange: (side: 0 | 1, value: Games) => void;
}) {
  const R = useCatalogueGroup(RESULT_MESSAGES);
  const label = R.setLabel(n);
  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        {([0, 1] as const).map((side) => (
          <NativeSelect
            key={side}
            label={`${label}: ${side === 0 ? R.yourPair : R.otherPair}`}
            data={GAMES}
            value={String(games[side])}
            onChange={(event) => onChange(side, toGames(event.currentTarget.value))}
            w={150}
          />
        ))}
      </Group>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** "Enter result": the partner (the other two are the other pair) and each set's games. */
export function EnterResultDialog({ match, onClose }: { match: TMatch; onClose: () => void }) {
  const R = useCatalogueGroup(RESULT_MESSAGES);
  const { enter, callbacks } = useResultActions();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm<Values, TEnterResultRequest>(ZEnterResultRequest, {
    partnerSeat: '',
    sets: [['', '']],
  });
  const mySeat = match.viewer?.seat;
  const partners = match.players
    .filter((player) => player.seat !== mySeat)
    .map((player) => ({ value: String(player.seat), label: player.firstName }));
  const setErrorOf = (i: number) =>
    form.errors[`sets.${i}`] ?? form.errors[`sets.${i}.0`] ?? form.errors[`sets.${i}.1`];
  const sets = form.values.sets;

  const submit = form.onSubmit((request) => {
    setFailure(null);
    enter.mutate({ id: match.id, ...request }, callbacks({ onDone: onClose, onError: setFailure }));
  });

  return (
    <Modal opened onClose={onClose} title={R.enterResult} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NativeSelect
            label={R.yourPartner}
            data={[{ value: '', label: '–' }, ...partners]}
            value={String(form.values.partnerSeat)}
            onChange={(event) =>
              form.setFieldValue('partnerSeat', toGames(event.currentTarget.value))
            }
            error={form.errors.partnerSeat}
          />
          {sets.map((games, i) => (
            <SetRow
              key={i}
              n={i + 1}
              games={games}
              error={setErrorOf(i) as string | undefined}
              onChange={(side, value) => form.setFieldValue(`sets.${i}.${side}`, value)}
            />
          ))}
          {form.errors.sets && (
            <Text size="sm" c="red">
              {form.errors.sets}
            </Text>
          )}
          <Group gap="xs">
            {sets.length < RESULT_SETS_MAX && (
              <Button
                variant="subtle"
                size="xs"
                onClick={() => form.insertListItem('sets', ['', ''])}
              >
                {R.addSet}
              </Button>
            )}
            {sets.length > 1 && (
              <Button
                variant="subtle"
                size="xs"
                color="gray"
                onClick={() => form.removeListItem('sets', sets.length - 1)}
              >
                {R.removeSet}
              </Button>
            )}
          </Group>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {R.cancel}
            </Button>
            <Button type="submit" loading={enter.isPending}>
              {R.submitResult}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
