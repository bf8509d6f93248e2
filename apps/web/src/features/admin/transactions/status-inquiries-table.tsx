import { Code, ScrollArea, Table, Text } from '@mantine/core';
import type { TStatusInquiry } from '@padel/contract';
import { Fragment } from 'react';
import { formatInstant } from '../shared';

/** A field of an inquiry's answer, for inquiries recorded without their own code or message. */
function payloadText(inquiry: TStatusInquiry, field: string): string {
  const value = inquiry.responsePayload[field];
  return typeof value === 'string' && value ? value : '—';
}

/** A transaction's status inquiries: when, code, status, message, and each answer's payload. */
export function StatusInquiriesTable({ inquiries }: { inquiries: TStatusInquiry[] }) {
  if (inquiries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No status inquiries yet
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label="Status inquiries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>At</Table.Th>
            <Table.Th>Code</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Message</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {inquiries.map((inquiry) => (
            <Fragment key={inquiry.at}>
              <Table.Tr>
                <Table.Td>{formatInstant(inquiry.at)}</Table.Td>
                <Table.Td>
                  {inquiry.paymentResponseCode ?? payloadText(inquiry, 'pp_ResponseCode')}
                </Table.Td>
                <Table.Td>{inquiry.status ?? '—'}</Table.Td>
                <Table.Td>{inquiry.message ?? payloadText(inquiry, 'pp_ResponseMessage')}</Table.Td>
              </Table.Tr>
              {Object.keys(inquiry.responsePayload).length > 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <ScrollArea.Autosize
                      mah={140}
                      type="auto"
                      viewportProps={{
                        tabIndex: 0,
                        role: 'region',
                        'aria-label': `Inquiry of ${formatInstant(inquiry.at)}`,
                      }}
                    >
                      <Code block fz="xs">
                        {JSON.stringify(inquiry.responsePayload, null, 2)}
                      </Code>
                    </ScrollArea.Autosize>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
