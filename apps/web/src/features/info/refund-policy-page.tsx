import { List, Table, Text } from '@mantine/core';
import { CANCELLATION_CUTOFF_HOURS, CANCELLATION_POLICY_HOURS } from '@padel/contract';
import { useContactDetails } from '../../components/contact-block-details';
import { ContactSentence, InfoPage, InfoSection } from './info-page';

// The venue's refund text.
const REFUND_ROWS = [
  { when: 'More than 24 hours before the start', refund: '100% refund' },
  {
    when: `Between ${CANCELLATION_POLICY_HOURS} and 24 hours before the start`,
    refund: '100% refund',
  },
  {
    when: `Less than ${CANCELLATION_POLICY_HOURS} hours before the start`,
    refund: "0-50% refund, at management's discretion",
  },
  { when: 'Late cancellation or no-show', refund: 'May be charged 50% of the booking price' },
] as const;

/** Refund and cancellation policy. */
export default function RefundPolicyPage() {
  const { name } = useContactDetails();
  return (
    <InfoPage title="Refund Policy" intro={`How cancellations and refunds work at ${name}.`}>
      <InfoSection title="Cancelling a booking">
        <Text size="sm">
          Cancellations must be made at least {CANCELLATION_POLICY_HOURS} hours before the
          booking&apos;s start time. Cancel from My Bookings with the 6-digit code we email you.
          Online cancellation closes {CANCELLATION_CUTOFF_HOURS} hours before the start; after that,
          please contact us.
        </Text>
      </InfoSection>

      <InfoSection title="How much is refunded">
        <Table withTableBorder withColumnBorders fz="sm" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When you cancel</Table.Th>
              <Table.Th>Refund</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {REFUND_ROWS.map((row) => (
              <Table.Tr key={row.when}>
                <Table.Td>{row.when}</Table.Td>
                <Table.Td>{row.refund}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          Booking times are Pakistan time (Asia/Karachi).
        </Text>
      </InfoSection>

      <InfoSection title="Receiving your refund">
        <List spacing={6} size="sm">
          <List.Item>
            Refunds take 5-7 business days to reach you, by the method you paid with.
          </List.Item>
          <List.Item>
            Card and JazzCash wallet payments are refunded to the same card or wallet.
          </List.Item>
          <List.Item>
            If you chose to pay at the venue and have not paid yet, there is nothing to refund.
          </List.Item>
        </List>
      </InfoSection>

      <InfoSection title="Appeals">
        <Text size="sm">
          If you disagree with a refund decision, you can appeal within 30 days. We answer every
          appeal within 10 business days.
        </Text>
      </InfoSection>

      <ContactSentence lead="To appeal or ask about a refund, reach us" />
    </InfoPage>
  );
}
