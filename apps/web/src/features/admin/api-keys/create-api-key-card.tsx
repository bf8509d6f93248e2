import {
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { AGENTS_LIMIT, ERROR_MESSAGES, ZCreateApiKeyRequest } from '@padel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { PhoneInput } from '../../../components/phone-input';
import { errorMessageOf } from '../../../lib/error-message';
import { fullName } from '../shared';
import { INITIAL_KEY_VALUES, toCreateKeyInput, type TKeyValues } from './api-key-form-values';
import { onInvalidSubmit } from '../../../lib/focus-first-error';

const resolveKey = schemaResolver(ZCreateApiKeyRequest, { sync: true });

/** Creates a key and refreshes the keys and the agents (a new agent may have been made). */
function useCreateApiKey(onCreated: (created: { apiKey: string; token: string }) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.apiKeys.create.mutationOptions({
      onSuccess: (answer) => {
        onCreated({ apiKey: answer.data.apiKey, token: answer.data.token });
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
    }),
  );
}

/** Create API Key: a business name and its agent, an existing one or a new one's details. */
export function CreateApiKeyCard({
  onCreated,
}: {
  onCreated: (created: { apiKey: string; token: string }) => void;
}) {
  const trpc = useTRPC();
  const agentsQuery = useQuery(
    trpc.admin.users.list.queryOptions({ role: 'agent', limit: AGENTS_LIMIT }),
  );
  const form = useForm<TKeyValues>({
    initialValues: INITIAL_KEY_VALUES,
    validate: (values) => resolveKey(toCreateKeyInput(values)),
  });
  const create = useCreateApiKey((created) => {
    onCreated(created);
    form.reset();
  });
  const agents = agentsQuery.data?.users ?? [];
  // The owner message (either path) sits under the agent choice.
  const ownerError = form.errors.owner;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Create API key">
      <Title order={2} mb="sm">
        Create API Key
      </Title>
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => create.mutate(toCreateKeyInput(values)),
          onInvalidSubmit,
        )}
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
  );
}
