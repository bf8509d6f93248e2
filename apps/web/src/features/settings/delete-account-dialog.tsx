import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import {
  CANCELLATION_POLICY_HOURS,
  DELETE_ACCOUNT_CONFIRMATION,
  OTP_LENGTH,
  ZDeleteAccountCodeForm,
  ZDeleteAccountForm,
  formatPrice,
  type TAccountDeletionPreview,
  type TDeleteAccountCodeForm,
  type TDeleteAccountForm,
  type TDeleteAccountRequest,
} from '@padel/contract';
import { Trans } from '@lingui/react';
import type { z } from 'zod';
import { useDates } from '../../i18n/dates';
import { useTexts, type Translate } from '../../i18n/texts';
import { useContractForm } from '../../lib/contract-form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PasswordField } from './password-field';
import { settingsTexts } from './settings-texts';

type DeletionBooking = TAccountDeletionPreview['bookings'][number];

type Props = {
  opened: boolean;
  onClose: () => void;
  onConfirm: (request: TDeleteAccountRequest) => void;
  isLoading: boolean;
  /** What the deletion would do (the api's answer); until it arrives, the password is asked. */
  preview?: TAccountDeletionPreview | undefined;
  /** For an account without a password: e-mails the code that confirms the deletion. */
  onSendCode?: () => void;
  isSendingCode?: boolean;
  isCodeSent?: boolean;
};

/** What happens to one booking's money, in the player's words. */
function moneyOf(booking: DeletionBooking, t: Translate): string {
  const amount = formatPrice(booking.amountPaid);
  if (booking.refund === 'full') {
    return t('settings.deletionRefunded', { amount, method: booking.paymentMethod });
  }
  if (booking.refund === 'venue') {
    return t('settings.deletionVenueDecides', { amount, hours: CANCELLATION_POLICY_HOURS });
  }
  return t('settings.deletionNothingPaid');
}

/** The upcoming bookings the deletion cancels, and what becomes of the money paid for each. */
function CancelledBookings({ bookings }: { bookings: DeletionBooking[] }) {
  const t = useTexts(settingsTexts);
  const { formatDate } = useDates();
  if (bookings.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('settings.deletionBookings')}
      </Text>
      <List size="sm" spacing={4} aria-label={t('settings.deletionBookingsLabel')}>
        {bookings.map((booking) => (
          <List.Item key={booking._id}>
            {t('settings.deletionBooking', {
              bookingId: booking.bookingId,
              court: booking.courtName,
              date: formatDate(booking.date),
              time: `${booking.startTime}-${booking.endTime}`,
              money: moneyOf(booking, t),
            })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * Account deletion: confirmable only when the password (or, for an account made by Google,
 * Microsoft or Apple sign-in, the e-mailed code) is filled and the confirm text is exactly
 * DELETE_MY_ACCOUNT (the contract's schemas say both); a field's message shows once it is left.
 */
export function DeleteAccountDialog({
  opened,
  onClose,
  onConfirm,
  isLoading,
  preview,
  onSendCode,
  isSendingCode = false,
  isCodeSent = false,
}: Props) {
  const t = useTexts(settingsTexts);
  const isByCode = preview?.verification === 'code';
  const schema: z.ZodType<TDeleteAccountForm | TDeleteAccountCodeForm> = isByCode
    ? ZDeleteAccountCodeForm
    : ZDeleteAccountForm;
  const form = useContractForm(
    schema,
    { password: '', otp: '', confirmDeletion: '' },
    { validateInputOnBlur: true },
  );
  const isConfirmable = schema.safeParse(form.values).success;

  // The typed password must not stay in memory once the dialog is gone.
  const onDialogClose = () => {
    form.reset();
    onClose();
  };

  const onDialogConfirm = () => {
    if (!isConfirmable) return;
    onConfirm(
      isByCode
        ? { otp: form.values.otp, confirmDeletion: DELETE_ACCOUNT_CONFIRMATION }
        : { password: form.values.password, confirmDeletion: DELETE_ACCOUNT_CONFIRMATION },
    );
    form.reset();
  };

  return (
    <ConfirmDialog
      opened={opened}
      onClose={onDialogClose}
      onConfirm={onDialogConfirm}
      title={t('settings.deleteAccount')}
      type="danger"
      confirmText={t('settings.deleteMyAccount')}
      isLoading={isLoading}
      isConfirmDisabled={!isConfirmable}
      size="md"
    >
      <Alert color="red" variant="light">
        {t('settings.deletionWarning')}
      </Alert>
      <CancelledBookings bookings={preview?.bookings ?? []} />
      {isByCode ? (
        <Stack gap={4}>
          <Text size="sm">{t('settings.deletionByCode')}</Text>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('settings.deletionCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              dir="ltr"
              {...form.getInputProps('otp')}
              disabled={isLoading}
              style={{ flex: '1 1 160px' }}
            />
            <Button variant="light" onClick={onSendCode} loading={isSendingCode}>
              {isCodeSent ? t('settings.sendNewCode') : t('settings.emailMeCode')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <PasswordField
          label={t('settings.password')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
          disabled={isLoading}
          data-autofocus
        />
      )}
      <TextInput
        label={
          <Text span size="sm" fw={500}>
            <Trans
              id="settings.typeToConfirm"
              values={{ phrase: DELETE_ACCOUNT_CONFIRMATION }}
              components={{ 0: <strong dir="ltr" /> }}
            />
          </Text>
        }
        {...form.getInputProps('confirmDeletion')}
        autoComplete="off"
        autoCapitalize="characters"
        dir="ltr"
        spellCheck={false}
        disabled={isLoading}
      />
    </ConfirmDialog>
  );
}
