import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, ZTemporaryUserRequest } from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useContractForm } from '../../../lib/contract-form';
import { useReturnFocus } from '../../../lib/return-focus';
import { errorMessageOf } from '../../../lib/error-message';
import { TempUserFields } from './temp-user-fields';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '' };

/** Spec: Create Temporary User; the person is sent a complete-signup link. */
export function CreateTempUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  useReturnFocus(opened);
  const form = useContractForm(ZTemporaryUserRequest, EMPTY);
  const create = useMutation(
    trpc.admin.users.createTemporary.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          // The sign-up link is to be copied: it stays longer, but still closes itself.
          autoClose: 20_000,
          message: SUCCESS_MESSAGES.temporaryUserCreated(answer.data.signupLink),
        });
        form.reset();
        onClose();
      },
    }),
  );
  const isSubmitting = create.isPending;
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!isSubmitting) onClose();
      }}
      title="Create Temporary User"
      size="lg"
    >
      <form noValidate onSubmit={form.onSubmit((request) => create.mutate(request))}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            They get an e-mail with a link to set their password and finish their account.
          </Text>
          <TempUserFields
            values={form.values}
            errors={form.errors}
            onChange={(field, value) => form.setFieldValue(field, value)}
            disabled={isSubmitting}
          />
          {create.error && (
            <Text c="red" size="sm" role="alert">
              {errorMessageOf(create.error, ERROR_MESSAGES.createTemporaryUserRetry)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Creating...' : 'Create User'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
