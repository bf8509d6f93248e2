import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Code,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  ADMIN_SCREEN_TEXTS,
  AGENTS_LIMIT,
  ERROR_MESSAGES,
  PHONE_PREFIX,
  ZCreateApiKeyRequest,
  type TApiKey,
  type TCreateApiKeyInput,
} from '@padel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PhoneInput } from '../../../components/phone-input';
import { AdminPageHeader, formatInstant, fullName } from '../shared';
import { OneTimeToken } from './one-time-token';
import { errorMessageOf } from '../../../lib/error-message';

type TKeyValues = {
  name: string;
  ownerMode: 'existing' | 'new';
  owner: string;
  agentFirstName: string;
  agentLastName: string;
  email: string;
  phone: string;
};

/** The creation call's body: the chosen agent, or the new agent's four details. */
export function toCreateKeyInput(values: TKeyValues): TCreateApiKeyInput {
  if (values.ownerMode === 'existing')
    return { name: values.name, ...(values.owner ? { owner: values.owner } : {}) };
  const details = {
    agentFirstName: values.agentFirstName,
    agentLastName: values.agentLastName,
    email: values.email,
    // The +92 prefix alone is an empty phone.
    phone: values.phone === PHONE_PREFIX ? '' : values.phone,
  };
  return { name: values.name, ...details };
}

const resolveKey = schemaResolver(ZCreateApiKeyRequest, { sync: true });

const INITIAL: TKeyValues = {
  name: '',
  ownerMode: 'existing',
  owner: '',
  agentFirstName: '',
  agentLastName: '',
  email: '',
  phone: PHONE_PREFIX,
};

/** API Keys (`/admin/api-keys`): create for an agent, the one-time token, the list with Revoke. */
export default function ApiKeysPage() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const keysQuery = useQuery(trpc.apiKeys.list.queryOptions());
  const agentsQuery = useQuery(
    trpc.admin.users.list.queryOptions({ role: 'agent', limit: AGENTS_LIMIT }),
  );
  const [created, setCreated] = useState<{ apiKey: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);

  const form = useForm<TKeyValues>({
    initialValues: INITIAL,
    validate: (values) => resolveKey(toCreateKeyInput(values)),
  });

  const create = useMutation({
    mutationFn: (input: TCreateApiKeyInput) => client.apiKeys.create.mutate(input),
    onSuccess: (answer) => {
      setCreated({ apiKey: answer.data.apiKey, token: answer.data.token });
      form.reset();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.admin.users.list.pathKey() }),
      ]);
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: ERROR_MESSAGES.createApiKeyFailed,
        message: errorMessageOf(error),
      }),
  });

  const revoke = useMutation({
    mutationFn: (key: TApiKey) => client.apiKeys.revoke.mutate({ id: key._id }),
    onSuccess: (answer) => {
      setRevoking(null);
      notifications.show({ color: 'green', message: answer.message ?? 'API key revoked' });
      return queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.pathKey() });
    },
    onError: (error) => {
      setRevoking(null);
      notifications.show({
        color: 'red',
        title: ERROR_MESSAGES.revokeApiKeyFailed,
        message: errorMessageOf(error),
      });
    },
  });

  const agents = agentsQuery.data?.users ?? [];
  const keys = keysQuery.data?.keys ?? [];
  // The owner message (either path) sits under the agent choice.
  const ownerError = form.errors.owner;

  return (
    <Stack gap="md">
      <AdminPageHeader
        title="API Keys"
        description="Keys for partner agents booking through the api"
      />

      {created ? (
        <OneTimeToken
          apiKey={created.apiKey}
          token={created.token}
          onDone={() => setCreated(null)}
        />
      ) : null}

      <Card withBorder radius="md" padding="md" component="section" aria-label="Create API key">
        <Title order={2} mb="sm">
          Create API Key
        </Title>
        <form
          noValidate
          onSubmit={form.onSubmit((values) => create.mutate(toCreateKeyInput(values)))}
        >
          <Stack gap="sm">
            <TextInput
              label="Business name"
              placeholder="Partner's business"
              {...form.getInputProps('name')}
            />
            <SegmentedControl
              aria-label="Agent"
              data={[
                { value: 'existing', label: 'Existing agent' },
                { value: 'new', label: 'New agent' },
              ]}
              {...form.getInputProps('ownerMode')}
            />
            {form.values.ownerMode === 'existing' ? (
              <Select
                label="Agent"
                placeholder={
                  agents.length === 0 ? 'No agents yet: create a new one' : 'Choose an agent'
                }
                data={agents.map((agent) => ({
                  value: agent._id,
                  label: `${fullName(agent)} (${agent.email})`,
                }))}
                {...form.getInputProps('owner')}
                error={ownerError}
              />
            ) : (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput label="Agent first name" {...form.getInputProps('agentFirstName')} />
                  <TextInput label="Agent last name" {...form.getInputProps('agentLastName')} />
                  <TextInput label="Agent email" type="email" {...form.getInputProps('email')} />
                  <PhoneInput
                    label="Agent phone"
                    value={form.values.phone}
                    error={form.errors.phone}
                    onChange={(value) => form.setFieldValue('phone', value)}
                  />
                </SimpleGrid>
                {ownerError ? (
                  <Text c="red" size="sm">
                    {ownerError}
                  </Text>
                ) : null}
              </>
            )}
            <Group justify="flex-end">
              <Button type="submit" h={44} loading={create.isPending}>
                Create API Key
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>

      <Card withBorder radius="md" padding="md" component="section" aria-label="API keys">
        <Title order={2} mb="sm">
          Keys
        </Title>
        {keysQuery.isPending ? (
          <Center py="md">
            <Loader />
          </Center>
        ) : keysQuery.isError ? (
          <Alert color="red" role="alert">
            {errorMessageOf(keysQuery.error)}
          </Alert>
        ) : keys.length === 0 ? (
          <Text c="dimmed">{ADMIN_SCREEN_TEXTS.noApiKeys}</Text>
        ) : (
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
                          <Text
                            key={scope}
                            size="xs"
                            ff="monospace"
                            style={{ whiteSpace: 'nowrap' }}
                          >
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
                        <Button
                          variant="subtle"
                          color="red"
                          h={44}
                          onClick={() => setRevoking(key)}
                        >
                          Revoke
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <ConfirmDialog
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        type="danger"
        title="Revoke API key"
        message={ADMIN_SCREEN_TEXTS.revokeApiKeyConfirm}
        confirmText="Revoke"
        isLoading={revoke.isPending}
      />
    </Stack>
  );
}
