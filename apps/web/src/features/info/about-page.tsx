import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ContactBlock } from '../../components/contact-block';
import { useContactDetails } from '../../components/contact-block-details';
import { useBusiness } from '../../lib/use-business';
import { InfoPage } from './info-page';

/**
 * Spec "About": mission text, a contact block, and the venue's claims about itself (500+ players
 * and 50+ courts until the venue sets its own in the console's settings). Claims show once the
 * settings are read, so a venue's page never shows figures that are not its own.
 */
export default function AboutPage() {
  const details = useContactDetails();
  const business = useBusiness();
  const claims = (business?.aboutClaims ?? []).filter((claim) => claim.value.trim() !== '');
  return (
    <InfoPage title={`About ${details.name}`} intro={details.tagline} wide>
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
              Our Mission
            </Title>
            <Text lh={1.7}>
              We want more people in Pakistan to play padel, more often. That means courts that are
              easy to book, fairly priced and looked after, and a place where beginners and regular
              players both feel welcome.
            </Text>
          </div>
          <Text lh={1.7}>{details.description}</Text>
          <div>
            <Title order={2} size="h3" mb={6}>
              What we offer
            </Title>
            <List spacing={6} size="sm">
              <List.Item>
                Online booking at any hour, with live availability for every court.
              </List.Item>
              <List.Item>Pay at the venue, by card, or with your JazzCash wallet.</List.Item>
              <List.Item>Every booking confirmed by a code sent to your email.</List.Item>
              <List.Item>Your bookings, receipts and account data in one place.</List.Item>
            </List>
          </div>
        </Stack>
        <ContactBlock />
      </SimpleGrid>
    </InfoPage>
  );
}
