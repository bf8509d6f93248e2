import { Anchor, List, Text } from '@mantine/core';
import { ARRIVAL_MINUTES_BEFORE, BOOKING_WINDOW_DAYS, OTP_VALIDITY_SECONDS } from '@padel/contract';
import { Link } from 'wouter';
import { useContactDetails } from '../../components/contact-block-details';
import { ContactSentence, InfoPage, InfoSection } from './info-page';

/** Terms of service: static text with the venue's name and contact details. */
export default function TermsPage() {
  const { name } = useContactDetails();
  return (
    <InfoPage title="Terms of Service" intro={`The rules for booking and playing at ${name}.`}>
      <InfoSection title="1. Using this service">
        <Text size="sm">
          By creating an account or booking a court you agree to these terms. {name} runs this
          booking service for its own courts.
        </Text>
      </InfoSection>
      <InfoSection title="2. Your account">
        <List spacing={4} size="sm">
          <List.Item>Give your real name, a working email and a Pakistani mobile number.</List.Item>
          <List.Item>
            Keep your password to yourself; you are responsible for bookings made with your account.
          </List.Item>
          <List.Item>
            We may suspend an account that is misused or that books and repeatedly does not show up.
          </List.Item>
        </List>
      </InfoSection>
      <InfoSection title="3. Bookings">
        <List spacing={4} size="sm">
          <List.Item>
            You can book from today up to {BOOKING_WINDOW_DAYS} days ahead, subject to availability.
          </List.Item>
          <List.Item>
            A booking is made only when you enter the 6-digit code we email you; a code is valid for{' '}
            {OTP_VALIDITY_SECONDS / 60} minutes.
          </List.Item>
          <List.Item>
            All times are Pakistan time (Asia/Karachi). Please arrive {ARRIVAL_MINUTES_BEFORE}{' '}
            minutes early; your time ends as booked.
          </List.Item>
          <List.Item>Respect the maximum number of players shown for each court.</List.Item>
        </List>
      </InfoSection>
      <InfoSection title="4. Prices and payment">
        <Text size="sm">
          Prices are in Pakistani rupees (Rs.) and shown before you confirm. Pay at the venue, by
          card or with your JazzCash wallet; online payments are processed by JazzCash. A booking
          paid at the venue stays pending until you pay.
        </Text>
      </InfoSection>
      <InfoSection title="5. Cancellations and refunds">
        <Text size="sm">
          Cancellations and refunds follow our{' '}
          <Anchor component={Link} href="/refund-policy">
            Refund Policy
          </Anchor>
          .
        </Text>
      </InfoSection>
      <InfoSection title="6. At the venue">
        <List spacing={4} size="sm">
          <List.Item>
            Wear suitable non-marking sports shoes and follow the staff&apos;s instructions.
          </List.Item>
          <List.Item>You are responsible for damage you cause to courts or equipment.</List.Item>
          <List.Item>
            The venue may close a court for safety, maintenance or weather; you are then offered
            another time or a refund.
          </List.Item>
        </List>
      </InfoSection>
      <InfoSection title="7. Liability">
        <Text size="sm">
          Padel is a physical sport and you play at your own risk. Nothing in these terms limits
          liability that cannot be limited by law.
        </Text>
      </InfoSection>
      <InfoSection title="8. Changes">
        <Text size="sm">
          We may update these terms; the version on this page applies to bookings made after the
          change.
        </Text>
      </InfoSection>
      <ContactSentence />
    </InfoPage>
  );
}
