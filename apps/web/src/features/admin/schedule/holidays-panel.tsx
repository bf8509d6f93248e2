import {
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  ADMIN_SCREEN_TEXTS,
  DEFAULT_HOLIDAY_CUSTOM_HOURS,
  ZHolidayInput,
  type THoliday,
  type THolidayFormInput,
} from '@padel/contract';
import { formatLocalDate } from '../shared';
import { CLOSE_TIME_OPTIONS, formatCloseTime, OPEN_TIME_OPTIONS } from './time-ranges';
import { onInvalidSubmit } from '../../../lib/focus-first-error';

type THolidayValues = {
  name: string;
  date: string;
  isFullDay: boolean;
  openTime: string;
  closeTime: string;
};

const resolveHoliday = schemaResolver(ZHolidayInput, { sync: true });

/** The holiday call's body: custom hours only when not a full day (spec defaults 08:00-18:00). */
export function toHolidayInput(values: THolidayValues): THolidayFormInput {
  return {
    name: values.name,
    date: values.date,
    isFullDay: values.isFullDay,
    customHours: values.isFullDay
      ? null
      : { openTime: values.openTime, closeTime: values.closeTime },
  };
}

/** 'Full day' or '08:00 - 18:00'. */
export function describeHoliday(holiday: Pick<THoliday, 'isFullDay' | 'customHours'>): string {
  if (holiday.isFullDay || !holiday.customHours) return 'Closed all day';
  return `Open ${holiday.customHours.openTime} - ${formatCloseTime(holiday.customHours.closeTime)}`;
}

type Props = {
  holidays: readonly THoliday[];
  isAdding: boolean;
  /** Resolves when the holiday is saved, so the form can be emptied. */
  onAdd: (input: THolidayFormInput) => Promise<unknown>;
  onDelete: (holiday: THoliday) => void;
};

/** Spec "Holidays & Closures": the coming holidays with delete, and the add form. */
export function HolidaysPanel({ holidays, isAdding, onAdd, onDelete }: Props) {
  const form = useForm<THolidayValues>({
    initialValues: { name: '', date: '', isFullDay: true, ...DEFAULT_HOLIDAY_CUSTOM_HOURS },
    validate: (values) => resolveHoliday(toHolidayInput(values)),
  });
  const canAdd = form.values.name.trim() !== '' && form.values.date !== '';

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Holidays & Closures">
      <Title order={2} mb="sm">
        Holidays & Closures
      </Title>
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) =>
            onAdd(toHolidayInput(values)).then(
              () => form.reset(),
              () => undefined,
            ),
          onInvalidSubmit,
        )}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Holiday name"
              placeholder="Eid ul-Fitr"
              {...form.getInputProps('name')}
            />
            <TextInput type="date" label="Date" {...form.getInputProps('date')} />
          </SimpleGrid>
          <Switch
            size="md"
            label="Full day (closed all day)"
            {...form.getInputProps('isFullDay', { type: 'checkbox' })}
          />
          {!form.values.isFullDay ? (
            <Group gap="sm" grow>
              <Select
                label="Opens"
                data={OPEN_TIME_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps('openTime')}
              />
              <Select
                label="Closes"
                data={CLOSE_TIME_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps('closeTime')}
                error={
                  form.errors.closeTime ??
                  form.errors['customHours.closeTime'] ??
                  form.errors.customHours
                }
              />
            </Group>
          ) : null}
          {form.errors.date ? (
            <Text c="red" size="sm">
              {form.errors.date}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" h={44} disabled={!canAdd} loading={isAdding}>
              Add Holiday
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap="xs" mt="md">
        {holidays.length === 0 ? (
          <Text c="dimmed" size="sm">
            {ADMIN_SCREEN_TEXTS.noHolidays}
          </Text>
        ) : (
          holidays.map((holiday) => (
            <Group
              key={holiday._id}
              justify="space-between"
              wrap="nowrap"
              data-testid="holiday-row"
            >
              <div>
                <Text fw={600}>{holiday.name}</Text>
                <Group gap="xs">
                  <Text size="sm">{formatLocalDate(holiday.date)}</Text>
                  <Badge variant="light" color={holiday.isFullDay ? 'red' : 'yellow'}>
                    {describeHoliday(holiday)}
                  </Badge>
                </Group>
              </div>
              <Button variant="subtle" color="red" h={44} onClick={() => onDelete(holiday)}>
                Delete
              </Button>
            </Group>
          ))
        )}
      </Stack>
    </Card>
  );
}
