import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  formatLevel,
  LEVELS,
  MATCH_MESSAGES,
  MATCH_OPEN_SEATS_MAX,
  MATCH_OPEN_SEATS_MIN,
  ZOpenMatchRequest,
  type TBooking,
} from '@padel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DialogActions } from '../../components/dialog-actions';
import { useState } from 'react';
import { useContractForm } from '../../lib/contract-form';
import { useErrorMessageOf } from '../../lib/error-message';
import { useTRPC } from '../../lib/trpc';
import { useTexts } from '../../i18n/texts';
import { matchesTexts } from './matches-texts';
import { useCatalogueGroup } from '../../i18n/catalogue';

const LEVEL_OPTIONS = LEVELS.map((level) => ({ value: String(level), label: formatLevel(level) }));
const SEAT_OPTIONS = Array.from(
  { length: MATCH_OPEN_SEATS_MAX - MATCH_OPEN_SEATS_MIN + 1 },
  (_, i) => String(MATCH_OPEN_SEATS_MIN + i),
);

type Values = {
  bookingId: string;
  openSeats: number;
  levelMin: number;
  levelMax: number;
  note: string;
};

/** "Open to other players" on an upcoming booking: seats, the level range, a note. */
export function OpenMatchDialog({ booking, onClose }: { booking: TBooking; onClose: () => void }) {
  const M = useCatalogueGroup(MATCH_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const t = useTexts(matchesTexts);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const open = useMutation(trpc.matches.open.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm<Values, ReturnType<typeof ZOpenMatchRequest.parse>>(
    ZOpenMatchRequest,
    { bookingId: booking.id, openSeats: 2, levelMin: 2, levelMax: 4, note: '' },
  );
  const select = (name: 'openSeats' | 'levelMin' | 'levelMax') => ({
    value: String(form.values[name]),
    onChange: (value: string | null) => value && form.setFieldValue(name, Number(value)),
    error: form.errors[name],
    allowDeselect: false,
  });

  const submit = form.onSubmit((request) => {
    setError(null);
    open.mutate(request, {
      onSuccess: ({ message }) => {
        notifications.show({ color: 'green', message: message || M.opened });
        void queryClient.invalidateQueries(trpc.matches.pathFilter());
        void queryClient.invalidateQueries(trpc.bookings.pathFilter());
        onClose();
      },
      onError: (failure) => setError(errorMessageOf(failure)),
    });
  });

  return (
    <Modal opened onClose={onClose} title={M.openToPlayers} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('matches.openIntro', { court: booking.court.name })}</Text>
          <Select label={t('matches.openSeats')} data={SEAT_OPTIONS} {...select('openSeats')} />
          <Group grow>
            <Select label={t('matches.lowestLevel')} data={LEVEL_OPTIONS} {...select('levelMin')} />
            <Select
              label={t('matches.highestLevel')}
              data={LEVEL_OPTIONS}
              {...select('levelMax')}
            />
          </Group>
          <Textarea
            label={t('matches.note')}
            maxLength={300}
            rows={2}
            {...form.getInputProps('note')}
          />
          <DialogActions error={error} onCancel={onClose}>
            <Button type="submit" loading={open.isPending}>
              {t('matches.openMatch')}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
