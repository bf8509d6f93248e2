import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ARRIVAL_MINUTES_BEFORE, type TPublicBusiness, type TSlotDiscount } from '@padel/contract';
import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import { useDates } from '../../i18n/dates';
import { useTexts } from '../../i18n/texts';
import { PriceDisplay } from '../../components/price-display';
import { formatDuration } from './booking-format';
import { bookingTexts } from './booking-texts';
import { TimeRange } from './time-range';

export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div style={{ textAlign: 'end' }}>
        {typeof children === 'string' ? (
          <Text size="sm" fw={600}>
            {children}
          </Text>
        ) : (
          children
        )}
      </div>
    </Group>
  );
}

export type BookingSummaryProps = {
  courtName: string;
  date: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  price: number | null | undefined;
  discount?: TSlotDiscount | null;
};

/** What is being booked: court, date, time, duration and price (spec: step 3 summary). */
export function BookingSummary({
  courtName,
  date,
  startTime,
  endTime,
  durationMinutes,
  price,
  discount,
}: BookingSummaryProps) {
  const t = useTexts(bookingTexts);
  const { formatDate } = useDates();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('booking.summary')}
        </Title>
        <SummaryRow label={t('booking.stepCourt')}>{courtName}</SummaryRow>
        <SummaryRow label={t('booking.date')}>{formatDate(date)}</SummaryRow>
        <SummaryRow label={t('booking.time')}>
          <TimeRange startTime={startTime} endTime={endTime} />
        </SummaryRow>
        <SummaryRow label={t('booking.duration')}>{formatDuration(t, durationMinutes)}</SummaryRow>
        <SummaryRow label={t('booking.price')}>
          <PriceDisplay price={price} discount={discount ?? null} />
        </SummaryRow>
      </Stack>
    </Paper>
  );
}

/**
 * Customer Contact help (spec: shown when business info exists), the arrival guidance and the
 * support phone, answered 24/7.
 */
export function CustomerContact({ business }: { business: TPublicBusiness | undefined }) {
  const t = useTexts(bookingTexts);
  return (
    <Paper withBorder p="md" radius="md" bg="orange.0">
      <Stack gap="xs">
        {business && (
          <>
            <Title order={3} size="h5">
              {t('booking.customerContact')}
            </Title>
            {business.businessName && (
              <Text size="sm" fw={600}>
                {business.businessName}
              </Text>
            )}
            {business.fullAddress && <Text size="sm">{business.fullAddress}</Text>}
            {business.email && (
              <Text size="sm">
                <Trans
                  id="booking.contactEmail"
                  values={{ email: business.email }}
                  components={{ 0: <Anchor href={`mailto:${business.email}`} dir="ltr" /> }}
                />
              </Text>
            )}
          </>
        )}
        <Text size="sm">{t('booking.arriveEarly', { minutes: ARRIVAL_MINUTES_BEFORE })}</Text>
        {business?.phone && (
          <Text size="sm">
            <Trans
              id="booking.support"
              values={{ phone: business.phone }}
              components={{ 0: <Anchor href={`tel:${business.phone}`} dir="ltr" /> }}
            />
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
