import { Anchor, Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { toTelHref, type TContactDetails } from './contact-block-details';

const ICON_PATHS = {
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  mail: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l9 6 9-6',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3.6 9h16.8M3.6 15h16.8M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
} as const;

/** A line icon of the contact blocks. */
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

/** One line of a contact block: its icon, then its text. */
export function ContactLine({
  icon,
  children,
}: {
  icon: keyof typeof ICON_PATHS;
  children: ReactNode;
}) {
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
      <bdi dir="ltr">{phone}</bdi>
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

/** The venue's phone and e-mail lines, each only when set. */
export function PhoneAndEmail({ details }: { details: TContactDetails }) {
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
