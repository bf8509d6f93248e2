import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  ADMIN_WIZARD_DURATIONS,
  BOOKING_WINDOW_DAYS,
  formatLevel,
  LEVELS,
  ZCreateVenueMatchRequest,
} from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { useContractForm } from '../../../lib/contract-form';
import { errorMessageOf } from '../../../lib/error-message';
import { useTRPC } from '../../../lib/trpc';
import { slotsWithin } from '../bookings/wizard-state';
import { karachiToday, shiftDate, useCourts } from '../shared';
import { useCreateVenueMatch } from './use-console-matches';

const LEVEL_OPTIONS = LEVELS.map((level) => ({ value: String(level), label: formatLevel(level) }));

const initialValues = (date: string) => ({
  courtId: '',
  date,
  startTime: '',
  durationMinutes: 90,
  levelMin: 2.5,
  levelMax: 3.5,
  note: '',
});

/** The chosen court's free starts on the chosen day for the chosen length. */
function useFreeStarts(courtId: string, date: string, duration: number) {
  const trpc = useTRPC();
  const availability = useQuery({
    ...trpc.admin.availability.check.queryOptions({ date }),
    enabled: Boolean(courtId && date),
  });
  const free =
    availability.data?.availability.find((entry) => entry.court._id === courtId)?.free ?? [];
  return { ...availability, slots: slotsWithin(free, duration) };
}

/** The form inside the dialog: made afresh each time the dialog opens. */
function NewMatchForm({ date, onClose }: { date: string; onClose: () => void }) {
  const today = karachiToday();
  const form = useContractForm(ZCreateVenueMatchRequest, initialValues(date));
  const create = useCreateVenueMatch(onClose);
  const courts = useCourts();
  const { values } = form;
  const free = useFreeStarts(values.courtId, values.date, values.durationMinutes);

  const activeCourts = (courts.data?.courts ?? []).filter((court) => court.status === 'active');
  const startOptions = free.slots.map((slot) => ({
    value: slot.startTime,
    label: `${slot.startTime} - ${slot.endTime}`,
  }));
  const clearStart = () => form.setFieldValue('startTime', '');

  return (
    <form noValidate onSubmit={form.onSubmit((request) => create.mutate(request))}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Hosted by the venue: four open seats, each player paying a quarter of the court.
        </Text>
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label="Court"
            placeholder="Choose a court"
            data={activeCourts.map((court) => ({ value: court._id, label: court.name }))}
            {...form.getInputProps('courtId')}
            error={form.errors.courtId && (values.courtId ? form.errors.courtId : 'Choose a court')}
            onChange={(value: string | null) => {
              form.setFieldValue('courtId', value ?? '');
              clearStart();
            }}
            allowDeselect={false}
          />
          <DatePickerInput
            label="Date"
            minDate={today}
            maxDate={shiftDate(today, BOOKING_WINDOW_DAYS)}
            valueFormat="ddd, D MMM YYYY"
            value={values.date}
            error={form.errors.date}
            onChange={(value) => {
              form.setFieldValue('date', value ?? today);
              clearStart();
            }}
          />
        </SimpleGrid>
        <div>
          <Text size="sm" fw={500} mb={4}>
            Duration
          </Text>
          <SegmentedControl
            aria-label="Duration"
            fullWidth
            value={String(values.durationMinutes)}
            onChange={(value) => {
              form.setFieldValue('durationMinutes', Number(value));
              clearStart();
            }}
            data={ADMIN_WIZARD_DURATIONS.map((minutes) => ({
              value: String(minutes),
              label: `${minutes} min`,
            }))}
          />
        </div>
        <Select
          label="Start"
          placeholder={
            !values.courtId
              ? 'Choose a court first'
              : free.isLoading
                ? 'Looking for free times…'
                : startOptions.length
                  ? 'Choose a free time'
                  : 'No free time on this court that day'
          }
          data={startOptions}
          disabled={!values.courtId || startOptions.length === 0}
          {...form.getInputProps('startTime')}
          value={values.startTime || null}
          onChange={(value: string | null) => form.setFieldValue('startTime', value ?? '')}
          allowDeselect={false}
        />
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label="Lowest level"
            data={LEVEL_OPTIONS}
            value={String(values.levelMin)}
            error={form.errors.levelMin}
            onChange={(value) => value && form.setFieldValue('levelMin', Number(value))}
            allowDeselect={false}
          />
          <Select
            label="Highest level"
            data={LEVEL_OPTIONS}
            value={String(values.levelMax)}
            error={form.errors.levelMax}
            onChange={(value) => value && form.setFieldValue('levelMax', Number(value))}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Textarea
          label="Note for players"
          placeholder="Tuesday social, level 2.5–3.5"
          rows={2}
          maxLength={300}
          {...form.getInputProps('note')}
        />
        {create.error ? (
          <Alert color="red" role="alert">
            {errorMessageOf(create.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create match
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * New match: a venue-hosted match on a free court ("Tuesday social, level 2.5–3.5") with no host
 * and four open seats; the court's price for the slot is shared by the four.
 */
export function NewMatchDialog({
  opened,
  onClose,
  date,
}: {
  opened: boolean;
  onClose: () => void;
  /** The day the screen shows, where the form starts. */
  date: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="New match" size="lg">
      {opened && <NewMatchForm date={date} onClose={onClose} />}
    </Modal>
  );
}
