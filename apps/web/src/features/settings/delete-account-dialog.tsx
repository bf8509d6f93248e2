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
import type { z } from 'zod';
import { formatKarachiDate, karachiInstant } from '@padel/domain';
import { useContractForm } from '../../lib/contract-form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PasswordField } from './password-field';

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

const PAID_WITH: Record<DeletionBooking['paymentMethod'], string> = {
  cash: 'at the venue',
  jazzcash_card: 'your card',
  jazzcash_mwallet: 'your JazzCash wallet',
};

/** What happens to one booking's money, in the player's words. */
function moneyOf(booking: DeletionBooking): string {
  if (booking.refund === 'full') {
    return `${formatPrice(booking.amountPaid)} refunded to ${PAID_WITH[booking.paymentMethod]}`;
  }
  if (booking.refund === 'venue') {
    return `${formatPrice(booking.amountPaid)} paid: less than ${CANCELLATION_POLICY_HOURS} hours ahead, the venue decides the refund (0-50%)`;
  }
  return 'nothing paid online';
}

/** The upcoming bookings the deletion cancels, and what becomes of the money paid for each. */
function CancelledBookings({ bookings }: { bookings: DeletionBooking[] }) {
  if (bookings.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        These upcoming bookings will be cancelled:
      </Text>
      <List size="sm" spacing={4} aria-label="Bookings cancelled by the deletion">
        {bookings.map((booking) => (
          <List.Item key={booking._id}>
            {booking.bookingId}, {booking.courtName},{' '}
            {formatKarachiDate(karachiInstant(booking.date, '00:00'))} {booking.startTime}-
            {booking.endTime}: {moneyOf(booking)}
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
      title="Delete Account"
      type="danger"
      confirmText="Delete My Account"
      isLoading={isLoading}
      isConfirmDisabled={!isConfirmable}
      size="md"
    >
      <Alert color="red" variant="light">
        This cannot be undone. Your personal details are removed, your upcoming bookings are
        cancelled and you are signed out.
      </Alert>
      <CancelledBookings bookings={preview?.bookings ?? []} />
      {isByCode ? (
        <Stack gap={4}>
          <Text size="sm">
            You sign in with Google, Microsoft or Apple, so we confirm by e-mail instead of a
            password.
          </Text>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Code from your e-mail"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              {...form.getInputProps('otp')}
              disabled={isLoading}
              style={{ flex: '1 1 160px' }}
            />
            <Button variant="light" onClick={onSendCode} loading={isSendingCode}>
              {isCodeSent ? 'Send a new code' : 'E-mail me a code'}
            </Button>
          </Group>
        </Stack>
      ) : (
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
          disabled={isLoading}
          data-autofocus
        />
      )}
      <TextInput
        label={
          <Text span size="sm" fw={500}>
            Type <strong>{DELETE_ACCOUNT_CONFIRMATION}</strong> to confirm
          </Text>
        }
        {...form.getInputProps('confirmDeletion')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={isLoading}
      />
    </ConfirmDialog>
  );
}
