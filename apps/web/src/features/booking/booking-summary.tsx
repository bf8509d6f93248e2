import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ARRIVAL_MINUTES_BEFORE, type TPublicBusiness, type TSlotDiscount } from '@padel/contract';
import type { ReactNode } from 'react';
import { PriceDisplay } from '../../components/price-display';
import { formatDuration, formatLocalDate, formatTimeRange } from './booking-format';

export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div style={{ textAlign: 'right' }}>
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
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Booking summary
        </Title>
        <SummaryRow label="Court">{courtName}</SummaryRow>
        <SummaryRow label="Date">{formatLocalDate(date)}</SummaryRow>
        <SummaryRow label="Time">{formatTimeRange(startTime, endTime)}</SummaryRow>
        <SummaryRow label="Duration">{formatDuration(durationMinutes)}</SummaryRow>
        <SummaryRow label="Price">
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
  return (
    <Paper withBorder p="md" radius="md" bg="orange.0">
      <Stack gap="xs">
        {business && (
          <>
            <Title order={3} size="h5">
              Customer Contact
            </Title>
            {business.businessName && (
              <Text size="sm" fw={600}>
                {business.businessName}
              </Text>
            )}
            {business.fullAddress && <Text size="sm">{business.fullAddress}</Text>}
            {business.email && (
              <Text size="sm">
                Email: <Anchor href={`mailto:${business.email}`}>{business.email}</Anchor>
              </Text>
            )}
          </>
        )}
        <Text size="sm">
          Please arrive {ARRIVAL_MINUTES_BEFORE} minutes before your booking time.
        </Text>
        {business?.phone && (
          <Text size="sm">
            24/7 Support: <Anchor href={`tel:${business.phone}`}>{business.phone}</Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
