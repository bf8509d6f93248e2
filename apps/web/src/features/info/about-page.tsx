import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ContactBlock } from '../../components/contact-block';
import { useContactDetails } from '../../components/contact-block-details';
import { useTexts } from '../../i18n/texts';
import { useBusiness } from '../../lib/use-business';
import { InfoPage } from './info-page';
import { infoTexts } from './info-texts';

/**
 * Spec "About": mission text, a contact block, and the venue's claims about itself (500+ players
 * and 50+ courts until the venue sets its own in the console's settings). Claims show once the
 * settings are read, so a venue's page never shows figures that are not its own.
 */
export default function AboutPage() {
  const details = useContactDetails();
  const business = useBusiness();
  const t = useTexts(infoTexts);
  const claims = (business?.aboutClaims ?? []).filter((claim) => claim.value.trim() !== '');
  return (
    <InfoPage
      title={t('info.aboutTitle', { name: details.name })}
      intro={details.tagline ? <bdi>{details.tagline}</bdi> : undefined}
      wide
    >
      {claims.length > 0 && (
        <SimpleGrid cols={claims.length} spacing={{ base: 'xs', sm: 'md' }}>
          {claims.map((claim, index) => (
            <Paper
              key={`${index} ${claim.label}`}
              withBorder
              radius="md"
              p={{ base: 'sm', sm: 'lg' }}
              ta="center"
              bg="orange.0"
            >
              <Text fw={800} fz={{ base: 24, sm: 36 }} c="orange.8" lh={1.1}>
                {claim.value}
              </Text>
              <Text size="sm" c="dimmed">
                {claim.label}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" mb={6}>
              {t('info.mission')}
            </Title>
            <Text lh={1.7}>{t('info.missionText')}</Text>
          </div>
          <Text lh={1.7}>
            <bdi>{details.description}</bdi>
          </Text>
          <div>
            <Title order={2} size="h3" mb={6}>
              {t('info.offer')}
            </Title>
            <List spacing={6} size="sm">
              <List.Item>{t('info.offer1')}</List.Item>
              <List.Item>{t('info.offer2')}</List.Item>
              <List.Item>{t('info.offer3')}</List.Item>
              <List.Item>{t('info.offer4')}</List.Item>
            </List>
          </div>
        </Stack>
        <ContactBlock />
      </SimpleGrid>
    </InfoPage>
  );
}
