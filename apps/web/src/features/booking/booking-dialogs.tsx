import { Suspense } from 'react';
import { useTexts } from '../../i18n/texts';
import { useHasOpened } from '../../lib/use-has-opened';
import { BookingConfirmedDialog, OtpDialog } from './booking-step-loaders';
import { bookingTexts } from './booking-texts';
import type { BookingPayment } from './use-booking-payment';
import type { VerificationCode } from './use-verification-code';

/** The code dialog and the booking-confirmed dialog of /booking. */
export function BookingDialogs({
  code,
  payment,
  email,
  onCloseCode,
  onVerify,
  onResend,
  onDone,
}: {
  code: VerificationCode;
  payment: BookingPayment;
  email: string;
  onCloseCode: () => void;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onDone: () => void;
}) {
  const t = useTexts(bookingTexts);
  const hasOpenedOtp = useHasOpened(code.isOpen);
  // The dialogs mount when first needed (their code with them); the code dialog then stays
  // mounted so that closing it plays Mantine's transition.
  return (
    <>
      {hasOpenedOtp && (
        <Suspense fallback={null}>
          <OtpDialog
            open={code.isOpen}
            onClose={onCloseCode}
            onVerify={onVerify}
            onResend={onResend}
            email={email}
            title={t('booking.verifyTitle')}
            isVerifying={payment.isVerifying}
            isResending={code.isSending}
            error={code.error}
          />
        </Suspense>
      )}
      {payment.confirmedBooking && (
        <Suspense fallback={null}>
          <BookingConfirmedDialog booking={payment.confirmedBooking} onDone={onDone} />
        </Suspense>
      )}
    </>
  );
}
