import { ZWizardTempUser } from '@padel/contract';
import { useEffect, useState } from 'react';
import { useContractForm } from '../../../lib/contract-form';

export type WizardUserType = 'existing' | 'temporary';
const EMPTY_TEMP = { firstName: '', lastName: '', email: '', phone: '' };

/**
 * Step 1 of New Booking, the customer: an existing one (staff search customers too) or a
 * temporary user's details. Starts afresh each time the wizard opens.
 */
export function useWizardCustomer(opened: boolean, isAdmin: boolean, resetKey: unknown) {
  // Staff open on a temporary user: the desk's everyday case is a walk-in.
  const [userType, setUserType] = useState<WizardUserType>(isAdmin ? 'existing' : 'temporary');
  const [userId, setUserId] = useState<string | null>(null);
  const tempForm = useContractForm(ZWizardTempUser, EMPTY_TEMP);

  useEffect(() => {
    if (!opened) return;
    setUserId(null);
    setUserType(isAdmin ? 'existing' : 'temporary');
    tempForm.reset();
  }, [opened, resetKey, tempForm.reset, isAdmin]);

  /** The temporary user's details once they pass the schema (errors shown), else null. */
  const validTempUser = () =>
    tempForm.validate().hasErrors ? null : tempForm.getTransformedValues();

  /** Whether the customer step may be left for the details. */
  const isChosen = () => (userType === 'existing' ? Boolean(userId) : Boolean(validTempUser()));

  return { userType, setUserType, userId, setUserId, tempForm, validTempUser, isChosen };
}

export type TWizardCustomer = ReturnType<typeof useWizardCustomer>;
