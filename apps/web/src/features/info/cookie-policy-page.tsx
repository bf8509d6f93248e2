import { Table, Text } from '@mantine/core';
import { useContactDetails } from '../../components/contact-block-details';
import { useTexts } from '../../i18n/texts';
import { ContactSentence, InfoPage, InfoSection } from './info-page';
import { infoTexts } from './info-texts';

/** What the site keeps in the browser: each row's texts are `info.<id>`, `…Kind`, `…Why`, `…Lasts`. */
const STORED = ['session', 'activity'] as const;

/** Cookie policy: what the site keeps in the browser, and why. */
export default function CookiePolicyPage() {
  const { name } = useContactDetails();
  const t = useTexts(infoTexts);
  return (
    <InfoPage title={t('info.cookieTitle')} intro={t('info.cookieIntro', { name })}>
      <InfoSection title={t('info.stored')}>
        <Table.ScrollContainer
          minWidth={520}
          // A keyboard reaches the table to scroll it sideways on a phone.
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('info.cookiesLabel') },
          }}
        >
          <Table withTableBorder fz="sm" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('info.name')}</Table.Th>
                <Table.Th>{t('info.colKind')}</Table.Th>
                <Table.Th>{t('info.colWhy')}</Table.Th>
                <Table.Th>{t('info.colHowLong')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {STORED.map((row) => (
                <Table.Tr key={row}>
                  <Table.Td>{t(`info.${row}`)}</Table.Td>
                  <Table.Td>{t(`info.${row}Kind`)}</Table.Td>
                  <Table.Td>{t(`info.${row}Why`)}</Table.Td>
                  <Table.Td>{t(`info.${row}Lasts`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </InfoSection>
      <InfoSection title={t('info.notUsed')}>
        <Text size="sm">{t('info.notUsedText')}</Text>
      </InfoSection>
      <InfoSection title={t('info.choices')}>
        <Text size="sm">{t('info.cookieChoicesText')}</Text>
      </InfoSection>
      <ContactSentence />
    </InfoPage>
  );
}
