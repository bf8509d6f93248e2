import { messages } from '../../locales/en/dashboard.po';
import { defineTexts } from '../../i18n/texts';

/** The dashboard's texts (where a newly set-up account lands). */
export const dashboardTexts = defineTexts(
  'dashboard',
  messages,
  () => import('../../locales/ur/dashboard.po'),
);
