import { Input, PinInput, useDirection } from '@mantine/core';
import { OTP_LENGTH } from '@padel/contract';
import { useId, type ReactNode } from 'react';
import { useTexts } from '../../i18n/texts';
import { authTexts } from './auth-texts';

type CodeInputProps = {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  label?: string;
  autoFocus?: boolean;
};

/** The emailed 6-digit code: one box per digit, digits only, filled by paste or SMS autofill. */
export function CodeInput({ value, onChange, error, label, autoFocus = true }: CodeInputProps) {
  const id = useId();
  const t = useTexts(authTexts);
  const shownLabel = label ?? t('auth.verificationCode');
  const { dir } = useDirection();
  return (
    <Input.Wrapper label={shownLabel} error={error} labelProps={{ htmlFor: id }}>
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
        ariaLabel={shownLabel}
        // Digits read left to right in Urdu too: the first box stays on the left.
        dir="ltr"
        style={dir === 'rtl' ? { justifyContent: 'flex-end' } : undefined}
        gap={6}
        mt={4}
      />
    </Input.Wrapper>
  );
}
