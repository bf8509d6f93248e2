import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ADMIN_SCREEN_TEXTS, ZUserEmailRequest, type TAdminListedUser } from '@padel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { useContractForm } from '../../../lib/contract-form';
import { errorMessageOf } from '../../../lib/error-message';
import { fullName } from '../shared';

/**
 * The users table's e-mail: the address, or 'No e-mail' for a walk-in registered at the desk
 * without one, with the button that adds it (after which they can set a password).
 */
export function EmailCell({ user }: { user: TAdminListedUser }) {
  const [isAdding, setIsAdding] = useState(false);
  if (user.email) return <>{user.email}</>;
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {ADMIN_SCREEN_TEXTS.noEmail}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        style={{ flexShrink: 0 }}
        onClick={() => setIsAdding(true)}
      >
        {ADMIN_SCREEN_TEXTS.addEmail}
      </Button>
      {isAdding && <AddEmailModal user={user} onClose={() => setIsAdding(false)} />}
    </Stack>
  );
}

function AddEmailModal({ user, onClose }: { user: TAdminListedUser; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useContractForm(ZUserEmailRequest, { email: '' });
  const add = useMutation(
    trpc.admin.users.setEmail.mutationOptions({
      onSuccess: (answer) => {
        if (answer.message) notifications.show({ color: 'green', message: answer.message });
        onClose();
        return queryClient.invalidateQueries({ queryKey: trpc.admin.users.list.pathKey() });
      },
    }),
  );
  return (
    <Modal opened onClose={onClose} title={`${ADMIN_SCREEN_TEXTS.addEmail}: ${fullName(user)}`}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => add.mutate({ id: user._id, ...values }))}
      >
        <Stack gap="sm">
          <TextInput label="Email" type="email" data-autofocus {...form.getInputProps('email')} />
          {add.error && (
            <Text c="red" size="sm" role="alert">
              {errorMessageOf(add.error, ADMIN_SCREEN_TEXTS.addEmailFailed)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              {ADMIN_SCREEN_TEXTS.addEmail}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
