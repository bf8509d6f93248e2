import { Accordion } from '@mantine/core';
import { ContactBlock } from '../../components/contact-block';
import { useContactDetails } from '../../components/contact-block-details';
import { FAQ_ITEMS } from './faq-items';
import { ContactSentence, InfoPage } from './info-page';

/** Frequently asked questions, with the venue's contact details. */
export default function FaqPage() {
  const details = useContactDetails();
  return (
    <InfoPage
      title="Frequently Asked Questions"
      intro={`Quick answers about booking and playing at ${details.name}.`}
    >
      <ContactBlock variant="header" />
      <Accordion variant="separated" radius="md" defaultValue={FAQ_ITEMS[0]?.id ?? null}>
        {FAQ_ITEMS.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel fz="sm">{item.answer(details)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <ContactSentence lead="Still have a question? Reach us" />
    </InfoPage>
  );
}
