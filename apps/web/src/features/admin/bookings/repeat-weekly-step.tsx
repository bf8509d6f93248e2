import { Alert, Badge, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import {
  SERIES_MAX_WEEKS,
  SERIES_MIN_WEEKS,
  SERIES_REASON_LABELS,
  SERIES_SCREEN_TEXTS as T,
  type TSeriesDate,
} from '@padel/contract';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/error-message';
import { formatLocalDate, formatRs, formatSlot } from '../shared';
import type { TWizardCustomer } from './use-wizard-customer';
import { seriesRequestOf, useRepeatWeekly } from './use-repeat-weekly';
import type { WizardDetails } from './wizard-state';

const DEFAULT_WEEKS = 8;

function PreviewTable({ dates }: { dates: readonly TSeriesDate[] }) {
  return (
    <Table striped withTableBorder aria-label="Series preview">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Time</Table.Th>
          <Table.Th>Free?</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {dates.map((date) => (
          <Table.Tr key={date.date}>
            <Table.Td>{formatLocalDate(date.date)}</Table.Td>
            <Table.Td>{formatSlot(date)}</Table.Td>
            <Table.Td>
              {date.free ? (
                <Badge color="green" variant="light">
                  {SERIES_REASON_LABELS.free}
                  {date.price !== null ? ` · ${formatRs(date.price)}` : ''}
                </Badge>
              ) : (
                <Badge color="red" variant="light">
                  {SERIES_REASON_LABELS[date.reason ?? 'booked']}
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** New Booking's Repeat weekly: how many weeks, the preview of each date, then the series. */
export function RepeatWeeklyStep({
  customer,
  details,
  onBack,
  onCreated,
}: {
  customer: TWizardCustomer;
  details: WizardDetails;
  onBack: () => void;
  onCreated: (seriesId: string) => void;
}) {
  const [weeks, setWeeks] = useState(DEFAULT_WEEKS);
  const { preview, create } = useRepeatWeekly(onCreated);
  const request = seriesRequestOf(customer, details, weeks);
  const dates = preview.data?.data.dates ?? [];
  const free = dates.filter((d) => d.free).length;
  const error = preview.error ?? create.error;
  return (
    <Stack gap="md">
      <Text size="sm">
        {details.date && formatLocalDate(details.date)}
        {details.slot && `, ${formatSlot(details.slot)}`}
      </Text>
      <Group align="end">
        <NumberInput
          label={T.weeks}
          description={T.weeksHint}
          min={SERIES_MIN_WEEKS}
          max={SERIES_MAX_WEEKS}
          allowDecimal={false}
          value={weeks}
          onChange={(value) => {
            setWeeks(Number(value) || 0);
            preview.reset();
          }}
          w={260}
        />
        <Button
          variant="light"
          disabled={!request}
          loading={preview.isPending}
          onClick={() => request && preview.mutate(request)}
        >
          {T.preview}
        </Button>
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessageOf(error)}
        </Alert>
      ) : null}
      {dates.length > 0 && (
        <>
          <PreviewTable dates={dates} />
          {free < dates.length && (
            <Alert color="yellow">{T.skippedSummary(dates.length - free)}</Alert>
          )}
        </>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {T.back}
        </Button>
        <Button
          disabled={!request || free === 0}
          loading={create.isPending}
          onClick={() => request && create.mutate(request)}
        >
          {T.createSeries(free)}
        </Button>
      </Group>
    </Stack>
  );
}
