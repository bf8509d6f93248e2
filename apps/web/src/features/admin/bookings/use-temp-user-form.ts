import { useCallback, useRef } from 'react';
import type { z } from 'zod';
import { useContractForm } from '../../../lib/contract-form';

export type TempUserValues = { firstName: string; lastName: string; email: string; phone: string };

/**
 * The temporary user's four fields on the contract form: `validate` shows each field's message
 * and answers the parsed values, or null; `reset` and `setValue` keep one identity across renders.
 */
export function useTempUserForm<Parsed>(schema: z.ZodType<Parsed>, initialValues: TempUserValues) {
  const form = useContractForm(schema, initialValues);
  const latest = useRef(form);
  latest.current = form;
  const setValue = useCallback(
    (field: keyof TempUserValues, value: string) => latest.current.setFieldValue(field, value),
    [],
  );
  const reset = useCallback((values: TempUserValues) => {
    latest.current.setValues(values);
    latest.current.clearErrors();
  }, []);
  const validate = (): Parsed | null =>
    form.validate().hasErrors ? null : form.getTransformedValues();
  return {
    values: form.values,
    errors: form.errors as Partial<Record<keyof TempUserValues, string>>,
    setValue,
    reset,
    validate,
  };
}
