// The data deletion request form (product doc §2 "Data Deletion Request", §5).
import { z } from 'zod';
import { DATA_DELETION_REASONS } from '../constants';
import { messageOf, zEmail, zOptionalPhone, zOptionalText, zText } from '../fields';
import { VALIDATION_MESSAGES as V } from '../messages';

export const ZDataDeletionReason = z.enum(DATA_DELETION_REASONS);

/** A required field whose absence reads 'Please fill in all required fields'. */
function zFilled<T extends z.ZodType<string, string>>(schema: T) {
  return zText(V.requiredFields, [(value) => messageOf(schema, value)]).pipe(schema);
}

export const ZDataDeletionForm = z.object({
  name: zFilled(z.string().max(100, V.tooLong(100))),
  /** Where to reach the person. */
  email: zFilled(zEmail),
  /** The account to delete. */
  accountEmail: zFilled(zEmail),
  phone: zOptionalPhone,
  reason: ZDataDeletionReason.optional(),
  additionalInfo: zOptionalText(2000),
});
export type TDataDeletionForm = z.infer<typeof ZDataDeletionForm>;
