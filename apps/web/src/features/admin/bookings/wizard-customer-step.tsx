import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { ExistingUserSearch } from './existing-user-search';
import { TempUserFields } from './temp-user-fields';
import type { TWizardCustomer } from './use-wizard-customer';

/** Step 1: an existing customer or a temporary user. */
export function WizardCustomerStep({
  customer,
  onCancel,
  onNext,
}: {
  customer: TWizardCustomer;
  onCancel: () => void;
  onNext: () => void;
}) {
  const { userType, userId, tempForm } = customer;
  return (
    <Stack gap="md">
      <SegmentedControl
        value={userType}
        onChange={(value) => customer.setUserType(value)}
        data={[
          { value: 'existing', label: 'Existing customer' },
          { value: 'temporary', label: 'Temporary user' },
        ]}
        fullWidth
      />
      {userType === 'existing' ? (
        <ExistingUserSearch selected={userId} onSelect={customer.setUserId} />
      ) : (
        <TempUserFields
          isEmailOptional
          values={tempForm.values}
          errors={tempForm.errors}
          onChange={(field, value) => tempForm.setFieldValue(field, value)}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onNext} disabled={userType === 'existing' && !userId}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}
