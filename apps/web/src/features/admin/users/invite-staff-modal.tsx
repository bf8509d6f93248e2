import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ADMIN_SCREEN_TEXTS,
  PHONE_PREFIX,
  ROLE_LABELS,
  STAFF_INVITE_ROLES,
  ZStaffInviteRequest,
  type TStaffInviteRequest,
} from '@padel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { PhoneInput } from '../../../components/phone-input';
import { useContractForm } from '../../../lib/contract-form';
import { errorMessageOf } from '../../../lib/error-message';

const INITIAL = {
  firstName: '',
  lastName: '',
  email: '',
  phone: PHONE_PREFIX,
  role: 'staff' as TStaffInviteRequest['role'],
};

type Props = { opened: boolean; onClose: () => void };

/**
 * Invite staff: the person's details and role; they get the complete-signup mail every invited
 * person gets and choose their password there.
 */
export function InviteStaffModal({ opened, onClose }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useContractForm(ZStaffInviteRequest, INITIAL);

  const invite = useMutation(
    trpc.admin.users.inviteStaff.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: answer.message });
        form.reset();
        onClose();
        return queryClient.invalidateQueries({ queryKey: trpc.admin.users.list.pathKey() });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: ADMIN_SCREEN_TEXTS.staffInviteFailed,
          message: errorMessageOf(error),
        }),
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={ADMIN_SCREEN_TEXTS.inviteStaff} size="lg">
      <form noValidate onSubmit={form.onSubmit((values) => invite.mutate(values))}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            They get an e-mail with a link to set their password.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="First name" {...form.getInputProps('firstName')} />
            <TextInput label="Last name" {...form.getInputProps('lastName')} />
            <TextInput label="Email" type="email" {...form.getInputProps('email')} />
            <PhoneInput
              label="Phone"
              value={form.values.phone}
              error={form.errors.phone}
              onChange={(value) => form.setFieldValue('phone', value)}
            />
          </SimpleGrid>
          <div>
            <Text size="sm" fw={500} mb={4}>
              Role
            </Text>
            <SegmentedControl
              aria-label="Role"
              data={STAFF_INVITE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
              {...form.getInputProps('role')}
            />
            {form.errors.role ? (
              <Text c="red" size="sm">
                {form.errors.role}
              </Text>
            ) : null}
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" h={44} loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
