import { toNormalizedError } from '@padel/client';

/** The HTTP status of a failed call: 0 when the network failed, 500 for an unexpected throw. */
export function errorStatusOf(error: unknown): number {
  return toNormalizedError(error).status;
}

/** The fields a failed call named as wrong ('payment', 'formData.cnic', …), in its order. */
export function errorFieldsOf(error: unknown): string[] {
  return toNormalizedError(error).errors.map((fieldError) => fieldError.field);
}
