import { useReturnFocus } from '../../../lib/return-focus';
import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZCourtOverrideInput, type TCourtOverrideFormInput } from '@padel/contract';
import { useEffect } from 'react';
import { CLOSE_TIME_OPTIONS, OPEN_TIME_OPTIONS } from './time-ranges';
import { onInvalidSubmit } from '../../../lib/focus-first-error';

type TOverrideValues = {
  date: string;
  court: string;
  reason: string;
  availability: 'unavailable' | 'available';
  isFullDay: boolean;
  startTime: string;
  endTime: string;
};

const resolveOverride = schemaResolver(ZCourtOverrideInput, { sync: true });

/** The override call's body: one range when it is not for the whole day. */
export function toOverrideInput(values: TOverrideValues): TCourtOverrideFormInput {
  return {
    date: values.date,
    court: values.court,
    reason: values.reason,
    isAvailable: values.availability === 'available',
    isFullDay: values.isFullDay,
    timeRanges: values.isFullDay ? [] : [{ startTime: values.startTime, endTime: values.endTime }],
  };
}

type Props = {
  opened: boolean;
  /** The day the Override button was pressed on, or '' from the list's Add button. */
  date: string;
  courts: readonly { _id: string; name: string }[];
  isSaving: boolean;
  onClose: () => void;
  onSubmit: (input: TCourtOverrideFormInput) => void;
};

/** Add a court availability override; Add stays disabled until date, court and reason are filled. */
export function OverrideModal({ opened, date, courts, isSaving, onClose, onSubmit }: Props) {
  const form = useForm<TOverrideValues>({
    initialValues: {
      date,
      court: '',
      reason: '',
      availability: 'unavailable',
      isFullDay: true,
      startTime: '18:00',
      endTime: '20:00',
    },
    validate: (values) => resolveOverride(toOverrideInput(values)),
  });

  useEffect(() => {
    if (!opened) return;
    form.reset();
    form.setFieldValue('date', date);
    // Only when opened for a day; the form object is stable.
  }, [opened, date]);

  const canAdd =
    form.values.date !== '' && form.values.court !== '' && form.values.reason.trim() !== '';

  useReturnFocus(opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Add Court Override" size="md">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => onSubmit(toOverrideInput(values)), onInvalidSubmit)}
      >
        <Stack gap="sm">
          <TextInput type="date" label="Date" {...form.getInputProps('date')} />
          <Select
            label="Court"
            placeholder="Choose a court"
            data={courts.map((court) => ({ value: court._id, label: court.name }))}
            {...form.getInputProps('court')}
          />
          <TextInput
            label="Reason"
            placeholder="Private event, repairs..."
            {...form.getInputProps('reason')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              The court is
            </Text>
            <SegmentedControl
              aria-label="Availability"
              data={[
                { value: 'unavailable', label: 'Unavailable' },
                { value: 'available', label: 'Available' },
              ]}
              {...form.getInputProps('availability')}
            />
          </Stack>
          <Switch
            size="md"
            label="Whole day"
            {...form.getInputProps('isFullDay', { type: 'checkbox' })}
          />
          {!form.values.isFullDay ? (
            <>
              <Group grow gap="sm">
                <Select
                  label="From"
                  data={OPEN_TIME_OPTIONS}
                  allowDeselect={false}
                  {...form.getInputProps('startTime')}
                />
                <Select
                  label="To"
                  data={CLOSE_TIME_OPTIONS}
                  allowDeselect={false}
                  {...form.getInputProps('endTime')}
                  error={form.errors['timeRanges.0.endTime'] ?? form.errors['timeRanges.0']}
                />
              </Group>
              <Text size="xs" c="dimmed">
                Outside this range the court is the opposite.
              </Text>
            </>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={44} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" h={44} disabled={!canAdd} loading={isSaving}>
              Add Override
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
