import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TWeekday } from '@padel/contract';
import { todayInKarachi, weekdayOf } from '@padel/domain';
import { resolveContactDetails, type TContactDetails } from './contact-block-details';
import {
  computeOpenStatus,
  type TOpenStatus,
  type TWeeklyHours,
} from './contact-block-open-status';
import { OpenStatusBadge, useNow, useWeeklyHours, WeeklyHoursList } from './contact-hours';
import { ContactIcon, ContactLine, PhoneAndEmail } from './contact-lines';
import { componentsTexts } from './components-texts';
import { SocialLinks } from './social-links';
import { useTexts } from '../i18n/texts';

export type ContactBlockVariant = 'compact' | 'header' | 'default';

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
  const t = useTexts(componentsTexts);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4">
            {t('components.visit', { name: details.name })}
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
                      {t('components.directions')}
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
                  {t('components.directions')}
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
            {t('components.noContact')}
          </Text>
        )}
        {hours && (
          <Box>
            <Group gap={6} mb={6} c="dimmed">
              <ContactIcon name="clock" size={14} />
              <Text size="xs" tt="uppercase" fw={700}>
                {t('components.openingHours')}
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
