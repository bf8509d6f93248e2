import { DURATION_DEFAULT_MINUTES, type TCourt } from '@padel/contract';
import type { LocalDate } from '@padel/domain';
import { useReducer } from 'react';
import type { BookingDraft, ChosenSlot } from './booking-draft';

export const STEP_COURT = 0;
export const STEP_DATE_TIME = 1;
export const STEP_FORM = 2;

/** Where the player is in the three steps, and what they have chosen so far. */
export type BookingFlowState = {
  step: number;
  court: TCourt | null;
  durationMinutes: number;
  date: LocalDate;
  slot: ChosenSlot | null;
};

export type BookingFlowAction =
  | { type: 'selectCourt'; court: TCourt }
  | { type: 'changeDuration'; durationMinutes: number }
  | { type: 'changeDate'; date: LocalDate }
  | { type: 'selectSlot'; slot: ChosenSlot }
  | {
      type: 'chooseSuggested';
      court: TCourt;
      durationMinutes: number;
      date: LocalDate;
      slot: ChosenSlot;
    }
  | { type: 'goToStep'; step: number }
  | { type: 'restore'; draft: BookingDraft };

export function initialBookingFlow(today: LocalDate): BookingFlowState {
  return {
    step: STEP_COURT,
    court: null,
    durationMinutes: DURATION_DEFAULT_MINUTES,
    date: today,
    slot: null,
  };
}

/** The steps' rules: a new court, duration or date drops the chosen time. */
export function reduceBookingFlow(
  state: BookingFlowState,
  action: BookingFlowAction,
): BookingFlowState {
  switch (action.type) {
    case 'selectCourt':
      return {
        ...state,
        court: action.court,
        slot: action.court.id === state.court?.id ? state.slot : null,
        step: STEP_DATE_TIME,
      };
    case 'changeDuration':
      return { ...state, durationMinutes: action.durationMinutes, slot: null };
    case 'changeDate':
      return { ...state, date: action.date, slot: null };
    case 'selectSlot':
      return { ...state, slot: action.slot };
    case 'chooseSuggested':
      return {
        ...state,
        court: action.court,
        durationMinutes: action.durationMinutes,
        date: action.date,
        slot: action.slot,
      };
    case 'goToStep':
      return { ...state, step: action.step };
    case 'restore': {
      const { draft } = action;
      return {
        court: draft.court,
        durationMinutes: draft.durationMinutes,
        date: draft.date,
        slot: draft.slot,
        // Without a chosen time, the form cannot show: back to the grid.
        step: draft.slot ? draft.step : Math.min(draft.step, STEP_DATE_TIME),
      };
    }
  }
}

/** The booking steps as one reducer. */
export function useBookingFlow(today: LocalDate) {
  return useReducer(reduceBookingFlow, today, initialBookingFlow);
}
