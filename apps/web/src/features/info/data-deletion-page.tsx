import { Anchor, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { DATA_DELETION_DAYS } from '@padel/contract';
import { Link } from 'wouter';
import { DataDeletionForm } from './data-deletion-form';
import { ContactSentence, InfoPage, InfoSection } from './info-page';

/** Spec "Data Deletion Request": the request form (simulated) and what deletion means. */
export default function DataDeletionPage() {
  return (
    <InfoPage
      title="Data Deletion Request"
      intro="Ask us to delete your account and the personal data we hold about you."
      wide
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <DataDeletionForm />
        <Stack gap="lg">
          <InfoSection title="What happens next">
            <List spacing={6} size="sm">
              <List.Item>
                We check that the request comes from the account holder, using the emails you give.
              </List.Item>
              <List.Item>
                Your request is processed within {DATA_DELETION_DAYS} days and we confirm by email.
              </List.Item>
              <List.Item>
                Your name, email and phone are removed and your future bookings are cancelled. Past
                bookings stay in the venue&apos;s accounts without your details.
              </List.Item>
            </List>
          </InfoSection>
          <InfoSection title="Faster: do it yourself">
            <Text size="sm">
              Signed in? Open{' '}
              <Anchor component={Link} href="/account-settings">
                Privacy &amp; Data
              </Anchor>{' '}
              to download a copy of your data or delete your account straight away.
            </Text>
          </InfoSection>
          <ContactSentence />
        </Stack>
      </SimpleGrid>
    </InfoPage>
  );
}
