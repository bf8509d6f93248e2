import { useEffect, useReducer } from 'react';
import { initialWizardDetails, wizardDetailsReducer, type WizardDetails } from './wizard-state';

export type WizardPrefill = Partial<Pick<WizardDetails, 'courtId' | 'date' | 'slot'>>;

/** Step 2 of New Booking (court, date, duration, slot, notes), reset to the prefill on opening. */
export function useWizardDetails(opened: boolean, prefill: WizardPrefill | undefined) {
  const [details, dispatch] = useReducer(wizardDetailsReducer, prefill, (initial) =>
    initialWizardDetails(initial),
  );
  useEffect(() => {
    if (!opened) return;
    dispatch({ type: 'reset', details: initialWizardDetails(prefill) });
  }, [opened, prefill]);
  return { details, dispatch };
}
