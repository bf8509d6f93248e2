import { ADMIN_WIZARD_DURATIONS, type TAdminWizardDuration } from '@padel/contract';
import { formatMinutes, minutesOfDay, SLOT_STEP_MINUTES } from '@padel/domain';

export type WizardSlot = { startTime: string; endTime: string };

/** Step 2 of New Booking: where, when, how long. */
export type WizardDetails = {
  courtId: string | null;
  date: string | null;
  duration: TAdminWizardDuration;
  slot: WizardSlot | null;
  notes: string;
};

export type WizardDetailsAction =
  | { type: 'court'; courtId: string | null }
  | { type: 'date'; date: string | null }
  | { type: 'duration'; duration: TAdminWizardDuration }
  | { type: 'slot'; slot: WizardSlot | null }
  | { type: 'notes'; notes: string }
  | { type: 'reset'; details: WizardDetails };

export const DEFAULT_WIZARD_DURATION: TAdminWizardDuration = ADMIN_WIZARD_DURATIONS[0];

export function initialWizardDetails(prefill: Partial<WizardDetails> = {}): WizardDetails {
  return {
    courtId: null,
    date: null,
    duration: DEFAULT_WIZARD_DURATION,
    slot: null,
    notes: '',
    ...prefill,
  };
}

/** Spec: changing the court, the date or the duration clears the chosen slot. */
export function wizardDetailsReducer(
  state: WizardDetails,
  action: WizardDetailsAction,
): WizardDetails {
  switch (action.type) {
    case 'court':
      return action.courtId === state.courtId
        ? state
        : { ...state, courtId: action.courtId, slot: null };
    case 'date':
      return action.date === state.date ? state : { ...state, date: action.date, slot: null };
    case 'duration':
      return action.duration === state.duration
        ? state
        : { ...state, duration: action.duration, slot: null };
    case 'slot':
      return { ...state, slot: action.slot };
    case 'notes':
      return { ...state, notes: action.notes };
    case 'reset':
      return action.details;
  }
}

/** Create Booking needs a court, a date and a slot. */
export function isWizardDetailsComplete(details: WizardDetails): details is WizardDetails & {
  courtId: string;
  date: string;
  slot: WizardSlot;
} {
  return Boolean(details.courtId && details.date && details.slot);
}

/** Every slot of `duration` minutes, starting on the 30-minute grid, that fits in one free range. */
export function slotsWithin(
  free: readonly { start: string; end: string }[],
  duration: number,
): WizardSlot[] {
  const slots: WizardSlot[] = [];
  for (const range of free) {
    const from = Math.ceil(minutesOfDay(range.start) / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
    const to = minutesOfDay(range.end);
    for (let start = from; start + duration <= to; start += SLOT_STEP_MINUTES) {
      slots.push({ startTime: formatMinutes(start), endTime: formatMinutes(start + duration) });
    }
  }
  return slots;
}
