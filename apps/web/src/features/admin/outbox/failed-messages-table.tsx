import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { OUTBOX_TEXTS, type TOutboxMessage } from '@padel/contract';
import { formatInstant } from '../shared';

/** The failed messages: recipient, template, attempts, last error, when, and Retry. */
export function FailedMessagesTable({
  messages,
  retryingId,
  onRetry,
}: {
  messages: TOutboxMessage[];
  retryingId: string | undefined;
  onRetry: (id: string) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" aria-label="Failed messages">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Recipient</Table.Th>
            <Table.Th>Message</Table.Th>
            <Table.Th>Attempts</Table.Th>
            <Table.Th>Last error</Table.Th>
            <Table.Th>When</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr key={message.id}>
              <Table.Td>
                <Text size="sm">{message.recipient}</Text>
                <Badge variant="light" color="gray" size="xs">
                  {message.channel === 'email' ? 'E-mail' : 'WhatsApp'}
                </Badge>
              </Table.Td>
              <Table.Td>{message.template}</Table.Td>
              <Table.Td>{message.attempts}</Table.Td>
              <Table.Td>
                <Text size="sm" c="red.8" style={{ wordBreak: 'break-word' }}>
                  {message.lastError ?? '-'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatInstant(message.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Button
                  variant="light"
                  h={44}
                  loading={retryingId === message.id}
                  onClick={() => onRetry(message.id)}
                  aria-label={`${OUTBOX_TEXTS.retry} the message to ${message.recipient}`}
                >
                  {OUTBOX_TEXTS.retry}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
