import { Accordion } from '@mantine/core';
import { ContactBlock } from '../../components/contact-block';
import { useContactDetails } from '../../components/contact-block-details';
import { FAQ_IDS, FaqAnswer } from './faq-items';
import { ContactSentence, InfoPage } from './info-page';
import { infoTexts } from './info-texts';
import { useTexts } from '../../i18n/texts';

/** Frequently asked questions, with the venue's contact details. */
export default function FaqPage() {
  const details = useContactDetails();
  const t = useTexts(infoTexts);
  return (
    <InfoPage title={t('info.faqTitle')} intro={t('info.faqIntro', { name: details.name })}>
      <ContactBlock variant="header" />
      <Accordion variant="separated" radius="md" defaultValue={FAQ_IDS[0]}>
        {FAQ_IDS.map((id) => (
          <Accordion.Item key={id} value={id}>
            <Accordion.Control>{t(`info.faq.${id}.q`)}</Accordion.Control>
            <Accordion.Panel fz="sm">
              <FaqAnswer id={id} details={details} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <ContactSentence lead="info.leadStill" />
    </InfoPage>
  );
}
