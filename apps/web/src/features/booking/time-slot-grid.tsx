import { Group, SimpleGrid, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TAvailabilitySlot } from '@padel/contract';
import { PriceDisplay } from '../../components/price-display';
import { formatTimeRange, groupSlotsByHour } from './booking-format';
import classes from './booking.module.css';

type SlotState = 'available' | 'selected' | 'booked' | 'unavailable';

const STATE_LABELS: Record<SlotState, string> = {
  available: 'Available',
  selected: 'Selected',
  booked: 'Booked',
  unavailable: 'Unavailable',
};

function stateOf(slot: TAvailabilitySlot, selectedStartTime: string | null): SlotState {
  if (slot.isBooked) return 'booked';
  if (slot.isUnavailable || !slot.available) return 'unavailable';
  return slot.startTime === selectedStartTime ? 'selected' : 'available';
}

export function SlotLegend() {
  return (
    <Group gap="md" role="list" aria-label="Legend">
      {(Object.keys(STATE_LABELS) as SlotState[]).map((state) => (
        <Group key={state} gap={6} role="listitem" wrap="nowrap">
          <span className={classes.swatch} data-state={state} aria-hidden />
          <Text size="xs">{STATE_LABELS[state]}</Text>
        </Group>
      ))}
    </Group>
  );
}

export type TimeSlotGridProps = {
  slots: readonly TAvailabilitySlot[];
  selectedStartTime: string | null;
  onSelect: (slot: TAvailabilitySlot) => void;
};

/** A day's slots grouped by start hour, each with its price or why it cannot be booked. */
export function TimeSlotGrid({ slots, selectedStartTime, onSelect }: TimeSlotGridProps) {
  return (
    <Stack gap="sm">
      {groupSlotsByHour(slots).map((group) => (
        <Stack key={group.hour} gap={6}>
          <Text size="xs" fw={700} c="dimmed">
            {group.hour}
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing={6}>
            {group.slots.map((slot) => {
              const state = stateOf(slot, selectedStartTime);
              const isBookable = state === 'available' || state === 'selected';
              const range = formatTimeRange(slot.startTime, slot.endTime);
              return (
                <UnstyledButton
                  key={slot.id}
                  className={classes.slot}
                  data-state={state}
                  disabled={!isBookable}
                  aria-pressed={state === 'selected'}
                  onClick={() => onSelect(slot)}
                >
                  <Text span size="sm" fw={600}>
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
                      <VisuallyHidden>{STATE_LABELS.available}</VisuallyHidden>
                    </>
                  ) : (
                    <Text span size="xs" c="dimmed">
                      {STATE_LABELS[state]}
                    </Text>
                  )}
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
