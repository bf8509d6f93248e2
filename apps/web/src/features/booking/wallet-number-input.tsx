import { TextInput, type TextInputProps } from '@mantine/core';
import { formatWalletNumberInput } from '@padel/domain/phone';

type WalletNumberInputProps = Omit<TextInputProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A JazzCash wallet number field: '03' and 9 digits, as JazzCash takes it (spec placeholder
 * 03XXXXXXXXX). A pasted '+92 300 1234567' is cleaned before it is limited, never cut to
 * '9230012345' by a maxLength on the text.
 */
export function WalletNumberInput({ value, onChange, ...props }: WalletNumberInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="03XXXXXXXXX"
      {...props}
      value={value}
      onChange={(event) => onChange(formatWalletNumberInput(event.currentTarget.value))}
    />
  );
}
