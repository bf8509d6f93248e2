// The contact page's message form (product doc §2 "Contact", §5 "Contact form").
import { z } from 'zod';
import { zEmail, zOptionalPhone, zRequiredText } from '../fields';

export const ZContactForm = z.object({
  name: zRequiredText('Name', 100),
  email: zEmail,
  phone: zOptionalPhone,
  subject: zRequiredText('Subject', 200),
  message: zRequiredText('Message', 5000),
});
export type TContactForm = z.infer<typeof ZContactForm>;
