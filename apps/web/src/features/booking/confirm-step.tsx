import { Alert, Button, Grid, Stack } from '@mantine/core';
import { ERROR_MESSAGES, type TBookingForm, type TCourt, type TUser } from '@padel/contract';
import type { LocalDate } from '@padel/domain';
import { Suspense, type RefObject } from 'react';
import { trackActivity } from '../../lib/activity';
import { useErrorMessageOf } from '../../lib/error-message';
import type { ChosenSlot } from './booking-draft';
import type { BookingFormValues } from './booking-form';
import {
  BookingForm,
  BookingSummary,
  CustomerContact,
  WhatsAppOptIn,
  stepFallback,
} from './booking-step-loaders';
import type { PublicBusinessQuery } from './use-public-business';
import { useCatalogueGroup } from '../../i18n/catalogue';

type FormPanelProps = {
  business: PublicBusinessQuery;
  user: TUser | null;
  isSubmitting: boolean;
  onSubmit: (values: TBookingForm) => void;
  onBack: () => void;
  onLoginRequired: () => void;
  draftValues: Partial<BookingFormValues> | undefined;
  onValuesChange: (values: Partial<BookingFormValues>) => void;
};

/** The booking form, once the business's payment methods are known. */
function BookingFormPanel({ business, user, ...formProps }: FormPanelProps) {
  const errorMessageOf = useErrorMessageOf();
  if (business.isPending) return stepFallback;
  if (business.isError) {
    return (
      <Alert color="red" variant="light" title={errorMessageOf(business.error)}>
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
        isSubmitting={formProps.isSubmitting}
        onSubmit={formProps.onSubmit}
        onBack={formProps.onBack}
        onInteraction={(field, value) => trackActivity('form_interaction', { field, value })}
        onLoginRequired={formProps.onLoginRequired}
        // Inside the form's Suspense: the form shows once both have loaded.
        whatsAppOptIn={<WhatsAppOptIn defaultPhone={user?.phone ?? undefined} compact />}
        draftValues={formProps.draftValues}
        onValuesChange={formProps.onValuesChange}
      />
    </Suspense>
  );
}

/** Step 3: the form beside the booking's summary, under a refused payment if there was one. */
export function ConfirmStep({
  court,
  slot,
  date,
  durationMinutes,
  paymentError,
  paymentAlert,
  onClosePaymentError,
  ...formPanel
}: FormPanelProps & {
  court: TCourt;
  slot: ChosenSlot;
  date: LocalDate;
  durationMinutes: number;
  paymentError: string | null;
  paymentAlert: RefObject<HTMLDivElement | null>;
  onClosePaymentError: () => void;
}) {
  const E = useCatalogueGroup(ERROR_MESSAGES);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
        <Stack gap="md">
          {paymentError && (
            <Alert
              ref={paymentAlert}
              color="red"
              variant="light"
              title={E.paymentProcessingRetry}
              withCloseButton
              onClose={onClosePaymentError}
            >
              {paymentError}
            </Alert>
          )}
          <BookingFormPanel {...formPanel} />
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
            <CustomerContact business={formPanel.business.data?.business} />
          </Stack>
        </Suspense>
      </Grid.Col>
    </Grid>
  );
}
