import { toFieldMessages } from '@padel/contract';
import { useCallback, useState } from 'react';

type TZodError = Parameters<typeof toFieldMessages>[0];

/** What a contract schema offers a form: its safeParse (the messages are the contract's). */
export type TFormSchema<TOut> = {
  safeParse: (value: unknown) => { success: true; data: TOut } | { success: false; error: TZodError };
};

/**
 * Form state checked by a contract schema, so every message is written once, in the contract.
 * `validate` shows the first message under each field and answers the parsed values, or null.
 */
export function useZodForm<TValues extends Record<string, string>, TOut>(
  schema: TFormSchema<TOut>,
  initialValues: TValues,
) {
  const [values, setValues] = useState<TValues>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof TValues & string, string>>>({});

  const setValue = useCallback((field: keyof TValues & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);

  const validate = useCallback((): TOut | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(toFieldMessages(result.error) as Partial<Record<keyof TValues & string, string>>);
    return null;
  }, [schema, values]);

  const [firstValues] = useState(initialValues);
  const reset = useCallback(
    (next: TValues = firstValues) => {
      setValues(next);
      setErrors({});
    },
    [firstValues],
  );

  /** Props for a Mantine input: value, its message and a change handler. */
  const field = (name: keyof TValues & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => setValue(name, event.currentTarget.value),
  });

  return { values, errors, setValue, setErrors, validate, reset, field };
}
