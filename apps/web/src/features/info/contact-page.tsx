import { Accordion, SimpleGrid, Stack, Title } from '@mantine/core';
import { ContactBlock } from '../../components/contact-block';
import { useContactDetails } from '../../components/contact-block-details';
import { ContactForm } from './contact-form';
import { FAQ_ITEMS } from './faq-items';
import { InfoPage } from './info-page';

/** Spec "Contact": the contact block, three FAQ items and the (simulated) message form. */
export default function ContactPage() {
  const details = useContactDetails();
  return (
    <InfoPage
      title="Contact Us"
      intro="Questions about a booking, a payment or the courts? We are happy to help."
      wide
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'start' }}>
        <ContactForm />
        <Stack gap="lg">
          <ContactBlock />
          <div>
            <Title order={2} size="h3" mb="xs">
              Frequently asked
            </Title>
            <Accordion variant="separated" radius="md">
              {FAQ_ITEMS.slice(0, 3).map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.Control>{item.question}</Accordion.Control>
                  <Accordion.Panel fz="sm">{item.answer(details)}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </div>
        </Stack>
      </SimpleGrid>
    </InfoPage>
  );
}
