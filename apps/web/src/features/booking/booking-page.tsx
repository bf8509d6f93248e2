import { Stack, Stepper, Text, Title } from '@mantine/core';
import {
  ERROR_MESSAGES,
  type TAvailabilitySlot,
  type TBookingForm,
  type TCourt,
  type TTimeSlot,
  BOOKABLE_COURTS_INPUT,
} from '@padel/contract';
import { todayInKarachi, type LocalDate } from '@padel/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useTexts } from '../../i18n/texts';
import { useTRPC } from '../../lib/trpc';
import { trackActivity } from '../../lib/activity';
import { useErrorMessageOf } from '../../lib/error-message';
import { openAuthModal, useSession } from '../auth';
import { useBookingDraft, type BookingDraft, type ChosenSlot } from './booking-draft';
import type { BookingFormValues } from './booking-form';
import { BookingDialogs } from './booking-dialogs';
import { bookingTexts } from './booking-texts';
import {
  DateTimeStep,
  loadDateTimeStep,
  preloadConfirmStep,
  stepFallback,
} from './booking-step-loaders';
import { ConfirmStep } from './confirm-step';
import { CourtStep } from './court-step';
import { notifyError } from './notify-error';
import { useBookingFlow, STEP_COURT, STEP_DATE_TIME, STEP_FORM } from './use-booking-flow';
import { useBookingFunnel } from './use-booking-funnel';
import { useBookingPayment } from './use-booking-payment';
import { usePublicBusiness } from './use-public-business';
import { useSlotHold } from './use-slot-hold';
import { useLinkedSlot } from './use-linked-slot';
import { useVerificationCode } from './use-verification-code';
import { useCatalogueGroup } from '../../i18n/catalogue';

const chosenSlotOf = (slot: ChosenSlot): ChosenSlot => ({
  startTime: slot.startTime,
  endTime: slot.endTime,
  price: slot.price,
  discount: slot.discount,
});

const courtFacts = (chosen: TCourt) => ({ courtId: chosen.id, courtName: chosen.name });

// A court tapped opens this step at once: its code comes with the screen's (FIRST_TAP_MODULES).
void loadDateTimeStep();

/** The booking flow (spec: /booking, 3 visible steps). */
export default function BookingPage() {
  const E = useCatalogueGroup(ERROR_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const t = useTexts(bookingTexts);
  const [, navigate] = useLocation();
  const { user, isLoading: isSessionLoading } = useSession();
  // Spec: visitors browse courts and slots; booking requires login.
  const isVisitor = !user && !isSessionLoading;
  // A visitor chose a slot and was asked to sign in: once they have, the form follows.
  const isAwaitingSignIn = useRef(false);
  const [today] = useState(() => todayInKarachi(new Date()));
  const [flow, dispatch] = useBookingFlow(today);
  const { step, court, durationMinutes, date, slot } = flow;
  const formValues = useRef<Partial<BookingFormValues> | null>(null);
  const [draftValues, setDraftValues] = useState<Partial<BookingFormValues> | undefined>();

  const { finishDraft } = useBookingDraft({
    today,
    snapshot: () => ({ ...flow, values: formValues.current }),
    onRestore: (draft: BookingDraft) => {
      formValues.current = draft.values;
      setDraftValues(draft.values ?? undefined);
      dispatch({ type: 'restore', draft });
    },
  });

  const courts = useQuery(trpc.courts.list.queryOptions(BOOKABLE_COURTS_INPUT));
  const business = usePublicBusiness();
  const hold = useSlotHold();
  const funnel = useBookingFunnel(user?.id ?? null);
  const code = useVerificationCode({ hold, trackStep: funnel.trackStep });
  const payment = useBookingPayment({ code, hold, funnel, onBooked: finishDraft });

  const goToStep = (index: number) => dispatch({ type: 'goToStep', step: index });

  const onSelectCourt = (chosen: TCourt) => {
    preloadConfirmStep();
    dispatch({ type: 'selectCourt', court: chosen });
    funnel.trackStep('select_court', courtFacts(chosen));
  };

  const onDurationChange = (minutes: number) => {
    dispatch({ type: 'changeDuration', durationMinutes: minutes });
    trackActivity('form_interaction', { field: 'duration', duration: minutes });
  };

  const onDateChange = (next: LocalDate) => {
    dispatch({ type: 'changeDate', date: next });
    funnel.trackDate(next);
  };

  const askToSignIn = () => {
    isAwaitingSignIn.current = true;
    openAuthModal('login', E.loginToBook);
  };

  const onSelectSlot = (chosen: TAvailabilitySlot) => {
    dispatch({ type: 'selectSlot', slot: chosenSlotOf(chosen) });
    funnel.trackDateOnce(date);
    funnel.trackStep('select_time_slot', {
      timeSlot: { startTime: chosen.startTime, endTime: chosen.endTime },
      price: chosen.price,
      duration: durationMinutes,
    });
    if (isVisitor) askToSignIn();
  };

  const onGoToForm = () => {
    if (isVisitor) {
      askToSignIn();
      return;
    }
    payment.clearPaymentError();
    goToStep(STEP_FORM);
    funnel.trackStep('booking_form');
  };

  // Spec: choosing a suggested slot picks the first of its courts and jumps to step 3.
  const onChooseSuggested = (suggested: TTimeSlot) => {
    preloadConfirmStep();
    const firstCourtId = suggested.courtIds?.[0];
    const chosen = courts.data?.courts.find((candidate) => candidate.id === firstCourtId);
    if (!chosen) {
      notifyError(E.createBookingFailed, E.timeSlotNotAvailable);
      return;
    }
    const { durationMinutes: minutes, date: day } = suggested;
    dispatch({
      type: 'chooseSuggested',
      court: chosen,
      durationMinutes: minutes,
      date: day,
      slot: chosenSlotOf(suggested),
    });
    funnel.trackStep('select_court', courtFacts(chosen));
    funnel.trackDate(day);
    funnel.trackStep('select_time_slot', {
      timeSlot: { startTime: suggested.startTime, endTime: suggested.endTime },
      price: suggested.price,
      duration: minutes,
    });
    if (isVisitor) {
      // The visitor sees the time chosen in its court's grid while they sign in.
      goToStep(STEP_DATE_TIME);
      askToSignIn();
      return;
    }
    onGoToForm();
  };

  // A link to one slot (the waitlist's mail) opens the form on it.
  useLinkedSlot(courts.data?.courts, (linked) => {
    preloadConfirmStep();
    dispatch({ type: 'chooseSuggested', ...linked, slot: chosenSlotOf(linked.slot) });
    funnel.trackStep('select_court', courtFacts(linked.court));
    if (isVisitor) {
      goToStep(STEP_DATE_TIME);
      askToSignIn();
      return;
    }
    onGoToForm();
  });

  // Signed in (or registered) from the dialog: on to the form with the slot still chosen.
  const goToFormAfterSignIn = useRef(() => {});
  goToFormAfterSignIn.current = () => {
    if (!isAwaitingSignIn.current) return;
    isAwaitingSignIn.current = false;
    if (court && slot) onGoToForm();
  };
  useEffect(() => {
    if (user) goToFormAfterSignIn.current();
  }, [user]);

  const slotRequest = () =>
    court && slot
      ? { courtId: court.id, date, timeSlot: { startTime: slot.startTime, endTime: slot.endTime } }
      : null;

  const onSubmitForm = (values: TBookingForm) => {
    const request = slotRequest();
    if (!request) return;
    if (!user) {
      askToSignIn();
      return;
    }
    payment.clearPaymentError();
    code.submit(request, values, user);
  };

  const onResendCode = () => {
    const request = slotRequest();
    if (request) code.resend(request);
  };

  const onVerifyCode = (otp: string) => {
    const request = slotRequest();
    if (request && code.form) payment.verify(request, code.form, durationMinutes, otp);
  };

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Title order={1} size="h2">
        {t('booking.title')}
      </Title>
      <Stepper
        active={step}
        onStepClick={(index) => index < step && goToStep(index)}
        allowNextStepsSelect={false}
        size="sm"
        iconSize={30}
        wrap={false}
      >
        <Stepper.Step label={t('booking.stepCourt')}>
          <CourtStep
            courts={courts.data?.courts}
            isLoading={courts.isPending}
            error={courts.isError ? errorMessageOf(courts.error) : null}
            onRetry={() => void courts.refetch()}
            selectedCourtId={court?.id ?? null}
            onSelectCourt={onSelectCourt}
            today={today}
            isSignedIn={Boolean(user)}
            onChooseSuggested={onChooseSuggested}
          />
        </Stepper.Step>
        <Stepper.Step label={t('booking.stepDateTime')}>
          {court ? (
            <Suspense fallback={stepFallback}>
              <DateTimeStep
                court={court}
                today={today}
                durationMinutes={durationMinutes}
                date={date}
                selectedStartTime={slot?.startTime ?? null}
                onDurationChange={onDurationChange}
                onDateChange={onDateChange}
                onSelectSlot={onSelectSlot}
                onBack={() => goToStep(STEP_COURT)}
                onNext={onGoToForm}
              />
            </Suspense>
          ) : (
            <Text c="dimmed">{t('booking.chooseCourtFirst')}</Text>
          )}
        </Stepper.Step>
        <Stepper.Step label={t('booking.stepConfirm')}>
          {court && slot && (
            <ConfirmStep
              court={court}
              slot={slot}
              date={date}
              durationMinutes={durationMinutes}
              paymentError={payment.paymentError}
              paymentAlert={payment.paymentAlert}
              onClosePaymentError={payment.clearPaymentError}
              business={business}
              user={user}
              isSubmitting={code.isSubmitting}
              onSubmit={onSubmitForm}
              onBack={() => goToStep(STEP_DATE_TIME)}
              onLoginRequired={askToSignIn}
              draftValues={draftValues}
              onValuesChange={(values) => {
                formValues.current = values;
              }}
            />
          )}
        </Stepper.Step>
      </Stepper>

      <BookingDialogs
        code={code}
        payment={payment}
        email={user?.email ?? code.form?.email ?? ''}
        onCloseCode={() => {
          code.close();
          hold.release();
        }}
        onVerify={onVerifyCode}
        onResend={onResendCode}
        onDone={() => navigate('/my-bookings')}
      />
    </Stack>
  );
}
