import {
  Alert,
  Button,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CNIC_DIGITS,
  findDisabledPaymentMessage,
  PAYMENT_METHODS,
  PHONE_PREFIX,
  ZBookingForm,
  type TBookingForm,
  type TPaymentMethod,
  type TPaymentMethodInfo,
  type TPaymentMethodsEnabled,
  type TUser,
} from '@padel/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { z } from 'zod';

import { usePaymentMethodTexts } from '../../i18n/payment-method-texts';
import { useTexts } from '../../i18n/texts';
import { useContractForm } from '../../lib/contract-form';
import { PhoneInput } from '../../components/phone-input';
import { bookingTexts } from './booking-texts';
import { WalletNumberInput } from './wallet-number-input';

/** Which business setting switches each payment method on (spec: payment method choices). */
export const SETTING_OF: Record<TPaymentMethod, keyof TPaymentMethodsEnabled> = {
  cash: 'payAtVenue',
  jazzcash_card: 'jazzcashCard',
  jazzcash_mwallet: 'jazzcashWallet',
};

export type BookingFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  paymentMethod: TPaymentMethod | null;
  mobileNumber: string;
  cnic: string;
};

type FormValues = BookingFormValues;
type FieldName = keyof FormValues;

// The radio holds null until a method is chosen; the contract reads that as none given.
const SCHEMA = z.preprocess(
  (values: FormValues) => ({ ...values, paymentMethod: values.paymentMethod ?? undefined }),
  ZBookingForm,
);

/** The payment methods the venue has switched on, in the spec's order. */
export function enabledPaymentMethods(enabled: TPaymentMethodsEnabled): TPaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => enabled[SETTING_OF[method]]);
}

const onlyDigits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

export type BookingFormProps = {
  user: TUser | null;
  paymentMethods: TPaymentMethodsEnabled;
  paymentMethodInfo: TPaymentMethodInfo;
  isSubmitting: boolean;
  onSubmit: (form: TBookingForm) => void;
  onBack: () => void;
  /** A field the player changed, for the booking funnel. */
  onInteraction?: (field: FieldName, value?: string) => void;
  /** Asked when the player submits without being signed in. */
  onLoginRequired: () => void;
  /** The WhatsApp opt-in, shown under a signed-in player's details. */
  whatsAppOptIn?: ReactNode;
  /** Values a saved draft brings back (the app came back from the background). */
  draftValues?: Partial<BookingFormValues>;
  /** Every change, so the page can keep a draft. */
  onValuesChange?: (values: BookingFormValues) => void;
};

/**
 * Step 3: the player's details (prefilled and locked when signed in), the payment methods the
 * venue offers and, for a JazzCash wallet, the wallet number and the CNIC's last 6 digits.
 */
export function BookingForm({
  user,
  paymentMethods,
  paymentMethodInfo,
  isSubmitting,
  onSubmit,
  onBack,
  onInteraction,
  onLoginRequired,
  whatsAppOptIn,
  draftValues,
  onValuesChange,
}: BookingFormProps) {
  const t = useTexts(bookingTexts);
  const methodTexts = usePaymentMethodTexts(paymentMethodInfo);
  const methods = enabledPaymentMethods(paymentMethods);
  const draftMethod = draftValues?.paymentMethod;
  const form = useContractForm<FormValues, TBookingForm>(
    SCHEMA,
    {
      firstName: user?.firstName || draftValues?.firstName || '',
      lastName: user?.lastName || draftValues?.lastName || '',
      email: user?.email || draftValues?.email || '',
      phone: user?.phone || draftValues?.phone || PHONE_PREFIX,
      paymentMethod:
        draftMethod && methods.includes(draftMethod) ? draftMethod : (methods[0] ?? null),
      mobileNumber: draftValues?.mobileNumber ?? '',
      cnic: draftValues?.cnic ?? '',
    },
    { onValuesChange },
  );
  const { values, errors } = form;
  const [formError, setFormError] = useState<string | null>(null);

  // Details that came from the account cannot be edited here (spec: prefilled and locked).
  const isLocked = (field: 'firstName' | 'lastName' | 'email' | 'phone') =>
    Boolean(user) && (field === 'phone' ? Boolean(user?.phone) : Boolean(user?.[field]));

  const setField = (field: Exclude<FieldName, 'paymentMethod'>, value: string) => {
    form.setFieldValue(field, value);
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) {
      onLoginRequired();
      return;
    }
    // A method the venue switched off since the page loaded is refused beside the fields' messages.
    const method = values.paymentMethod;
    const paymentProblem = findDisabledPaymentMessage(method ?? 'cash', paymentMethods) ?? null;
    setFormError(paymentProblem);
    form.onSubmit((booking) => {
      if (method && !paymentProblem) onSubmit(booking);
    })(event);
  };

  const isWallet = values.paymentMethod === 'jazzcash_mwallet';

  return (
    <form noValidate onSubmit={onFormSubmit}>
      <Stack gap="lg">
        <Stack gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('booking.yourDetails')}
            </Title>
            {user && (
              <Text size="xs" c="dimmed">
                {t('booking.fromAccount')}
              </Text>
            )}
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('booking.firstName')}
              value={values.firstName}
              onChange={(event) => setField('firstName', event.currentTarget.value)}
              readOnly={isLocked('firstName')}
              variant={isLocked('firstName') ? 'filled' : 'default'}
              error={errors.firstName}
              autoComplete="given-name"
            />
            <TextInput
              label={t('booking.lastName')}
              value={values.lastName}
              onChange={(event) => setField('lastName', event.currentTarget.value)}
              readOnly={isLocked('lastName')}
              variant={isLocked('lastName') ? 'filled' : 'default'}
              error={errors.lastName}
              autoComplete="family-name"
            />
            <TextInput
              label={t('booking.email')}
              type="email"
              dir="ltr"
              value={values.email}
              onChange={(event) => setField('email', event.currentTarget.value)}
              readOnly={isLocked('email')}
              variant={isLocked('email') ? 'filled' : 'default'}
              error={errors.email}
              autoComplete="email"
            />
            <PhoneInput
              label={t('booking.phone')}
              dir="ltr"
              value={values.phone}
              onChange={(value) => setField('phone', value)}
              readOnly={isLocked('phone')}
              variant={isLocked('phone') ? 'filled' : 'default'}
              error={errors.phone}
            />
          </SimpleGrid>
          {user && whatsAppOptIn}
        </Stack>

        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('booking.paymentMethod')}
          </Title>
          {methods.length > 0 && (
            <Radio.Group
              value={values.paymentMethod}
              onChange={(value) => {
                form.setFieldValue('paymentMethod', value);
                setFormError(null);
                onInteraction?.('paymentMethod', value);
              }}
            >
              <Stack gap="xs">
                {methods.map((method) => {
                  const key = SETTING_OF[method];
                  const info = methodTexts(key);
                  return (
                    <Radio.Card key={method} value={method} p="sm" radius="md">
                      <Group wrap="nowrap" align="flex-start" gap="sm">
                        <Radio.Indicator />
                        <Stack gap={0}>
                          <Text fw={600} size="sm">
                            {info.title}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {info.subtitle}
                          </Text>
                        </Stack>
                      </Group>
                    </Radio.Card>
                  );
                })}
              </Stack>
            </Radio.Group>
          )}
          {isWallet && (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <WalletNumberInput
                  label={t('booking.walletNumber')}
                  dir="ltr"
                  value={values.mobileNumber}
                  onChange={(value) => setField('mobileNumber', value)}
                  error={errors.mobileNumber}
                />
                <TextInput
                  label={t('booking.cnic')}
                  placeholder="XXXXXX"
                  dir="ltr"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={CNIC_DIGITS}
                  value={values.cnic}
                  onChange={(event) =>
                    setField('cnic', onlyDigits(event.currentTarget.value, CNIC_DIGITS))
                  }
                  error={errors.cnic}
                />
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                {t('booking.cnicHint')}
              </Text>
            </Stack>
          )}
          {(formError || methods.length === 0) && (
            <Alert color="red" variant="light">
              {formError ?? findDisabledPaymentMessage('cash', paymentMethods)}
            </Alert>
          )}
        </Stack>

        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={isSubmitting}>
            {t('booking.back')}
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={methods.length === 0}>
            {t('booking.confirmBooking')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
