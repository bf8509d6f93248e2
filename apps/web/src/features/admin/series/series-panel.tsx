import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { SERIES_SCREEN_TEXTS as T, type TBookingSeries } from '@padel/contract';
import { useEffect, useState } from 'react';
import { errorMessageOf } from '../../../lib/error-message';
import { formatLocalDate, formatSlot, fullName, karachiToday } from '../shared';
import { SeriesOccurrences } from './series-occurrences';
import { useBookingSeries, useCancelSeries } from './use-booking-series';

/** The dates a cancellation may start from: the series' live dates from today on. */
function cancellableDates(series: TBookingSeries): string[] {
  const today = karachiToday();
  return series.occurrences
    .filter((o) => (o.status === 'pending' || o.status === 'confirmed') && o.date >= today)
    .map((o) => o.date);
}

function SeriesSummary({ series }: { series: TBookingSeries }) {
  return (
    <div>
      <Text fw={600}>
        {fullName(series.customer)} · {series.court.name}
      </Text>
      <Text size="sm" c="dimmed">
        Every {formatLocalDate(series.firstDate, 'EEEE')}, {formatSlot(series)}, {series.weeks}{' '}
        weeks from {formatLocalDate(series.firstDate)}
      </Text>
    </div>
  );
}

function CancelFrom({ series }: { series: TBookingSeries }) {
  const dates = cancellableDates(series);
  const [from, setFrom] = useState<string | null>(dates[0] ?? null);
  const cancel = useCancelSeries();
  useEffect(() => {
    if (!from || !dates.includes(from)) setFrom(dates[0] ?? null);
  }, [dates, from]);
  if (dates.length === 0) return <Text size="sm">{T.noneToCancel}</Text>;
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {T.cancelHint}
      </Text>
      <Group align="end">
        <Select
          label={T.cancelFrom}
          data={dates.map((date) => ({ value: date, label: formatLocalDate(date) }))}
          value={from}
          onChange={setFrom}
          allowDeselect={false}
          w={220}
        />
        <Button
          color="red"
          variant="light"
          loading={cancel.isPending}
          disabled={!from}
          onClick={() => from && cancel.mutate({ id: series._id, from })}
        >
          {T.cancelOccurrences}
        </Button>
      </Group>
      {cancel.error ? (
        <Alert color="red" role="alert">
          {errorMessageOf(cancel.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** A weekly series: its customer, court and time, every date, and cancelling from a date. */
export function SeriesPanel({
  seriesId,
  currentBookingId,
  onClose,
}: {
  seriesId: string | null;
  currentBookingId?: string;
  onClose: () => void;
}) {
  const series = useBookingSeries(seriesId);
  const found = series.data?.series;
  return (
    <Modal opened={Boolean(seriesId)} onClose={onClose} title={T.panelTitle} size="lg">
      {series.isPending && <Loader size="sm" />}
      {series.error && (
        <Alert color="red" role="alert">
          {errorMessageOf(series.error)}
        </Alert>
      )}
      {found && (
        <Stack gap="md">
          <SeriesSummary series={found} />
          <SeriesOccurrences occurrences={found.occurrences} currentId={currentBookingId} />
          <CancelFrom series={found} />
        </Stack>
      )}
    </Modal>
  );
}
