import {
  Alert,
  Button,
  Center,
  Divider,
  Grid,
  Loader,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toNormalizedError } from '@padel/client';
import {
  DURATION_DEFAULT_MINUTES,
  ERROR_MESSAGES,
  SUCCESS_MESSAGES,
  type TActivityData,
  type TAvailabilitySlot,
  type TBooking,
  type TBookingForm,
  type TCourt,
  type TFunnelStepName,
  type TNormalizedError,
  type TTimeSlot,
  BOOKABLE_COURTS_INPUT,
} from '@padel/contract';
import { todayInKarachi, type LocalDate } from '@padel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { lazyExport } from '../../lib/lazy-export';
import { usePlatform } from '../../lib/platform';
import { toServerUrl } from '../../lib/server-url';
import { useTRPC } from '../../lib/trpc';
import {
  flushActivity,
  setActivityUser,
  trackActivity,
  trackBookingStep,
  trackPageView,
} from '../../lib/activity';
import { useHasOpened } from '../../lib/use-has-opened';
import { whenIdle } from '../../lib/when-idle';
import { openAuthModal, useSession } from '../auth';
import { useBookingDraft, type BookingDraft, type ChosenSlot } from './booking-draft';
import type { BookingFormValues } from './booking-form';
import { CourtPicker } from './court-picker';
import { QuickSearch } from './quick-search';

// Step 1 (choose a court) shows with only its own code. The later steps' code loads after it:
// step 2's once the page is idle, step 3's (the form with its validation, the WhatsApp opt-in,
// the code and confirmation dialogs) as soon as a court or a suggested time is chosen, so that
// neither step waits for it in the usual case.
const loadDateTimeStep = () => import('./date-time-step');
const loadBookingForm = () => import('./booking-form');
const loadBookingSummary = () => import('./booking-summary');
const loadWhatsAppOptIn = () => import('../../components/whatsapp-opt-in');
const loadOtpDialog = () => import('../../components/otp-dialog');
const loadBookingConfirmedDialog = () => import('./booking-confirmed-dialog');

const DateTimeStep = lazyExport(loadDateTimeStep, 'DateTimeStep');
const BookingForm = lazyExport(loadBookingForm, 'BookingForm');
const BookingSummary = lazyExport(loadBookingSummary, 'BookingSummary');
const CustomerContact = lazyExport(loadBookingSummary, 'CustomerContact');
const WhatsAppOptIn = lazyExport(loadWhatsAppOptIn, 'WhatsAppOptIn');
const OtpDialog = lazyExport(loadOtpDialog, 'OtpDialog');
const BookingConfirmedDialog = lazyExport(loadBookingConfirmedDialog, 'BookingConfirmedDialog');

const preloadConfirmStep = () =>
  void Promise.all([
    loadBookingForm(),
    loadBookingSummary(),
    loadWhatsAppOptIn(),
    loadOtpDialog(),
    loadBookingConfirmedDialog(),
  ]);

const stepFallback = (
  <Center py="lg">
    <Loader size="sm" />
  </Center>
);

const STEP_COURT = 0;
const STEP_DATE_TIME = 1;
const STEP_FORM = 2;

function notifyError(title: string | null, message: string) {
  notifications.show({ color: 'red', message, ...(title ? { title } : {}) });
}

/** Fields of a verify-otp failure that concern the payment rather than the code. */
const PAYMENT_FIELDS = ['payment', 'paymentMethod', 'formData', 'mobileNumber', 'cnic'];

/**
 * A failed verify-otp is a code problem (the dialog stays open to try again), a payment
 * problem (the dialog closes: a wallet charge or a payment method refused) or anything else.
 */
function classifyVerifyError(error: TNormalizedError): 'code' | 'payment' | 'other' {
  const isPaymentField = error.errors.some((fieldError) =>
    PAYMENT_FIELDS.some(
      (field) => fieldError.field === field || fieldError.field.startsWith(`${field}.`),
    ),
  );
  if (isPaymentField || error.status === 402 || error.status === 502) return 'payment';
  if (error.status === 400 || error.status === 429) return 'code';
  return 'other';
}

/** The booking flow (spec: /booking, 3 visible steps). */
export default function BookingPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { user, isLoading: isSessionLoading } = useSession();
  // Spec: visitors browse courts and slots; booking requires login.
  const isVisitor = !user && !isSessionLoading;
  // A visitor chose a slot and was asked to sign in: once they have, the form follows.
  const isAwaitingSignIn = useRef(false);
  const platform = usePlatform();
  const [today] = useState(() => todayInKarachi(new Date()));

  const [step, setStep] = useState(STEP_COURT);
  const [court, setCourt] = useState<TCourt | null>(null);
  const [durationMinutes, setDurationMinutes] = useState<number>(DURATION_DEFAULT_MINUTES);
  const [date, setDate] = useState<LocalDate>(today);
  const [slot, setSlot] = useState<ChosenSlot | null>(null);
  const [form, setForm] = useState<TBookingForm | null>(null);
  const [isOtpOpen, setIsOtpOpen] = useState(false);
  const hasOpenedOtp = useHasOpened(isOtpOpen);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [confirmedBooking, setConfirmedBooking] = useState<TBooking | null>(null);
  const [isRedirecting, setIsRedirecting] = useState(false);
  const paymentAlert = useRef<HTMLDivElement>(null);
  const formValues = useRef<Partial<BookingFormValues> | null>(null);
  const [draftValues, setDraftValues] = useState<Partial<BookingFormValues> | undefined>();

  const { finishDraft } = useBookingDraft({
    today,
    snapshot: () => ({ step, court, durationMinutes, date, slot, values: formValues.current }),
    onRestore: (draft: BookingDraft) => {
      formValues.current = draft.values;
      setDraftValues(draft.values ?? undefined);
      setCourt(draft.court);
      setDurationMinutes(draft.durationMinutes);
      setDate(draft.date);
      setSlot(draft.slot);
      setStep(draft.slot ? draft.step : Math.min(draft.step, STEP_DATE_TIME));
    },
  });

  const courts = useQuery(trpc.courts.list.queryOptions(BOOKABLE_COURTS_INPUT));
  const business = useQuery({ ...trpc.business.public.queryOptions(), staleTime: 5 * 60_000 });
  const sendOtp = useMutation(trpc.bookings.sendOtp.mutationOptions());
  const updateProfile = useMutation(trpc.auth.updateProfile.mutationOptions());
  const verifyOtp = useMutation(trpc.bookings.verifyOtp.mutationOptions());
  const releaseHold = useMutation(trpc.bookings.releaseHold.mutationOptions());
  // A code holds its slot for this player until it is used, expires or is released: leaving
  // the code dialog (or the page) releases it so others may book the slot at once.
  const isHoldingSlot = useRef(false);
  const releaseSlot = useRef(() => {});
  releaseSlot.current = () => {
    if (!isHoldingSlot.current) return;
    isHoldingSlot.current = false;
    releaseHold.mutate(undefined, {
      onSettled: () => void queryClient.invalidateQueries(trpc.courts.availability.pathFilter()),
    });
  };
  useEffect(() => () => releaseSlot.current(), []);

  useEffect(() => whenIdle(() => void loadDateTimeStep()), []);

  // The funnel: the latest step reached, and whether the booking was made (else, leaving
  // the page records an abandonment).
  const reachedStep = useRef<TFunnelStepName | null>(null);
  const hasPickedDate = useRef(false);
  const isFinished = useRef(false);
  const funnelFacts = useRef<TActivityData>({});

  const trackStep = (name: TFunnelStepName, data: TActivityData = {}) => {
    funnelFacts.current = { ...funnelFacts.current, ...data };
    reachedStep.current = name;
    trackBookingStep(name, funnelFacts.current);
  };

  useEffect(() => {
    setActivityUser(user?.id ?? null);
  }, [user?.id]);

  // The code dialog has closed over the form: bring the payment failure into view.
  useEffect(() => {
    if (paymentError) paymentAlert.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [paymentError]);

  useEffect(() => {
    trackPageView('/booking');
    const recordAbandonment = () => {
      if (!reachedStep.current || isFinished.current) return;
      isFinished.current = true;
      trackActivity('booking_abandonment', { ...funnelFacts.current, step: reachedStep.current });
      flushActivity();
    };
    window.addEventListener('pagehide', recordAbandonment);
    return () => {
      window.removeEventListener('pagehide', recordAbandonment);
      recordAbandonment();
    };
  }, []);

  const courtFacts = (chosen: TCourt) => ({ courtId: chosen.id, courtName: chosen.name });

  const onSelectCourt = (chosen: TCourt) => {
    preloadConfirmStep();
    if (chosen.id !== court?.id) setSlot(null);
    setCourt(chosen);
    setStep(STEP_DATE_TIME);
    trackStep('select_court', courtFacts(chosen));
  };

  const onDurationChange = (minutes: number) => {
    setDurationMinutes(minutes);
    setSlot(null);
    trackActivity('form_interaction', { field: 'duration', duration: minutes });
  };

  const onDateChange = (next: LocalDate) => {
    setDate(next);
    setSlot(null);
    hasPickedDate.current = true;
    trackStep('pick_date', { date: next });
  };

  const askToSignIn = () => {
    isAwaitingSignIn.current = true;
    openAuthModal('login', ERROR_MESSAGES.loginToBook);
  };

  const onSelectSlot = (chosen: TAvailabilitySlot) => {
    setSlot({
      startTime: chosen.startTime,
      endTime: chosen.endTime,
      price: chosen.price,
      discount: chosen.discount,
    });
    if (!hasPickedDate.current) {
      hasPickedDate.current = true;
      trackStep('pick_date', { date });
    }
    trackStep('select_time_slot', {
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
    setPaymentError(null);
    setStep(STEP_FORM);
    trackStep('booking_form');
  };

  // Spec: choosing a suggested slot picks the first of its courts and jumps to step 3.
  const onChooseSuggested = (suggested: TTimeSlot) => {
    preloadConfirmStep();
    const firstCourtId = suggested.courtIds?.[0];
    const chosen = courts.data?.courts.find((candidate) => candidate.id === firstCourtId);
    if (!chosen) {
      notifyError(ERROR_MESSAGES.createBookingFailed, ERROR_MESSAGES.timeSlotNotAvailable);
      return;
    }
    setCourt(chosen);
    setDurationMinutes(suggested.durationMinutes);
    setDate(suggested.date);
    setSlot({
      startTime: suggested.startTime,
      endTime: suggested.endTime,
      price: suggested.price,
      discount: suggested.discount,
    });
    hasPickedDate.current = true;
    trackStep('select_court', courtFacts(chosen));
    trackStep('pick_date', { date: suggested.date });
    trackStep('select_time_slot', {
      timeSlot: { startTime: suggested.startTime, endTime: suggested.endTime },
      price: suggested.price,
      duration: suggested.durationMinutes,
    });
    if (isVisitor) {
      // The visitor sees the time chosen in its court's grid while they sign in.
      setStep(STEP_DATE_TIME);
      askToSignIn();
      return;
    }
    onGoToForm();
  };

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

  const onLoginRequired = askToSignIn;

  const onSubmitForm = (values: TBookingForm) => {
    const request = slotRequest();
    if (!request) return;
    if (!user) {
      onLoginRequired();
      return;
    }
    setForm(values);
    setPaymentError(null);
    const sendCode = () => {
      trackStep('send_otp', { paymentMethod: values.paymentMethod });
      sendOtp.mutate(request, {
        onSuccess: () => {
          isHoldingSlot.current = true;
          notifications.show({ color: 'green', message: SUCCESS_MESSAGES.verificationCodeSent });
          setOtpError(null);
          setIsOtpOpen(true);
        },
        onError: (error) => {
          const { message } = toNormalizedError(error);
          notifyError(ERROR_MESSAGES.sendVerificationEmailFailed, message);
          trackActivity('error', { step: 'send_otp', message });
        },
      });
    };
    // An account made by social sign-in has no phone (providers do not give one): the one typed
    // here is saved to the account before the first booking, with the name if it had none.
    if (!user.phone || !user.firstName || !user.lastName) {
      const { firstName, lastName, phone } = values;
      updateProfile.mutate(
        { firstName, lastName, phone },
        {
          onSuccess: (result) => {
            queryClient.setQueryData(trpc.auth.session.queryKey(), { user: result.data.user });
            sendCode();
          },
          onError: (error) =>
            notifyError(ERROR_MESSAGES.updateProfileFailed, toNormalizedError(error).message),
        },
      );
      return;
    }
    sendCode();
  };

  const onResendCode = () => {
    const request = slotRequest();
    if (!request) return;
    setOtpError(null);
    sendOtp.mutate(request, {
      onSuccess: () => {
        isHoldingSlot.current = true;
        notifications.show({ color: 'green', message: SUCCESS_MESSAGES.verificationCodeResent });
      },
      onError: (error) =>
        notifyError(ERROR_MESSAGES.sendVerificationEmailFailed, toNormalizedError(error).message),
    });
  };

  const refreshAfterBooking = () => {
    void queryClient.invalidateQueries(trpc.bookings.pathFilter());
    void queryClient.invalidateQueries(trpc.courts.availability.pathFilter());
    void queryClient.invalidateQueries(trpc.analytics.pathFilter());
  };

  const onVerifyCode = (otp: string) => {
    const request = slotRequest();
    if (!request || !form) return;
    setOtpError(null);
    trackStep('otp_verification');
    const { paymentMethod, mobileNumber, cnic } = form;
    const isWallet = paymentMethod === 'jazzcash_mwallet';
    verifyOtp.mutate(
      {
        ...request,
        durationMinutes,
        otp,
        paymentMethod,
        formData: { paymentMethod, ...(isWallet ? { mobileNumber, cnic } : {}) },
        // The app's card payment returns to /payment/close in its in-app browser.
        ...(platform.isNativeApp ? { mobileApp: true } : {}),
      },
      {
        onSuccess: ({ data }) => {
          // The booking used the hold.
          isHoldingSlot.current = false;
          refreshAfterBooking();
          finishDraft();
          if (paymentMethod === 'jazzcash_card') {
            if (!data.payUrl) {
              setIsOtpOpen(false);
              notifyError(null, ERROR_MESSAGES.processPaymentRetry);
              trackActivity('error', {
                step: 'otp_verification',
                message: ERROR_MESSAGES.processPaymentRetry,
              });
              return;
            }
            isFinished.current = true;
            trackStep('booking_completed', {
              totalPrice: data.booking.totalPrice,
              bookingId: data.booking.id,
            });
            flushActivity();
            setIsRedirecting(true);
            // Spec: a card payment continues on the provider's page (the app's in-app browser).
            void platform.openPaymentPage(toServerUrl(data.payUrl));
            return;
          }
          isFinished.current = true;
          trackStep('booking_completed', {
            totalPrice: data.booking.totalPrice,
            bookingId: data.booking.id,
          });
          setIsOtpOpen(false);
          setConfirmedBooking(data.booking);
        },
        onError: (error) => {
          const normalized = toNormalizedError(error);
          trackActivity('error', { step: 'otp_verification', message: normalized.message });
          const kind = classifyVerifyError(normalized);
          if (kind === 'code') {
            setOtpError(normalized.message);
            return;
          }
          setIsOtpOpen(false);
          releaseSlot.current();
          if (kind === 'payment') {
            setPaymentError(normalized.message);
            refreshAfterBooking();
            return;
          }
          notifyError(ERROR_MESSAGES.createBookingFailed, normalized.message);
        },
      },
    );
  };

  const renderCourtStep = () => (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Choose a court
        </Title>
        <CourtPicker
          courts={courts.data?.courts}
          isLoading={courts.isPending}
          error={courts.isError ? toNormalizedError(courts.error).message : null}
          onRetry={() => void courts.refetch()}
          selectedCourtId={court?.id ?? null}
          onSelect={onSelectCourt}
        />
      </Stack>
      <Divider label="or find a time" labelPosition="center" />
      <Stack gap="xs">
        <Title order={2} size="h4">
          Quick search
        </Title>
        <QuickSearch today={today} isSignedIn={Boolean(user)} onChooseSlot={onChooseSuggested} />
      </Stack>
    </Stack>
  );

  const renderFormStep = () => {
    if (!court || !slot) return null;
    const renderForm = () => {
      if (business.isPending) return stepFallback;
      if (business.isError) {
        return (
          <Alert color="red" variant="light" title={toNormalizedError(business.error).message}>
            <Button size="xs" variant="light" color="red" onClick={() => void business.refetch()}>
              Retry
            </Button>
          </Alert>
        );
      }
      return (
        <Suspense fallback={stepFallback}>
          <BookingForm
            user={user}
            paymentMethods={business.data.business.paymentMethods}
            paymentMethodInfo={business.data.business.paymentMethodInfo}
            isSubmitting={(sendOtp.isPending || updateProfile.isPending) && !isOtpOpen}
            onSubmit={onSubmitForm}
            onBack={() => setStep(STEP_DATE_TIME)}
            onInteraction={(field, value) => trackActivity('form_interaction', { field, value })}
            onLoginRequired={onLoginRequired}
            // Inside the form's Suspense: the form shows once both have loaded.
            whatsAppOptIn={<WhatsAppOptIn defaultPhone={user?.phone ?? undefined} compact />}
            draftValues={draftValues}
            onValuesChange={(values) => {
              formValues.current = values;
            }}
          />
        </Suspense>
      );
    };
    return (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            {paymentError && (
              <Alert
                ref={paymentAlert}
                color="red"
                variant="light"
                title={ERROR_MESSAGES.paymentProcessingRetry}
                withCloseButton
                onClose={() => setPaymentError(null)}
              >
                {paymentError}
              </Alert>
            )}
            {renderForm()}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Suspense fallback={stepFallback}>
            <Stack gap="md">
              <BookingSummary
                courtName={court.name}
                date={date}
                startTime={slot.startTime}
                endTime={slot.endTime}
                durationMinutes={durationMinutes}
                price={slot.price}
                discount={slot.discount}
              />
              <CustomerContact business={business.data?.business} />
            </Stack>
          </Suspense>
        </Grid.Col>
      </Grid>
    );
  };

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Title order={1} size="h2">
        Book a Court
      </Title>
      <Stepper
        active={step}
        onStepClick={(index) => index < step && setStep(index)}
        allowNextStepsSelect={false}
        size="sm"
        iconSize={30}
        wrap={false}
      >
        <Stepper.Step label="Court">{renderCourtStep()}</Stepper.Step>
        <Stepper.Step label="Date & time">
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
                onBack={() => setStep(STEP_COURT)}
                onNext={onGoToForm}
              />
            </Suspense>
          ) : (
            <Text c="dimmed">Choose a court first.</Text>
          )}
        </Stepper.Step>
        <Stepper.Step label="Confirm">{renderFormStep()}</Stepper.Step>
      </Stepper>

      {/* The dialogs mount when first needed (their code with them); the code dialog then stays
          mounted so that closing it plays Mantine's transition. */}
      {hasOpenedOtp && (
        <Suspense fallback={null}>
          <OtpDialog
            open={isOtpOpen}
            onClose={() => {
              setIsOtpOpen(false);
              releaseSlot.current();
            }}
            onVerify={onVerifyCode}
            onResend={onResendCode}
            email={user?.email ?? form?.email ?? ''}
            title="Verify your booking"
            isVerifying={verifyOtp.isPending || isRedirecting}
            isResending={sendOtp.isPending}
            error={otpError}
          />
        </Suspense>
      )}
      {confirmedBooking && (
        <Suspense fallback={null}>
          <BookingConfirmedDialog
            booking={confirmedBooking}
            onDone={() => navigate('/my-bookings')}
          />
        </Suspense>
      )}
    </Stack>
  );
}
