import { Trans } from '@lingui/react';
import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { toTelHref, useContactDetails } from '../../components/contact-block-details';
import { useTexts } from '../../i18n/texts';
import { infoTexts } from './info-texts';

type InfoPageProps = {
  title: string;
  intro?: ReactNode;
  updated?: string;
  children: ReactNode;
  wide?: boolean;
};

/** The frame every information page shares: a title, an optional intro and readable width. */
export function InfoPage({ title, intro, updated, children, wide = false }: InfoPageProps) {
  const t = useTexts(infoTexts);
  return (
    <Box maw={wide ? 1100 : 760} mx="auto">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {title}
          </Title>
          {updated && (
            <Text size="sm" c="dimmed">
              {t('info.lastUpdated', { date: updated })}
            </Text>
          )}
          {intro && (
            <Text size="lg" c="dimmed" mt="xs">
              {intro}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Box>
  );
}

/** One numbered or titled part of a policy. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Title order={2} size="h4" mb={6}>
        {title}
      </Title>
      <Stack gap="xs" fz="sm" lh={1.6}>
        {children}
      </Stack>
    </Box>
  );
}

/** What leads a contact sentence in: each page asks in its own words. */
export type TContactLead =
  'info.leadQuestions' | 'info.leadStill' | 'info.leadPrivacy' | 'info.leadRefund';

/** The sentence's shape: which of the venue's email and phone it names. */
function reachId(hasEmail: boolean, hasPhone: boolean): string {
  if (hasEmail && hasPhone) return 'info.reachBoth';
  if (hasEmail) return 'info.reachEmail';
  return hasPhone ? 'info.reachPhone' : 'info.reachPage';
}

/**
 * How to reach the venue, in a sentence, from its settings: email, phone, and always the Contact
 * page (the fallback when neither is set).
 */
export function ContactSentence({ lead = 'info.leadQuestions' }: { lead?: TContactLead }) {
  const { name, email, phone } = useContactDetails();
  const t = useTexts(infoTexts);
  return (
    <Text size="sm" lh={1.6}>
      <Trans
        id={reachId(Boolean(email), Boolean(phone))}
        values={{
          lead: t(lead),
          name,
          email: <bdi dir="ltr">{email}</bdi>,
          phone: <bdi dir="ltr">{phone}</bdi>,
        }}
        components={{
          0: <Anchor href={`mailto:${email}`} />,
          1: <Anchor href={toTelHref(phone)} />,
          2: <Anchor component={Link} href="/contact" />,
        }}
      />
    </Text>
  );
}
