import { Trans } from '@lingui/react';
import { Anchor, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { DATA_DELETION_DAYS } from '@padel/contract';
import { Link } from 'wouter';
import { DataDeletionForm } from './data-deletion-form';
import { useTexts } from '../../i18n/texts';
import { ContactSentence, InfoPage, InfoSection } from './info-page';
import { infoTexts } from './info-texts';

/** Spec "Data Deletion Request": the request form (simulated) and what deletion means. */
export default function DataDeletionPage() {
  const t = useTexts(infoTexts);
  return (
    <InfoPage title={t('info.deletionTitle')} intro={t('info.deletionIntro')} wide>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <DataDeletionForm />
        <Stack gap="lg">
          <InfoSection title={t('info.next')}>
            <List spacing={6} size="sm">
              <List.Item>{t('info.next1')}</List.Item>
              <List.Item>{t('info.next2', { days: DATA_DELETION_DAYS })}</List.Item>
              <List.Item>{t('info.next3')}</List.Item>
            </List>
          </InfoSection>
          <InfoSection title={t('info.faster')}>
            <Text size="sm">
              <Trans
                id="info.fasterText"
                components={{ 0: <Anchor component={Link} href="/account-settings" /> }}
              />
            </Text>
          </InfoSection>
          <ContactSentence />
        </Stack>
      </SimpleGrid>
    </InfoPage>
  );
}
