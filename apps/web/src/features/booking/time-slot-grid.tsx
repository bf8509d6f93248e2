import { Group, Text, UnstyledButton, useDirection, VisuallyHidden } from '@mantine/core';
import type { TAvailabilitySlot } from '@padel/contract';
import type { ReactNode } from 'react';
import { PriceDisplay } from '../../components/price-display';
import { useTexts, type Translate } from '../../i18n/texts';
import { onArrowKeys } from './arrow-keys';
import { formatTimeRange, groupSlotsByHour } from './booking-format';
import { bookingTexts } from './booking-texts';
import classes from './booking.module.css';

type SlotState = 'available' | 'selected' | 'booked' | 'unavailable';

const SLOT_STATES: readonly SlotState[] = ['available', 'selected', 'booked', 'unavailable'];

const stateLabels = (t: Translate): Record<SlotState, string> => ({
  available: t('booking.slotAvailable'),
  selected: t('booking.slotSelected'),
  booked: t('booking.slotBooked'),
  unavailable: t('booking.slotUnavailable'),
});

function stateOf(slot: TAvailabilitySlot, selectedStartTime: string | null): SlotState {
  if (slot.isBooked) return 'booked';
  if (slot.isUnavailable || !slot.available) return 'unavailable';
  return slot.startTime === selectedStartTime ? 'selected' : 'available';
}

export function SlotLegend() {
  const t = useTexts(bookingTexts);
  const labels = stateLabels(t);
  return (
    <Group gap="md" role="list" aria-label={t('booking.legend')}>
      {SLOT_STATES.map((state) => (
        <Group key={state} gap={6} role="listitem" wrap="nowrap">
          <span className={classes.swatch} data-state={state} aria-hidden />
          <Text size="xs">{labels[state]}</Text>
        </Group>
      ))}
    </Group>
  );
}

export type TimeSlotGridProps = {
  slots: readonly TAvailabilitySlot[];
  selectedStartTime: string | null;
  onSelect: (slot: TAvailabilitySlot) => void;
  /** Shown under a taken or held slot (the waitlist's "Notify me"). */
  renderTakenAction?: (slot: TAvailabilitySlot) => ReactNode;
};

/**
 * A day's slots grouped by start hour, each with its price or why it cannot be booked. The hours
 * fill the width they have (one under another on a phone, three or more side by side on a
 * desktop). One slot is in the Tab order (the chosen one, else the first free one); the arrow
 * keys move between the free slots and Enter or Space chooses.
 */
export function TimeSlotGrid({
  slots,
  selectedStartTime,
  onSelect,
  renderTakenAction,
}: TimeSlotGridProps) {
  const t = useTexts(bookingTexts);
  const labels = stateLabels(t);
  const isRtl = useDirection().dir === 'rtl';
  const bookable = slots.filter((slot) => {
    const state = stateOf(slot, selectedStartTime);
    return state === 'available' || state === 'selected';
  });
  const tabStop =
    bookable.find((slot) => slot.startTime === selectedStartTime)?.id ?? bookable[0]?.id;
  return (
    <div
      role="group"
      aria-label={t('booking.timeSlots')}
      className={classes.slotGrid}
      data-arrow-keys
      onKeyDown={(event) => onArrowKeys(event, undefined, isRtl)}
    >
      {groupSlotsByHour(slots).map((group) => (
        <div key={group.hour} className={classes.hourGroup}>
          <Text size="xs" fw={700} c="dimmed">
            {group.hour}
          </Text>
          <div className={classes.hourSlots}>
            {group.slots.map((slot) => {
              const state = stateOf(slot, selectedStartTime);
              const isBookable = state === 'available' || state === 'selected';
              const range = formatTimeRange(slot.startTime, slot.endTime);
              const button = (
                <UnstyledButton
                  key={slot.id}
                  className={classes.slot}
                  data-state={state}
                  disabled={!isBookable}
                  tabIndex={slot.id === tabStop ? 0 : -1}
                  aria-pressed={state === 'selected'}
                  onClick={() => onSelect(slot)}
                >
                  <Text span size="sm" fw={600} dir="ltr">
                    {range}
                  </Text>
                  {isBookable ? (
                    <>
                      <PriceDisplay
                        price={slot.price}
                        discount={slot.discount}
                        size="xs"
                        isStacked
                      />
                      {/* The colour tells a sighted player the slot is free; this tells everyone. */}
                      <VisuallyHidden>{labels.available}</VisuallyHidden>
                    </>
                  ) : (
                    <Text span size="xs" c="dimmed">
                      {labels[state]}
                    </Text>
                  )}
                </UnstyledButton>
              );
              const action = isBookable ? null : renderTakenAction?.(slot);
              return action ? (
                <div key={slot.id} className={classes.slotWithAction}>
                  {button}
                  {action}
                </div>
              ) : (
                button
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
