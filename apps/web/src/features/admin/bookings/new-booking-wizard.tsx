import '@mantine/dates/styles.layer.css';
import { Modal, Stepper } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useReturnFocus } from '../../../lib/return-focus';
import { useSession } from '../../auth';
import { useCourts } from '../shared';
import { SeriesPanel } from '../series';
import { RepeatWeeklyStep } from './repeat-weekly-step';
import { useCreateAdminBooking } from './use-create-admin-booking';
import { useWizardCustomer } from './use-wizard-customer';
import { useWizardDetails, type WizardPrefill } from './use-wizard-details';
import { WizardCustomerStep } from './wizard-customer-step';
import { WizardDetailsStep } from './wizard-details-step';

export type { WizardPrefill } from './use-wizard-details';

/**
 * New Booking in two steps (spec: choose the user, then court, date, duration and slot). A
 * prefill (from the day calendar) fills court, date and slot.
 */
export function NewBookingWizard({
  opened,
  onClose,
  prefill,
}: {
  opened: boolean;
  onClose: () => void;
  prefill?: WizardPrefill;
}) {
  useReturnFocus(opened);
  const { isAdmin } = useSession();
  const [step, setStep] = useState(0);
  const [isRepeating, setRepeating] = useState(false);
  const [createdSeriesId, setCreatedSeriesId] = useState<string | null>(null);
  const customer = useWizardCustomer(opened, isAdmin, prefill);
  const { details, dispatch } = useWizardDetails(opened, prefill);
  const create = useCreateAdminBooking(onClose);
  const courts = useCourts();
  const activeCourts = useMemo(
    () => (courts.data?.courts ?? []).filter((court) => court.status === 'active'),
    [courts.data],
  );

  // Opening the wizard again starts afresh with the new prefill.
  useEffect(() => {
    if (opened) {
      setStep(0);
      setRepeating(false);
    }
  }, [opened, prefill]);

  const detailsStep = isRepeating ? (
    <RepeatWeeklyStep
      customer={customer}
      details={details}
      onBack={() => setRepeating(false)}
      onCreated={(seriesId) => {
        setCreatedSeriesId(seriesId);
        onClose();
      }}
    />
  ) : (
    <WizardDetailsStep
      activeCourts={activeCourts}
      details={details}
      dispatch={dispatch}
      customer={customer}
      isEnabled={opened && step === 1}
      create={create}
      onBack={() => setStep(0)}
      onSubmit={() => create.submit(customer, details)}
      onRepeat={() => setRepeating(true)}
    />
  );

  return (
    <>
      <Modal opened={opened} onClose={onClose} title="New Booking" size="xl">
        <Stepper
          active={step}
          onStepClick={(next) => next < step && setStep(next)}
          size="sm"
          mb="md"
        >
          <Stepper.Step label="Customer" />
          <Stepper.Step label={isRepeating ? 'Repeat weekly' : 'Booking details'} />
        </Stepper>
        {step === 0 ? (
          <WizardCustomerStep
            customer={customer}
            onCancel={onClose}
            onNext={() => customer.isChosen() && setStep(1)}
          />
        ) : (
          detailsStep
        )}
      </Modal>
      <SeriesPanel seriesId={createdSeriesId} onClose={() => setCreatedSeriesId(null)} />
    </>
  );
}
