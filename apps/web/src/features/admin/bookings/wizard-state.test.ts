import { describe, expect, it } from 'vitest';
import {
  initialWizardDetails,
  isWizardDetailsComplete,
  slotsWithin,
  wizardDetailsReducer,
} from './wizard-state';

const chosen = initialWizardDetails({
  courtId: 'court-1',
  date: '2026-06-15',
  duration: 90,
  slot: { startTime: '18:30', endTime: '20:00' },
});

describe('new booking wizard details', () => {
  it('clears the slot when the court, the date or the duration changes', () => {
    expect(wizardDetailsReducer(chosen, { type: 'court', courtId: 'court-2' }).slot).toBeNull();
    expect(wizardDetailsReducer(chosen, { type: 'date', date: '2026-06-16' }).slot).toBeNull();
    expect(wizardDetailsReducer(chosen, { type: 'duration', duration: 120 }).slot).toBeNull();
  });

  it('keeps the slot when the same value is picked again or the notes change', () => {
    expect(wizardDetailsReducer(chosen, { type: 'court', courtId: 'court-1' }).slot).toEqual(
      chosen.slot,
    );
    expect(wizardDetailsReducer(chosen, { type: 'duration', duration: 90 }).slot).toEqual(
      chosen.slot,
    );
    expect(wizardDetailsReducer(chosen, { type: 'notes', notes: 'Walk-in' }).slot).toEqual(
      chosen.slot,
    );
  });

  it('is complete only with a court, a date and a slot', () => {
    expect(isWizardDetailsComplete(chosen)).toBe(true);
    expect(isWizardDetailsComplete({ ...chosen, slot: null })).toBe(false);
    expect(isWizardDetailsComplete(initialWizardDetails())).toBe(false);
  });

  it('offers the starts on the half hour whose whole length fits in a free range', () => {
    expect(slotsWithin([{ start: '17:00', end: '19:00' }], 90)).toEqual([
      { startTime: '17:00', endTime: '18:30' },
      { startTime: '17:30', endTime: '19:00' },
    ]);
    expect(slotsWithin([{ start: '22:00', end: '24:00' }], 120)).toEqual([
      { startTime: '22:00', endTime: '24:00' },
    ]);
    expect(slotsWithin([{ start: '09:00', end: '10:00' }], 90)).toEqual([]);
  });
});
