import {
  ActionIcon,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
  useDirection,
} from '@mantine/core';
import { BOOKING_WINDOW_DAYS } from '@padel/contract';
import { addDays, todayInKarachi, weekOf, type LocalDate } from '@padel/domain';
import { useEffect, useRef, useState } from 'react';
import { enabledButtons, onArrowKeys, type ArrowMove } from './arrow-keys';
import { useDates } from '../../i18n/dates';
import { useTexts } from '../../i18n/texts';
import { bookingTexts } from './booking-texts';
import classes from './booking.module.css';

export type WeekStripProps = {
  value: LocalDate;
  onChange: (date: LocalDate) => void;
  /** The venue's today; Asia/Karachi's by default. */
  today?: LocalDate;
};

function weekDays(start: LocalDate): LocalDate[] {
  return Array.from({ length: 7 }, (_, offset) => addDays(start, offset));
}

/**
 * Seven days (Monday to Sunday) with previous/next week and Today. Past days, and days past
 * the 30-day booking window, cannot be picked (spec: week-strip date picker; DECISIONS).
 * One day is in the Tab order (the chosen one, else the first that can be picked); the arrow
 * keys move between the days, past Sunday or Monday onto the next or previous week, and Enter
 * or Space chooses.
 */
export function WeekStrip({ value, onChange, today: givenToday }: WeekStripProps) {
  const t = useTexts(bookingTexts);
  const { formatDate } = useDates();
  // Right to left, the earlier week is on the right: its arrow points right, and the arrow keys
  // follow what the reader sees.
  const isRtl = useDirection().dir === 'rtl';
  const today = givenToday ?? todayInKarachi(new Date());
  const lastDay = addDays(today, BOOKING_WINDOW_DAYS);
  const [weekStart, setWeekStart] = useState(() => weekOf(value).start);
  const [shownValue, setShownValue] = useState(value);
  // A date chosen elsewhere (a suggested slot) brings its week into view.
  if (shownValue !== value) {
    setShownValue(value);
    setWeekStart(weekOf(value).start);
  }

  const days = weekDays(weekStart);
  const firstWeek = weekOf(today).start;
  const canGoBack = weekStart > firstWeek;
  const canGoForward = addDays(weekStart, 7) <= lastDay;
  const isBookable = (date: LocalDate) => date >= today && date <= lastDay;
  const weekEnd = addDays(weekStart, 6);
  const tabStop = days.includes(value) && isBookable(value) ? value : days.find(isBookable);

  // A week turned by the arrow keys puts focus on its first or last day once it shows.
  const daysGroup = useRef<HTMLDivElement>(null);
  const [focusAfterTurn, setFocusAfterTurn] = useState<'first' | 'last' | null>(null);
  useEffect(() => {
    if (!focusAfterTurn || !daysGroup.current) return;
    const buttons = enabledButtons(daysGroup.current);
    (focusAfterTurn === 'first' ? buttons[0] : buttons[buttons.length - 1])?.focus();
    setFocusAfterTurn(null);
  }, [focusAfterTurn, weekStart]);

  const onLeaveDays = (move: ArrowMove) => {
    if (move === 'next' && canGoForward) {
      setWeekStart(addDays(weekStart, 7));
      setFocusAfterTurn('first');
    } else if (move === 'previous' && canGoBack) {
      setWeekStart(addDays(weekStart, -7));
      setFocusAfterTurn('last');
    }
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('booking.previousWeek')}
          disabled={!canGoBack}
          onClick={() => setWeekStart(addDays(weekStart, -7))}
        >
          <span aria-hidden dir="ltr">
            {isRtl ? '›' : '‹'}
          </span>
        </ActionIcon>
        <Stack gap={0} align="center">
          <Text size="sm" fw={600} aria-live="polite">
            {t('booking.weekRange', {
              start: formatDate(weekStart, 'd MMM'),
              end: formatDate(weekEnd, 'd MMM yyyy'),
            })}
          </Text>
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => {
              setWeekStart(firstWeek);
              onChange(today);
            }}
          >
            {t('booking.today')}
          </Button>
        </Stack>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('booking.nextWeek')}
          disabled={!canGoForward}
          onClick={() => setWeekStart(addDays(weekStart, 7))}
        >
          <span aria-hidden dir="ltr">
            {isRtl ? '‹' : '›'}
          </span>
        </ActionIcon>
      </Group>
      <SimpleGrid
        ref={daysGroup}
        cols={7}
        spacing={4}
        role="group"
        aria-label={t('booking.days')}
        data-arrow-keys
        onKeyDown={(event) => onArrowKeys(event, onLeaveDays, isRtl)}
      >
        {days.map((date) => {
          const isSelected = date === value;
          const isDisabled = !isBookable(date);
          return (
            <UnstyledButton
              key={date}
              className={classes.day}
              data-selected={isSelected || undefined}
              data-today={date === today || undefined}
              disabled={isDisabled}
              tabIndex={date === tabStop ? 0 : -1}
              aria-pressed={isSelected}
              aria-label={formatDate(date, 'EEEE, d MMMM yyyy')}
              onClick={() => onChange(date)}
            >
              <Text span size="xs" className={classes.weekday}>
                {formatDate(date, 'EEE')}
              </Text>
              <Text span fw={700} size="md">
                {formatDate(date, 'd')}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
