import { TextInput, type TextInputProps } from '@mantine/core';
import { PHONE_PREFIX } from '@padel/contract';
import { formatPakistaniPhoneInput } from '@padel/domain/phone';

type PhoneInputProps = Omit<TextInputProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A Pakistani phone number field: '+92' and at most 10 digits (spec: the formatter keeps a +92
 * prefix and caps the length at 13). No maxLength on the text itself: the browser would cut a
 * pasted '+92 300 1234567' before it is cleaned, so the formatter cleans, then limits the digits.
 */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+92XXXXXXXXXX"
      // A number reads left to right in Urdu too.
      dir="ltr"
      {...props}
      value={value || PHONE_PREFIX}
      onChange={(event) => onChange(formatPakistaniPhoneInput(event.currentTarget.value))}
    />
  );
}
