import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TPublicBusiness, TWeekday } from '@padel/contract';
import { todayInKarachi, weekdayOf } from '@padel/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTRPC } from '../lib/trpc';
import { resolveContactDetails, toTelHref, type TContactDetails } from './contact-block-details';
import {
  computeOpenStatus,
  describeDayHours,
  describeNextOpening,
  formatClock,
  hasWeeklyHours,
  type TOpenStatus,
  type TWeeklyHours,
} from './contact-block-open-status';
import { SocialLinks } from './social-links';

export type ContactBlockVariant = 'compact' | 'header' | 'default';

const ICON_PATHS = {
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  mail: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l9 6 9-6',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3.6 9h16.8M3.6 15h16.8M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
} as const;

export function ContactIcon({ name, size = 16 }: { name: keyof typeof ICON_PATHS; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      style={{ flexShrink: 0 }}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

/** The time now, refreshed every minute so the badge turns at opening and closing. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The venue's weekly hours: business settings' businessHours, or the operating hours when the
 * settings have none (or could not be read).
 */
function useWeeklyHours(): { business: TPublicBusiness | undefined; hours: TWeeklyHours | null } {
  const trpc = useTRPC();
  const businessQuery = useQuery({ ...trpc.business.public.queryOptions(), staleTime: 5 * 60_000 });
  const business = businessQuery.data?.business;
  const fromSettings = business?.businessHours;
  const needsOperatingHours =
    (businessQuery.isSuccess || businessQuery.isError) && !hasWeeklyHours(fromSettings);
  const operatingQuery = useQuery({
    ...trpc.hours.list.queryOptions(),
    staleTime: 5 * 60_000,
    enabled: needsOperatingHours,
  });
  if (hasWeeklyHours(fromSettings)) return { business, hours: fromSettings };
  return { business, hours: operatingQuery.data?.schedule ?? null };
}

/** 'Open Now' or 'Closed', with when it closes or next opens (spec: contact blocks). */
export function OpenStatusBadge({
  status,
  size = 'md',
}: {
  status: TOpenStatus;
  size?: 'sm' | 'md';
}) {
  const detail = status.isOpen
    ? `Closes at ${formatClock(status.closesAt)}`
    : status.nextOpening
      ? describeNextOpening(status.nextOpening)
      : null;
  return (
    <Group gap={8} wrap="nowrap">
      <Badge color={status.isOpen ? 'green' : 'red'} variant="light" size={size}>
        {status.isOpen ? 'Open Now' : 'Closed'}
      </Badge>
      {detail && (
        <Text size={size === 'sm' ? 'xs' : 'sm'} c="dimmed">
          {detail}
        </Text>
      )}
    </Group>
  );
}

function ContactLine({ icon, children }: { icon: keyof typeof ICON_PATHS; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Box c="orange.7" pt={2} style={{ display: 'flex' }}>
        <ContactIcon name={icon} />
      </Box>
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function PhoneLink({ phone }: { phone: string }) {
  return (
    <Anchor href={toTelHref(phone)} inherit>
      {phone}
    </Anchor>
  );
}

function EmailLink({ email }: { email: string }) {
  return (
    <Anchor href={`mailto:${email}`} inherit>
      {email}
    </Anchor>
  );
}

// Monday first, as people read a week.
const WEEK_ORDER: readonly TWeekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

function WeeklyHoursList({ hours, today }: { hours: TWeeklyHours; today: TWeekday }) {
  return (
    <Stack gap={2} component="dl" m={0}>
      {WEEK_ORDER.map((day) => {
        const isToday = day === today;
        return (
          <Group key={day} justify="space-between" gap="xs" wrap="nowrap" fw={isToday ? 700 : 400}>
            <Text component="dt" size="sm" tt="capitalize" fw="inherit">
              {day}
              {isToday ? ' (today)' : ''}
            </Text>
            <Text component="dd" size="sm" m={0} ta="right" fw="inherit">
              {describeDayHours(hours[day])}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

/** The venue's phone and e-mail lines, each only when set. */
function PhoneAndEmail({ details }: { details: TContactDetails }) {
  return (
    <>
      {details.phone && (
        <ContactLine icon="phone">
          <PhoneLink phone={details.phone} />
        </ContactLine>
      )}
      {details.email && (
        <ContactLine icon="mail">
          <EmailLink email={details.email} />
        </ContactLine>
      )}
    </>
  );
}

function CompactBlock({
  details,
  status,
}: {
  details: TContactDetails;
  status: TOpenStatus | null;
}) {
  return (
    <Stack gap={6}>
      {status && <OpenStatusBadge status={status} size="sm" />}
      <PhoneAndEmail details={details} />
      <SocialLinks links={details.socialMedia} compact />
    </Stack>
  );
}

function HeaderBlock({
  details,
  status,
}: {
  details: TContactDetails;
  status: TOpenStatus | null;
}) {
  return (
    <Paper withBorder radius="md" px="md" py="sm" bg="orange.0">
      <Group gap="md" justify="space-between" wrap="wrap">
        <Group gap="md" wrap="wrap" style={{ rowGap: 6 }}>
          {status && <OpenStatusBadge status={status} />}
          <PhoneAndEmail details={details} />
        </Group>
        <SocialLinks links={details.socialMedia} compact />
      </Group>
    </Paper>
  );
}

function DefaultBlock({
  details,
  status,
  hours,
  today,
}: {
  details: TContactDetails;
  status: TOpenStatus | null;
  hours: TWeeklyHours | null;
  today: TWeekday;
}) {
  const hasContact = Boolean(details.phone || details.email || details.address || details.website);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4">
            Visit {details.name}
          </Title>
          {status && <OpenStatusBadge status={status} size="sm" />}
        </Group>
        {hasContact ? (
          <Stack gap={8}>
            {details.address && (
              <ContactLine icon="pin">
                {details.address}
                {details.directionsUrl && (
                  <>
                    {' · '}
                    <Anchor
                      href={details.directionsUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      inherit
                      fw={600}
                    >
                      Get Directions
                    </Anchor>
                  </>
                )}
              </ContactLine>
            )}
            {!details.address && details.directionsUrl && (
              <ContactLine icon="pin">
                <Anchor
                  href={details.directionsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  inherit
                  fw={600}
                >
                  Get Directions
                </Anchor>
              </ContactLine>
            )}
            <PhoneAndEmail details={details} />
            {details.website && (
              <ContactLine icon="globe">
                <Anchor href={details.website} target="_blank" rel="noopener noreferrer" inherit>
                  {details.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                </Anchor>
              </ContactLine>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Send us a message from the Contact page and we will get back to you.
          </Text>
        )}
        {hours && (
          <Box>
            <Group gap={6} mb={6} c="dimmed">
              <ContactIcon name="clock" size={14} />
              <Text size="xs" tt="uppercase" fw={700}>
                Opening hours (Pakistan time)
              </Text>
            </Group>
            <WeeklyHoursList hours={hours} today={today} />
          </Box>
        )}
        <SocialLinks links={details.socialMedia} />
      </Stack>
    </Paper>
  );
}

/**
 * The venue's contact details in one of three shapes (spec: compact, header and default), with
 * an Open Now / Closed badge computed from its hours in Asia/Karachi.
 */
export function ContactBlock({ variant = 'default' }: { variant?: ContactBlockVariant }) {
  const { business, hours } = useWeeklyHours();
  const now = useNow();
  const details = resolveContactDetails(business);
  const status = hours ? computeOpenStatus(hours, now) : null;
  if (variant === 'compact') return <CompactBlock details={details} status={status} />;
  if (variant === 'header') return <HeaderBlock details={details} status={status} />;
  return (
    <DefaultBlock
      details={details}
      status={status}
      hours={hours}
      today={weekdayOf(todayInKarachi(now)).dayName}
    />
  );
}
