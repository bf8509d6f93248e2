import { Trans } from '@lingui/react';
import { Anchor, List, Text } from '@mantine/core';
import { ARRIVAL_MINUTES_BEFORE, BOOKING_WINDOW_DAYS, OTP_VALIDITY_SECONDS } from '@padel/contract';
import { Link } from 'wouter';
import { useContactDetails } from '../../components/contact-block-details';
import { useTexts } from '../../i18n/texts';
import { ContactSentence, InfoPage, InfoSection } from './info-page';
import { infoTexts } from './info-texts';

/** Terms of service: static text with the venue's name and contact details. */
export default function TermsPage() {
  const { name } = useContactDetails();
  const t = useTexts(infoTexts);
  return (
    <InfoPage title={t('info.termsTitle')} intro={t('info.termsIntro', { name })}>
      <InfoSection title={t('info.t1')}>
        <Text size="sm">{t('info.t1Text', { name })}</Text>
      </InfoSection>
      <InfoSection title={t('info.t2')}>
        <List spacing={4} size="sm">
          <List.Item>{t('info.t2a')}</List.Item>
          <List.Item>{t('info.t2b')}</List.Item>
          <List.Item>{t('info.t2c')}</List.Item>
        </List>
      </InfoSection>
      <InfoSection title={t('info.t3')}>
        <List spacing={4} size="sm">
          <List.Item>{t('info.t3a', { days: BOOKING_WINDOW_DAYS })}</List.Item>
          <List.Item>{t('info.t3b', { minutes: OTP_VALIDITY_SECONDS / 60 })}</List.Item>
          <List.Item>{t('info.t3c', { minutes: ARRIVAL_MINUTES_BEFORE })}</List.Item>
          <List.Item>{t('info.t3d')}</List.Item>
        </List>
      </InfoSection>
      <InfoSection title={t('info.t4')}>
        <Text size="sm">{t('info.t4Text')}</Text>
      </InfoSection>
      <InfoSection title={t('info.t5')}>
        <Text size="sm">
          <Trans
            id="info.t5Text"
            components={{ 0: <Anchor component={Link} href="/refund-policy" /> }}
          />
        </Text>
      </InfoSection>
      <InfoSection title={t('info.t6')}>
        <List spacing={4} size="sm">
          <List.Item>{t('info.t6a')}</List.Item>
          <List.Item>{t('info.t6b')}</List.Item>
          <List.Item>{t('info.t6c')}</List.Item>
        </List>
      </InfoSection>
      <InfoSection title={t('info.t7')}>
        <Text size="sm">{t('info.t7Text')}</Text>
      </InfoSection>
      <InfoSection title={t('info.t8')}>
        <Text size="sm">{t('info.t8Text')}</Text>
      </InfoSection>
      <ContactSentence />
    </InfoPage>
  );
}
