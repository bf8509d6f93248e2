import type { TCourt } from '@padel/contract';
import type { LocalDate } from '@padel/domain';
import { describe, expect, it } from 'vitest';
import type { ChosenSlot } from './booking-draft';
import {
  initialBookingFlow,
  reduceBookingFlow,
  STEP_COURT,
  STEP_DATE_TIME,
  STEP_FORM,
} from './use-booking-flow';

const TODAY = '2026-11-26' as LocalDate;
const courtOf = (id: string) => ({ id, name: `Court ${id}` }) as TCourt;
const SLOT: ChosenSlot = {
  startTime: '18:00',
  endTime: '19:00',
  price: 4000,
  discount: {
    hasDiscount: false,
    originalPrice: 4000,
    discountedPrice: 4000,
    discountPercentage: 0,
  },
};

describe('the booking steps', () => {
  it('starts at the court step with today and no time chosen', () => {
    expect(initialBookingFlow(TODAY)).toMatchObject({
      step: STEP_COURT,
      court: null,
      date: TODAY,
      slot: null,
    });
  });

  it('goes to the date step on a court, keeping the time only for the same court', () => {
    const chosen = { ...initialBookingFlow(TODAY), court: courtOf('a'), slot: SLOT };
    const same = reduceBookingFlow(chosen, { type: 'selectCourt', court: courtOf('a') });
    const other = reduceBookingFlow(chosen, { type: 'selectCourt', court: courtOf('b') });
    expect(same).toMatchObject({ step: STEP_DATE_TIME, slot: SLOT });
    expect(other).toMatchObject({ step: STEP_DATE_TIME, slot: null });
  });

  it('drops the chosen time when the duration or the date changes', () => {
    const chosen = { ...initialBookingFlow(TODAY), slot: SLOT };
    expect(reduceBookingFlow(chosen, { type: 'changeDuration', durationMinutes: 90 }).slot).toBe(
      null,
    );
    const later = '2026-11-27' as LocalDate;
    expect(reduceBookingFlow(chosen, { type: 'changeDate', date: later })).toMatchObject({
      date: later,
      slot: null,
    });
  });

  it('restores a draft without a time no further than the date step', () => {
    const draft = { ...initialBookingFlow(TODAY), step: STEP_FORM, court: courtOf('a') };
    const restored = reduceBookingFlow(initialBookingFlow(TODAY), {
      type: 'restore',
      draft: { ...draft, values: null },
    });
    expect(restored.step).toBe(STEP_DATE_TIME);
  });
});
