import { Trans } from '@lingui/react';
import { Anchor, Text } from '@mantine/core';
import { CANCELLATION_CUTOFF_HOURS } from '@padel/contract';
import { InfoDialog } from '../../components/info-dialog';
import { useTexts } from '../../i18n/texts';
import { formatTimeRemaining } from './booking-view';
import { myBookingsTexts } from './my-bookings-texts';

type Props = {
  /** Hours left before the start; null keeps the dialog closed. */
  hoursRemaining: number | null;
  supportPhone: string | undefined;
  onClose: () => void;
};

/** Spec cancellation: under 2 hours before the start a player cannot cancel and is sent to support. */
export function CancellationRestrictedDialog({ hoursRemaining, supportPhone, onClose }: Props) {
  const t = useTexts(myBookingsTexts);
  const phone = supportPhone?.trim();
  return (
    <InfoDialog
      opened={hoursRemaining !== null}
      onClose={onClose}
      title={t('myBookings.restrictedTitle')}
      buttonText={t('myBookings.ok')}
    >
      <Text size="sm">{t('myBookings.restrictedRule', { hours: CANCELLATION_CUTOFF_HOURS })}</Text>
      <Text size="sm">
        <Trans
          id="myBookings.timeRemaining"
          values={{ time: formatTimeRemaining(hoursRemaining ?? 0, t) }}
          components={{ 0: <b /> }}
        />
      </Text>
      <Text size="sm">
        {phone ? (
          <Trans
            id="myBookings.callSupport"
            values={{ phone }}
            components={{
              0: <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} fw={600} dir="ltr" />,
            }}
          />
        ) : (
          t('myBookings.contactVenue')
        )}
      </Text>
    </InfoDialog>
  );
}
