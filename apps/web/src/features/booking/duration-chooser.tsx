import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  DURATION_MAX_MINUTES,
  DURATION_MIN_MINUTES,
  DURATION_PRESET_HOURS,
  DURATION_STEP_MINUTES,
  VALIDATION_MESSAGES,
} from '@padel/contract';
import { useId, useState } from 'react';
import { useTexts, type Translate } from '../../i18n/texts';
import { formatHours } from './booking-format';
import { bookingTexts } from './booking-texts';
import { useCatalogueGroup } from '../../i18n/catalogue';

const MAX_HOURS = DURATION_MAX_MINUTES / 60;
const hourOptions = (t: Translate) =>
  Array.from({ length: MAX_HOURS + 1 }, (_, hours) => ({
    value: String(hours),
    label: t('booking.hoursShort', { hours }),
  }));
const minuteOptions = (t: Translate) =>
  [0, DURATION_STEP_MINUTES].map((minutes) => ({
    value: String(minutes),
    label: t('booking.minutesShort', { minutes }),
  }));
const PRESET_MINUTES = DURATION_PRESET_HOURS.map((hours) => hours * 60);

/** Custom hours and minutes as a bookable length: 30 to 480 minutes in 30-minute steps. */
export function toDurationMinutes(hours: number, minutes: number): number {
  const stepped =
    Math.round((hours * 60 + minutes) / DURATION_STEP_MINUTES) * DURATION_STEP_MINUTES;
  return Math.min(DURATION_MAX_MINUTES, Math.max(DURATION_MIN_MINUTES, stepped));
}

export type DurationChooserProps = {
  value: number;
  onChange: (minutes: number) => void;
};

/** Presets of 1 to 3 hours, or custom hours and minutes (minutes 0 or 30). */
export function DurationChooser({ value, onChange }: DurationChooserProps) {
  const V = useCatalogueGroup(VALIDATION_MESSAGES);
  const t = useTexts(bookingTexts);
  const [isCustom, setIsCustom] = useState(() => !PRESET_MINUTES.includes(value));
  const labelId = useId();
  const hours = Math.floor(value / 60);
  const minutes = value % 60;

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" id={labelId}>
        {t('booking.duration')}
      </Text>
      <Group gap={6} role="group" aria-labelledby={labelId}>
        {DURATION_PRESET_HOURS.map((presetHours) => {
          const isSelected = !isCustom && value === presetHours * 60;
          return (
            <Button
              key={presetHours}
              size="compact-sm"
              variant={isSelected ? 'filled' : 'default'}
              aria-pressed={isSelected}
              onClick={() => {
                setIsCustom(false);
                onChange(presetHours * 60);
              }}
            >
              {formatHours(t, presetHours)}
            </Button>
          );
        })}
        <Button
          size="compact-sm"
          variant={isCustom ? 'filled' : 'default'}
          aria-pressed={isCustom}
          onClick={() => setIsCustom(true)}
        >
          {t('booking.custom')}
        </Button>
      </Group>
      {isCustom && (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NativeSelect
            label={t('booking.hours')}
            data={hourOptions(t)}
            value={String(hours)}
            onChange={(event) =>
              onChange(toDurationMinutes(Number(event.currentTarget.value), minutes))
            }
            w={100}
          />
          <NativeSelect
            label={t('booking.minutes')}
            data={minuteOptions(t)}
            value={String(minutes)}
            onChange={(event) =>
              onChange(toDurationMinutes(hours, Number(event.currentTarget.value)))
            }
            w={100}
          />
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {V.durationHint}
      </Text>
    </Stack>
  );
}
