import { Badge, Button, Code, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TApiKey } from '@padel/contract';
import { formatInstant, fullName } from '../shared';

/** The keys: name, agent, key id, scopes, status, created, and Revoke on an active one. */
export function ApiKeysTable({
  keys,
  onRevoke,
}: {
  keys: TApiKey[];
  onRevoke: (key: TApiKey) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" aria-label="API key list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Agent</Table.Th>
            <Table.Th>Key id</Table.Th>
            <Table.Th>Scopes</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key._id}>
              <Table.Td fw={600}>{key.name}</Table.Td>
              <Table.Td>
                {key.owner ? (
                  <>
                    <Text size="sm">{fullName(key.owner)}</Text>
                    <Text size="xs" c="dimmed">
                      {key.owner.email}
                    </Text>
                  </>
                ) : (
                  '-'
                )}
              </Table.Td>
              <Table.Td>
                <Code fz="xs">{key.apiKey}</Code>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {key.scopes.map((scope) => (
                    <Text key={scope} size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {scope}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Badge color={key.isActive ? 'green' : 'gray'} variant="light">
                  {key.isActive ? 'Active' : 'Revoked'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatInstant(key.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                {key.isActive ? (
                  <Button variant="subtle" color="red" h={44} onClick={() => onRevoke(key)}>
                    Revoke
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
