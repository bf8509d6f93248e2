import { Anchor, List, Text } from '@mantine/core';
import { DATA_DELETION_DAYS } from '@padel/contract';
import { Link } from 'wouter';
import { useContactDetails } from '../../components/contact-block-details';
import { ContactSentence, InfoPage, InfoSection } from './info-page';

/** Privacy policy: static text with the venue's name and contact details. */
export default function PrivacyPage() {
  const { name } = useContactDetails();
  return (
    <InfoPage
      title="Privacy Policy"
      intro={`What ${name} collects about you, why, and what you can do about it.`}
    >
      <InfoSection title="What we collect">
        <List spacing={4} size="sm">
          <List.Item>
            Account details: your name, email, phone number and a securely hashed password.
          </List.Item>
          <List.Item>
            Bookings: court, date, time, price, status and how you chose to pay.
          </List.Item>
          <List.Item>
            Payments: JazzCash transaction references and results. We never see or store full card
            numbers; for wallet payments we pass the wallet number and last 6 CNIC digits to
            JazzCash.
          </List.Item>
          <List.Item>
            Usage: the steps of the booking form you reach, your browser and screen size, to improve
            booking.
          </List.Item>
        </List>
      </InfoSection>
      <InfoSection title="How we use it">
        <List spacing={4} size="sm">
          <List.Item>
            To make, confirm, change and cancel your bookings, and to email you codes and
            confirmations.
          </List.Item>
          <List.Item>To take payments and issue refunds.</List.Item>
          <List.Item>
            To run the venue: schedules, staffing and keeping the service secure.
          </List.Item>
        </List>
      </InfoSection>
      <InfoSection title="Who we share it with">
        <Text size="sm">
          JazzCash, to process card and wallet payments, and our email provider, to send you
          messages. We do not sell your data or share it for advertising.
        </Text>
      </InfoSection>
      <InfoSection title="How long we keep it">
        <Text size="sm">
          While your account is open. When it is deleted we remove your personal details; past
          bookings are kept without them for the venue&apos;s accounts.
        </Text>
      </InfoSection>
      <InfoSection title="Your choices">
        <List spacing={4} size="sm">
          <List.Item>
            Download a copy of your data or delete your account in{' '}
            <Anchor component={Link} href="/account-settings">
              Privacy &amp; Data
            </Anchor>
            .
          </List.Item>
          <List.Item>
            Or send a{' '}
            <Anchor component={Link} href="/data-deletion">
              data deletion request
            </Anchor>
            ; we process it within {DATA_DELETION_DAYS} days.
          </List.Item>
          <List.Item>
            Read about the little we store in your browser in the{' '}
            <Anchor component={Link} href="/cookie-policy">
              Cookie Policy
            </Anchor>
            .
          </List.Item>
        </List>
      </InfoSection>
      <InfoSection title="Security">
        <Text size="sm">
          Passwords and one-time codes are stored only as hashes, your session lives in a secure
          cookie that page scripts cannot read, and every booking or cancellation needs a code sent
          to your email.
        </Text>
      </InfoSection>
      <ContactSentence lead="For any privacy question, reach us" />
    </InfoPage>
  );
}
