import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ERROR_MESSAGES, type TAvailabilitySlot, type TCourt } from '@padel/contract';
import type { LocalDate } from '@padel/domain';
import { Trans } from '@lingui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTexts } from '../../i18n/texts';
import { useTRPC } from '../../lib/trpc';
import { bookingTexts } from './booking-texts';
import { DurationChooser } from './duration-chooser';
import { SlotLegend, TimeSlotGrid } from './time-slot-grid';
import classes from './booking.module.css';
import { WeekStrip } from './week-strip';
import { isWaitable, NotifyMeButton } from './notify-me';
import { useErrorMessageOf } from '../../lib/error-message';
import { useCatalogueGroup } from '../../i18n/catalogue';
import { componentsTexts } from '../../components/components-texts';

export type DateTimeStepProps = {
  court: TCourt;
  today: LocalDate;
  durationMinutes: number;
  date: LocalDate;
  selectedStartTime: string | null;
  onDurationChange: (minutes: number) => void;
  onDateChange: (date: LocalDate) => void;
  onSelectSlot: (slot: TAvailabilitySlot) => void;
  onBack: () => void;
  onNext: () => void;
};

/** Step 2: duration, a day of the week strip and a free slot of the chosen court. */
export function DateTimeStep({
  court,
  today,
  durationMinutes,
  date,
  selectedStartTime,
  onDurationChange,
  onDateChange,
  onSelectSlot,
  onBack,
  onNext,
}: DateTimeStepProps) {
  const E = useCatalogueGroup(ERROR_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const t = useTexts(bookingTexts);
  // The grid's prices read the shared components' texts. Asked for here, an Urdu page fetches
  // them while the step loads: fetched only once the slots arrive, they hid the whole step
  // (its week strip too) behind its loader for a moment.
  useTexts(componentsTexts);
  const availability = useQuery({
    ...trpc.courts.availability.queryOptions({ id: court.id, date, duration: durationMinutes }),
    placeholderData: keepPreviousData,
  });

  const renderSlots = () => {
    if (availability.isPending) {
      return (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      );
    }
    if (availability.isError) {
      return (
        <Alert color="red" variant="light" title={E.loadTimesFailed}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessageOf(availability.error)}</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => void availability.refetch()}
            >
              {t('booking.retry')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    const { timeSlots, reason } = availability.data;
    if (timeSlots.length === 0) {
      return (
        <Text c="dimmed" py="md" ta="center">
          {reason ?? t('booking.noTimeSlots')}
        </Text>
      );
    }
    return (
      <Stack
        gap="sm"
        style={{ opacity: availability.isPlaceholderData ? 0.5 : 1 }}
        aria-busy={availability.isPlaceholderData}
      >
        <SlotLegend />
        <TimeSlotGrid
          slots={timeSlots}
          selectedStartTime={selectedStartTime}
          onSelect={onSelectSlot}
          renderTakenAction={(slot) =>
            isWaitable(slot) ? <NotifyMeButton courtId={court.id} date={date} slot={slot} /> : null
          }
        />
      </Stack>
    );
  };

  // A phone shows one column with Back and Next kept in reach under the thumb; a desktop puts
  // the court, duration and week beside the slots, which take the rest of the width.
  return (
    <div className={classes.dateTimeLayout}>
      <div className={classes.dateTimeChoices}>
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <Text size="sm">
              <Trans
                id="booking.courtChosen"
                values={{ court: court.name }}
                components={{ 0: <b /> }}
              />
            </Text>
            <DurationChooser value={durationMinutes} onChange={onDurationChange} />
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('booking.pickDate')}
            </Title>
            <WeekStrip value={date} onChange={onDateChange} today={today} />
          </Stack>
        </Paper>
      </div>
      <Paper withBorder p="md" radius="md" className={classes.dateTimeSlots}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('booking.pickTime')}
          </Title>
          {renderSlots()}
        </Stack>
      </Paper>
      <Group justify="space-between" className={classes.stepActions}>
        <Button variant="default" onClick={onBack}>
          {t('booking.back')}
        </Button>
        <Button onClick={onNext} disabled={!selectedStartTime}>
          {t('booking.next')}
        </Button>
      </Group>
    </div>
  );
}
