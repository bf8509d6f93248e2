import type { ReactNode } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import { ADMIN_SCREEN_TEXTS } from '@padel/contract';
import { PhoneInput } from '../../../components/phone-input';

type TempUserValues = { firstName: string; lastName: string; email: string; phone: string };

type TempUserFieldsProps = {
  values: TempUserValues;
  errors: Partial<Record<string, ReactNode>>;
  onChange: (field: keyof TempUserValues, value: string) => void;
  disabled?: boolean;
  /** The wizard's walk-in: name and phone are enough, the e-mail may be left empty. */
  isEmailOptional?: boolean;
};

/**
 * First and last name, e-mail and phone of a temporary user: all four for an invitation, the
 * e-mail optional for the wizard's walk-in.
 */
export function TempUserFields({
  values,
  errors,
  onChange,
  disabled,
  isEmailOptional = false,
}: TempUserFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label="First name"
        required
        value={values.firstName}
        error={errors.firstName}
        disabled={disabled}
        onChange={(event) => onChange('firstName', event.currentTarget.value)}
      />
      <TextInput
        label="Last name"
        required
        value={values.lastName}
        error={errors.lastName}
        disabled={disabled}
        onChange={(event) => onChange('lastName', event.currentTarget.value)}
      />
      <TextInput
        label="Email"
        type="email"
        required={!isEmailOptional}
        description={isEmailOptional ? ADMIN_SCREEN_TEXTS.walkInEmailHint : undefined}
        value={values.email}
        error={errors.email}
        disabled={disabled}
        onChange={(event) => onChange('email', event.currentTarget.value)}
      />
      <PhoneInput
        label="Phone"
        required
        value={values.phone}
        error={errors.phone}
        disabled={disabled}
        onChange={(value) => onChange('phone', value)}
      />
    </SimpleGrid>
  );
}
