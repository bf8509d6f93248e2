import { Table, Text } from '@mantine/core';
import { useContactDetails } from '../../components/contact-block-details';
import { ContactSentence, InfoPage, InfoSection } from './info-page';

const STORED = [
  {
    name: 'Sign-in session',
    kind: 'Cookie (secure, not readable by page scripts)',
    purpose: 'Keeps you signed in between pages and visits.',
    lasts: 'Until you log out or it expires',
  },
  {
    name: 'Booking activity',
    kind: 'Browser storage',
    purpose:
      'A random id that groups the steps of one booking attempt, so we can see where booking gets hard.',
    lasts: 'Replaced after 5 minutes without activity',
  },
] as const;

/** Cookie policy: what the site keeps in the browser, and why. */
export default function CookiePolicyPage() {
  const { name } = useContactDetails();
  return (
    <InfoPage
      title="Cookie Policy"
      intro={`${name} keeps only what the site needs to work in your browser.`}
    >
      <InfoSection title="What we store">
        <Table.ScrollContainer
          minWidth={520}
          // A keyboard reaches the table to scroll it sideways on a phone.
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Cookies we use' },
          }}
        >
          <Table withTableBorder fz="sm" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Why</Table.Th>
                <Table.Th>How long</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {STORED.map((row) => (
                <Table.Tr key={row.name}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{row.kind}</Table.Td>
                  <Table.Td>{row.purpose}</Table.Td>
                  <Table.Td>{row.lasts}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </InfoSection>
      <InfoSection title="What we do not use">
        <Text size="sm">
          No advertising cookies, no cross-site tracking and no third-party analytics.
        </Text>
      </InfoSection>
      <InfoSection title="Your choices">
        <Text size="sm">
          You can clear cookies and site data in your browser settings at any time. Without the
          session cookie you can still browse the site, but you will need to log in again to book.
        </Text>
      </InfoSection>
      <ContactSentence />
    </InfoPage>
  );
}
