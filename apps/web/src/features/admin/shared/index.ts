export { AdminPageHeader } from './admin-page-header';
export { errorText } from './error-text';
export {
  formatInstant,
  formatLocalDate,
  formatRs,
  formatSlot,
  fullName,
  karachiToday,
  pickerValueOf,
  shiftDate,
} from './format';
