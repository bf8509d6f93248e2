import { Anchor, Text } from '@mantine/core';
import { CANCELLATION_CUTOFF_HOURS } from '@padel/contract';
import { InfoDialog } from '../../components/info-dialog';
import { formatTimeRemaining } from './booking-view';

type Props = {
  /** Hours left before the start; null keeps the dialog closed. */
  hoursRemaining: number | null;
  supportPhone: string | undefined;
  onClose: () => void;
};

/** Spec cancellation: under 2 hours before the start a player cannot cancel and is sent to support. */
export function CancellationRestrictedDialog({ hoursRemaining, supportPhone, onClose }: Props) {
  const phone = supportPhone?.trim();
  return (
    <InfoDialog
      opened={hoursRemaining !== null}
      onClose={onClose}
      title="Cancellation Not Available"
    >
      <Text size="sm">
        Bookings can only be cancelled at least {CANCELLATION_CUTOFF_HOURS} hours before the start
        time.
      </Text>
      <Text size="sm">
        Time remaining before your booking: <b>{formatTimeRemaining(hoursRemaining ?? 0)}</b>
      </Text>
      <Text size="sm">
        {phone ? (
          <>
            For help, please call support at{' '}
            <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} fw={600}>
              {phone}
            </Anchor>
            .
          </>
        ) : (
          'For help, please contact the venue.'
        )}
      </Text>
    </InfoDialog>
  );
}
