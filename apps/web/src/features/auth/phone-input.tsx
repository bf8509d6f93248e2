import { TextInput, type TextInputProps } from '@mantine/core';
import { PHONE_LENGTH, PHONE_PREFIX } from '@padel/contract';

/**
 * What a phone field holds after an edit: always '+92' then digits, at most 13 characters
 * (spec: the formatter keeps a +92 prefix and caps length at 13). A pasted '0300…' or
 * '+92 300 …' becomes '+92300…'; deleting into the prefix leaves the prefix.
 */
export function toPakistaniPhone(raw: string): string {
  let rest: string;
  if (raw.startsWith(PHONE_PREFIX)) {
    rest = raw.slice(PHONE_PREFIX.length).replace(/\D/g, '');
  } else {
    const digits = raw.replace(/\D/g, '');
    if ('92'.startsWith(digits)) rest = '';
    else if (digits.startsWith('92') && digits.length > 10) rest = digits.slice(2);
    else rest = digits;
  }
  // A local number typed after the prefix (+92 0300...) loses its trunk 0.
  return `${PHONE_PREFIX}${rest.replace(/^0+/, '')}`.slice(0, PHONE_LENGTH);
}

type PhoneInputProps = Omit<TextInputProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A Pakistani mobile number field: forced +92 prefix, 13 characters at most. */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+92XXXXXXXXXX"
      maxLength={PHONE_LENGTH}
      {...props}
      value={value || PHONE_PREFIX}
      onChange={(event) => onChange(toPakistaniPhone(event.currentTarget.value))}
    />
  );
}
