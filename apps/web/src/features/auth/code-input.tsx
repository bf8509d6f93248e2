import { Input, PinInput } from '@mantine/core';
import { OTP_LENGTH } from '@padel/contract';
import { useId, type ReactNode } from 'react';

type CodeInputProps = {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  label?: string;
  autoFocus?: boolean;
};

/** The emailed 6-digit code: one box per digit, digits only, filled by paste or SMS autofill. */
export function CodeInput({
  value,
  onChange,
  error,
  label = 'Verification code',
  autoFocus = true,
}: CodeInputProps) {
  const id = useId();
  return (
    <Input.Wrapper label={label} error={error} labelProps={{ htmlFor: id }}>
      <PinInput
        id={id}
        length={OTP_LENGTH}
        type="number"
        inputMode="numeric"
        oneTimeCode
        autoFocus={autoFocus}
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        ariaLabel={label}
        gap={6}
        mt={4}
      />
    </Input.Wrapper>
  );
}
