import { List, Table, Text } from '@mantine/core';
import { CANCELLATION_CUTOFF_HOURS, CANCELLATION_POLICY_HOURS } from '@padel/contract';
import { useContactDetails } from '../../components/contact-block-details';
import { useTexts } from '../../i18n/texts';
import { ContactSentence, InfoPage, InfoSection } from './info-page';
import { infoTexts } from './info-texts';

// The venue's refund text: when a player cancels, and what comes back.
const REFUND_ROWS = [
  { when: 'info.row1When', refund: 'info.fullRefund' },
  { when: 'info.row2When', refund: 'info.fullRefund' },
  { when: 'info.row3When', refund: 'info.row3Refund' },
  { when: 'info.row4When', refund: 'info.row4Refund' },
] as const;

/** Refund and cancellation policy. */
export default function RefundPolicyPage() {
  const { name } = useContactDetails();
  const t = useTexts(infoTexts);
  const hours = { hours: CANCELLATION_POLICY_HOURS };
  return (
    <InfoPage title={t('info.refundTitle')} intro={t('info.refundIntro', { name })}>
      <InfoSection title={t('info.cancelling')}>
        <Text size="sm">
          {t('info.cancellingText', {
            policyHours: CANCELLATION_POLICY_HOURS,
            cutoffHours: CANCELLATION_CUTOFF_HOURS,
          })}
        </Text>
      </InfoSection>

      <InfoSection title={t('info.howMuch')}>
        <Table withTableBorder withColumnBorders fz="sm" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('info.colWhen')}</Table.Th>
              <Table.Th>{t('info.colRefund')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {REFUND_ROWS.map((row) => (
              <Table.Tr key={row.when}>
                <Table.Td>{t(row.when, hours)}</Table.Td>
                <Table.Td>{t(row.refund)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          {t('info.pakistanTime')}
        </Text>
      </InfoSection>

      <InfoSection title={t('info.receiving')}>
        <List spacing={6} size="sm">
          <List.Item>{t('info.receiving1')}</List.Item>
          <List.Item>{t('info.receiving2')}</List.Item>
          <List.Item>{t('info.receiving3')}</List.Item>
        </List>
      </InfoSection>

      <InfoSection title={t('info.appeals')}>
        <Text size="sm">{t('info.appealsText')}</Text>
      </InfoSection>

      <ContactSentence lead="info.leadRefund" />
    </InfoPage>
  );
}
