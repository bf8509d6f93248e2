import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  BOOKABLE_COURTS_INPUT,
  BOOKING_WINDOW_DAYS,
  DURATION_DEFAULT_MINUTES,
  ERROR_MESSAGES,
  QUICK_SEARCH_DURATIONS,
  type TTimeSlot,
} from '@padel/contract';
import { addDays, formatMinutes, type LocalDate } from '@padel/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDates } from '../../i18n/dates';
import { useCatalogue } from '../../i18n/catalogue';
import { useTexts, type Translate } from '../../i18n/texts';
import { useTRPC } from '../../lib/trpc';
import { PriceDisplay } from '../../components/price-display';
import { formatDuration } from './booking-format';
import { bookingTexts } from './booking-texts';
import classes from './booking.module.css';
import { useErrorMessageOf } from '../../lib/error-message';
import { TimeRange } from './time-range';

const ANY = '';

const durationOptions = (t: Translate) =>
  QUICK_SEARCH_DURATIONS.map((minutes) => ({
    value: String(minutes),
    label: formatDuration(t, minutes),
  }));

const START_TIMES = Array.from({ length: 48 }, (_, index) => {
  const time = formatMinutes(index * 30);
  return { value: time, label: time };
});

const startTimeOptions = (t: Translate) => [
  { value: ANY, label: t('booking.anyTime') },
  ...START_TIMES,
];

type FormatDate = ReturnType<typeof useDates>['formatDate'];

function dateOptions(t: Translate, formatDate: FormatDate, today: LocalDate) {
  return [
    { value: ANY, label: t('booking.anyDate') },
    ...Array.from({ length: BOOKING_WINDOW_DAYS + 1 }, (_, offset) => {
      const date = addDays(today, offset);
      const shown = formatDate(date, 'EEE d MMM');
      const label =
        offset === 0
          ? t('booking.todayDate', { date: shown })
          : offset === 1
            ? t('booking.tomorrowDate', { date: shown })
            : shown;
      return { value: date, label };
    }),
  ];
}

type Search = { duration: number; date: LocalDate | undefined; startTimeFrom: string | undefined };

/** Suggested slots by date, soonest first, each a button that books that time. */
function SuggestedSlots({
  slots,
  onChoose,
}: {
  slots: readonly TTimeSlot[];
  onChoose: (slot: TTimeSlot) => void;
}) {
  const t = useTexts(bookingTexts);
  const { formatDate } = useDates();
  const dates = [...new Set(slots.map((slot) => slot.date))];
  return (
    <Stack gap="sm">
      {dates.map((date) => (
        <Stack key={date} gap={6}>
          <Text size="sm" fw={700}>
            {formatDate(date, 'EEEE, d MMM')}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={6}>
            {slots
              .filter((slot) => slot.date === date)
              .map((slot) => (
                <UnstyledButton
                  key={slot.id}
                  className={classes.suggestion}
                  onClick={() => onChoose(slot)}
                >
                  <Stack gap={2}>
                    <TimeRange startTime={slot.startTime} endTime={slot.endTime} />
                    <PriceDisplay price={slot.price} discount={slot.discount} size="xs" />
                    {slot.courtCount !== undefined && (
                      <Text size="xs" c="dimmed">
                        {t('booking.courtsFree', { count: slot.courtCount })}
                      </Text>
                    )}
                  </Stack>
                </UnstyledButton>
              ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

function LoadFailure({ title, error }: { title: string; error: unknown }) {
  const errorMessageOf = useErrorMessageOf();
  const message = errorMessageOf(error);
  return (
    <Alert color="red" variant="light" title={title}>
      {message}
    </Alert>
  );
}

export type QuickSearchProps = {
  today: LocalDate;
  /** The times a player may like are theirs: a visitor is shown the free slots only. */
  isSignedIn: boolean;
  /** A suggested slot was chosen: the flow picks its first court and goes to the form. */
  onChooseSlot: (slot: TTimeSlot) => void;
};

/**
 * Step 1's quick search by duration, date (any by default) and earliest start: the slots free
 * on any court, else the times the player may like (spec: booking flow step 1).
 */
export function QuickSearch({ today, isSignedIn, onChooseSlot }: QuickSearchProps) {
  const trpc = useTRPC();
  const t = useTexts(bookingTexts);
  const catalogue = useCatalogue();
  const { formatDate } = useDates();
  const [duration, setDuration] = useState<number>(DURATION_DEFAULT_MINUTES);
  const [date, setDate] = useState<string>(ANY);
  const [startTimeFrom, setStartTimeFrom] = useState<string>(ANY);
  const [search, setSearch] = useState<Search | null>(null);

  const common = useQuery(
    trpc.analytics.commonTimeslots.queryOptions(
      search
        ? {
            duration: search.duration,
            ...(search.date ? { date: search.date } : {}),
            ...(search.startTimeFrom ? { startTimeFrom: search.startTimeFrom } : {}),
          }
        : skipToken,
    ),
  );
  const hasNoCommon = common.isSuccess && common.data.common.length === 0;
  // On a chosen date with nothing free, a court's availability says whether the venue is closed
  // that day (a holiday or a closed weekday): its reason, not a bare 'No slots found.'.
  const courts = useQuery({
    ...trpc.courts.list.queryOptions(BOOKABLE_COURTS_INPUT),
    enabled: Boolean(search?.date) && hasNoCommon,
  });
  const firstCourt = courts.data?.courts[0];
  const closure = useQuery(
    trpc.courts.availability.queryOptions(
      search?.date && hasNoCommon && firstCourt
        ? { id: firstCourt.id, date: search.date, duration: search.duration }
        : skipToken,
    ),
  );
  const closedReason =
    closure.data?.reason === ERROR_MESSAGES.facilityClosed ? catalogue(closure.data.reason) : null;
  const preferred = useQuery(
    trpc.analytics.preferredTimeslots.queryOptions(
      search && hasNoCommon && isSignedIn
        ? { duration: search.duration, ...(search.date ? { date: search.date } : {}) }
        : skipToken,
    ),
  );

  const onSearch = () => {
    const next: Search = {
      duration,
      date: date || undefined,
      startTimeFrom: startTimeFrom || undefined,
    };
    const isSame =
      search?.duration === next.duration &&
      search.date === next.date &&
      search.startTimeFrom === next.startTimeFrom;
    if (isSame) void common.refetch();
    else setSearch(next);
  };

  const renderResults = () => {
    if (!search) return null;
    if (common.isPending) {
      return (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      );
    }
    if (common.isError)
      return (
        <LoadFailure title={catalogue(ERROR_MESSAGES.loadCommonTimesFailed)} error={common.error} />
      );
    if (common.data.common.length > 0) {
      return (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('booking.availableSlots')}
          </Title>
          <SuggestedSlots slots={common.data.common} onChoose={onChooseSlot} />
        </Stack>
      );
    }
    if (closedReason) return <Text c="dimmed">{closedReason}</Text>;
    if (!isSignedIn) return <Text c="dimmed">{t('booking.noSlotsFound')}</Text>;
    if (preferred.isPending) {
      return (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      );
    }
    if (preferred.isError)
      return (
        <LoadFailure
          title={catalogue(ERROR_MESSAGES.loadPreferredTimesFailed)}
          error={preferred.error}
        />
      );
    if (preferred.data.preferred.length > 0) {
      return (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('booking.youMayLike')}
          </Title>
          <SuggestedSlots slots={preferred.data.preferred} onChoose={onChooseSlot} />
        </Stack>
      );
    }
    if (search.date && (courts.isLoading || closure.isLoading)) {
      return (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      );
    }
    return <Text c="dimmed">{t('booking.noSlotsFound')}</Text>;
  };

  return (
    <Stack gap="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NativeSelect
              label={t('booking.duration')}
              data={durationOptions(t)}
              value={String(duration)}
              onChange={(event) => setDuration(Number(event.currentTarget.value))}
            />
            <NativeSelect
              label={t('booking.date')}
              data={dateOptions(t, formatDate, today)}
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
            />
            <NativeSelect
              label={t('booking.startTime')}
              data={startTimeOptions(t)}
              value={startTimeFrom}
              onChange={(event) => setStartTimeFrom(event.currentTarget.value)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={Boolean(search) && common.isFetching}>
              {t('booking.search')}
            </Button>
          </Group>
        </Stack>
      </form>
      {renderResults()}
    </Stack>
  );
}
