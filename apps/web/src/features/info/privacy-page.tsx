import { Trans } from '@lingui/react';
import { Anchor, List, Text } from '@mantine/core';
import { DATA_DELETION_DAYS } from '@padel/contract';
import { Link } from 'wouter';
import { useContactDetails } from '../../components/contact-block-details';
import { useTexts } from '../../i18n/texts';
import { ContactSentence, InfoPage, InfoSection } from './info-page';
import { infoTexts } from './info-texts';

/** Privacy policy: static text with the venue's name and contact details. */
export default function PrivacyPage() {
  const { name } = useContactDetails();
  const t = useTexts(infoTexts);
  return (
    <InfoPage title={t('info.privacyTitle')} intro={t('info.privacyIntro', { name })}>
      <InfoSection title={t('info.collect')}>
        <List spacing={4} size="sm">
          <List.Item>{t('info.collect1')}</List.Item>
          <List.Item>{t('info.collect2')}</List.Item>
          <List.Item>{t('info.collect3')}</List.Item>
          <List.Item>{t('info.collect4')}</List.Item>
        </List>
      </InfoSection>
      <InfoSection title={t('info.use')}>
        <List spacing={4} size="sm">
          <List.Item>{t('info.use1')}</List.Item>
          <List.Item>{t('info.use2')}</List.Item>
          <List.Item>{t('info.use3')}</List.Item>
        </List>
      </InfoSection>
      <InfoSection title={t('info.share')}>
        <Text size="sm">{t('info.shareText')}</Text>
      </InfoSection>
      <InfoSection title={t('info.keep')}>
        <Text size="sm">{t('info.keepText')}</Text>
      </InfoSection>
      <InfoSection title={t('info.choices')}>
        <List spacing={4} size="sm">
          <List.Item>
            <Trans
              id="info.choice1"
              components={{ 0: <Anchor component={Link} href="/account-settings" /> }}
            />
          </List.Item>
          <List.Item>
            <Trans
              id="info.choice2"
              values={{ days: DATA_DELETION_DAYS }}
              components={{ 0: <Anchor component={Link} href="/data-deletion" /> }}
            />
          </List.Item>
          <List.Item>
            <Trans
              id="info.choice3"
              components={{ 0: <Anchor component={Link} href="/cookie-policy" /> }}
            />
          </List.Item>
        </List>
      </InfoSection>
      <InfoSection title={t('info.security')}>
        <Text size="sm">{t('info.securityText')}</Text>
      </InfoSection>
      <ContactSentence lead="info.leadPrivacy" />
    </InfoPage>
  );
}
