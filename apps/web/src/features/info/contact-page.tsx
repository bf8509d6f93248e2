import { Accordion, SimpleGrid, Stack, Title } from '@mantine/core';
import { ContactBlock } from '../../components/contact-block';
import { useContactDetails } from '../../components/contact-block-details';
import { ContactForm } from './contact-form';
import { FAQ_IDS, FaqAnswer } from './faq-items';
import { InfoPage } from './info-page';
import { infoTexts } from './info-texts';
import { useTexts } from '../../i18n/texts';

/** Spec "Contact": the contact block, three FAQ items and the (simulated) message form. */
export default function ContactPage() {
  const details = useContactDetails();
  const t = useTexts(infoTexts);
  return (
    <InfoPage title={t('info.contactTitle')} intro={t('info.contactIntro')} wide>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'start' }}>
        <ContactForm />
        <Stack gap="lg">
          <ContactBlock />
          <div>
            <Title order={2} size="h3" mb="xs">
              {t('info.frequentlyAsked')}
            </Title>
            <Accordion variant="separated" radius="md">
              {FAQ_IDS.slice(0, 3).map((id) => (
                <Accordion.Item key={id} value={id}>
                  <Accordion.Control>{t(`info.faq.${id}.q`)}</Accordion.Control>
                  <Accordion.Panel fz="sm">
                    <FaqAnswer id={id} details={details} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </div>
        </Stack>
      </SimpleGrid>
    </InfoPage>
  );
}
