import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { toTelHref, useContactDetails } from '../../components/contact-block-details';

type InfoPageProps = {
  title: string;
  intro?: ReactNode;
  updated?: string;
  children: ReactNode;
  wide?: boolean;
};

/** The frame every information page shares: a title, an optional intro and readable width. */
export function InfoPage({ title, intro, updated, children, wide = false }: InfoPageProps) {
  return (
    <Box maw={wide ? 1100 : 760} mx="auto">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {title}
          </Title>
          {updated && (
            <Text size="sm" c="dimmed">
              Last updated: {updated}
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

/**
 * How to reach the venue, in a sentence, from its settings: email, phone, and always the Contact
 * page (the fallback when neither is set).
 */
export function ContactSentence({ lead = 'Questions? Reach us' }: { lead?: string }) {
  const { name, email, phone } = useContactDetails();
  return (
    <Text size="sm" lh={1.6}>
      {lead}
      {email && (
        <>
          {' '}
          by email at <Anchor href={`mailto:${email}`}>{email}</Anchor>
        </>
      )}
      {phone && (
        <>
          {email ? ',' : ''} by phone at <Anchor href={toTelHref(phone)}>{phone}</Anchor>
        </>
      )}
      {email || phone ? ', or' : ''} through{' '}
      <Anchor component={Link} href="/contact">
        the Contact page
      </Anchor>
      . {name} will answer as soon as it can.
    </Text>
  );
}
