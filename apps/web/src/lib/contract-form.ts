import { schemaResolver, useForm, type FormErrors, type UseFormInput } from '@mantine/form';
import type { z } from 'zod';
import { useCatalogue } from '../i18n/catalogue';
import { onInvalidSubmit } from './focus-first-error';

/**
 * A Mantine form checked by a contract schema, so every message is written once, in the
 * contract: on submit each field shows the schema's first message for it, a field's message
 * clears as it is edited, and the submit handler receives the parsed request. The messages show
 * in the page's language.
 */
export function useContractForm<Values extends Record<string, unknown>, Parsed>(
  schema: z.ZodType<Parsed>,
  initialValues: Values,
  options: Pick<UseFormInput<Values, Parsed>, 'validateInputOnBlur' | 'onValuesChange'> = {},
) {
  const translate = useCatalogue();
  const resolve = schemaResolver(schema, { sync: true });
  const form = useForm<Values, Parsed>({
    mode: 'controlled',
    initialValues,
    validate: (values) => translateErrors(resolve(values), translate),
    // Called only once the values passed the same schema.
    transformValues: (values) => schema.parse(values),
    ...options,
  });
  // A Save that fails its checks takes the person to the first wrong field.
  const onSubmit: typeof form.onSubmit = (handleSubmit, handleValidationFailure) =>
    form.onSubmit(handleSubmit, (errors, values, event) => {
      onInvalidSubmit(errors, values, event);
      handleValidationFailure?.(errors, values, event);
    });
  return { ...form, onSubmit };
}

function translateErrors(errors: FormErrors, translate: (text: string) => string): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      typeof error === 'string' ? translate(error) : error,
    ]),
  );
}
