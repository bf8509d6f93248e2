// Every user-facing text of the error catalogue (calls doc §8) and of the validation rules
// (product doc §5) lives here once. The api sends them, the gateway falls back to them and
// the web shows them, so a text is never retyped elsewhere.
import { CLIENT_ERROR_MESSAGES } from './client-error-messages';
import { TRPC_BATCH_MAX_CALLS } from './constants';
import { formatPrice } from './format';

/** Texts that carry a server or client failure (calls doc §8). */
export const ERROR_MESSAGES = {
  // What a client shows without a server's text: normalisation fallbacks, the error screen.
  ...CLIENT_ERROR_MESSAGES,
  // The servers' own normalisation texts (calls doc §8 "Normalisation").
  requestTooLarge: 'Request body is too large',
  imageTooLarge: 'Image must be 5 MB or smaller',
  uploadUnreadable: 'The upload could not be read. Please send one image as multipart/form-data.',
  invalidJson: 'Invalid JSON in request body',
  batchTooLarge: `A request may batch at most ${TRPC_BATCH_MAX_CALLS} calls`,

  updateProfileFailed: 'Failed to update profile',
  updateProfileError: 'An error occurred while updating profile',
  changePasswordFailed: 'Failed to change password',
  changePasswordError: 'An error occurred while changing password',
  deleteAccountFailed: 'Failed to delete account',
  deleteAccountRetry: 'Failed to delete account. Please try again.',
  exportDataRetry: 'Failed to export data. Please try again.',

  createBookingFailed: 'Failed to create booking',
  createBookingRetry: 'Failed to create booking. Please try again.',
  loginToBook: 'Please login to make a booking',
  socialSignInUnavailable:
    'This sign-in option is not available. Please sign in with your e-mail and password.',
  // Social sign-in failures (not worded by the spec): shown on the callback page.
  socialSignInNotConfirmed:
    'Your sign-in could not be confirmed in this browser. Please start again from the sign-in dialog.',
  socialSignInCancelled: 'Sign-in was cancelled at the provider.',
  socialSignInNotVerified: 'The provider’s answer could not be verified. Please try again.',
  socialSignInNoEmail:
    'The provider did not share an e-mail address. Please sign up with your e-mail instead.',
  socialSignInEmailUnverified:
    'The provider has not verified your e-mail address. Please verify it there, or sign up with your e-mail.',
  socialSignInExistingAccount:
    'An account with this e-mail already exists, and the provider has not verified the e-mail, so it was not linked. Please sign in with your password.',
  socialSignInAccountDeleted:
    'This account has been deleted. You can sign up again with your e-mail.',
  socialSignInSuspended: 'Your account has been suspended. Please contact the venue.',
  socialSignInNotAllowed: 'This account cannot sign in here. Please contact the venue.',
  socialSignInExpired: 'This sign-in has expired or was already used. Please sign in again.',
  phoneRequiredToBook: 'Please add your phone number before booking.',
  sendVerificationEmailFailed: 'Failed to send verification email',
  sendVerificationEmailRetry: 'Failed to send verification email. Please try again.',

  paymentProcessingRetry: 'Payment processing failed. Please try again.',
  // Not worded by the spec: money that arrived for a booking already cancelled.
  paymentForCancelledBookingTitle: 'Booking Cancelled',
  paymentForCancelledBooking:
    'This booking was cancelled before your payment arrived. Your payment has been recorded and the venue will refund it.',
  processPaymentRetry: 'Failed to process payment. Please try again.',

  sendCancellationOtpFailed: 'Failed to send cancellation OTP',
  sendCancellationOtpRetry: 'Failed to send cancellation OTP. Please try again.',
  cancelBookingFailed: 'Failed to cancel booking',
  cancelBookingRetry: 'Failed to cancel booking. Please try again.',

  loadCommonTimesFailed: 'Failed to load common times',
  loadPreferredTimesFailed: 'Failed to load preferred times',
  loadTimesFailed: 'Failed to load times.',

  missingTokens: 'Missing tokens',
  authenticationFailedMissingTokens: 'Authentication failed: Missing tokens',
  missingAuthenticationTokens: 'Missing authentication tokens',
  authenticationFailed: 'Authentication Failed',

  // Availability answers (calls doc §8 "Availability messages").
  timeSlotNotAvailable: 'Time slot is not available',
  // A slot held by another player while they type their booking code; `time` is Karachi HH:MM.
  slotBeingBooked: (time: string) =>
    `Someone else is booking this slot right now. Please look again after ${time}.`,
  tooManyLapsedHolds: 'Too many slots were held without booking. Please try again in an hour.',
  // Limits of slot holds per client address (DECISIONS "Slot holds").
  tooManyHoldsFromAddress:
    'Too many slots are being held from your connection right now. Please finish or release a booking, or try again in a few minutes.',
  tooManyBookingCodesFromAddress:
    'Too many booking codes were requested from your connection in the last hour. Please try again later.',
  facilityClosed: 'Facility is closed on this day',
  outsideOperatingHours: 'Outside operating hours',

  accountSetupRetry: 'An unexpected error occurred. Please try again.',
  resendCodeRetry: 'Failed to resend verification code. Please try again.',
  submitRequestRetry: 'Failed to submit request. Please try again.',

  // Payment method switched off in business settings (product doc §5 "Booking form").
  walletPaymentsDisabled: 'JazzCash wallet payments are currently disabled',
  cardPaymentsDisabled: 'Card payments are currently disabled',
  payAtVenueDisabled: 'Pay at venue is currently disabled',

  loadingBookingsTitle: 'Error Loading Bookings',
  loadingDashboardTitle: 'Error Loading Dashboard',
  inquiryFailed: 'Inquiry failed',
  refundFailed: 'Refund failed',
  // A refund never returns more than the payment still holds; the console shows this as it is.
  refundExceedsRefundable: (refundable: number) =>
    `Refund amount exceeds the ${formatPrice(refundable)} still refundable on this payment`,
  createTemporaryUserRetry: 'Failed to create temporary user. Please try again.',
  createApiKeyFailed: 'Failed to create API key',
  revokeApiKeyFailed: 'Failed to revoke',
  noActivity: 'No activity available or endpoint not configured.',
  // Staff accounts: the venue always keeps one active admin.
  lastActiveAdmin:
    'This is the last active admin: make another person an admin before demoting or suspending this one.',
  lastActiveAdminDeletion:
    'This is the last active admin: make another person an admin before deleting this account.',
  userNotFound: 'User not found',
  staffSearchCustomersOnly: 'Staff may search customers only (role=customer)',
  temporaryUserEmailTaken:
    'An account with this e-mail already exists and cannot be booked for by e-mail. Choose the person under Existing customer.',
  cannotSuspendSelf: 'You cannot suspend your own account',
  // A walk-in's e-mail added later (PATCH /admin/users/{id}/email).
  userEmailTaken: 'Another account already uses this e-mail',
  userEmailAlreadySet: 'This account already has an e-mail',
  accountHasNoEmail: 'This account has no e-mail yet: ask the venue to add one',
} as const;

/**
 * Admin alerts that append the server's text ('Error creating holiday: …'); without a text
 * they read as the catalogue's 'Please try again.' variant (calls doc §8 "Admin alerts").
 */
function withDetail(prefix: string): (detail?: string) => string {
  return (detail) => (detail ? `${prefix}: ${detail}` : `${prefix}. Please try again.`);
}

export const ADMIN_ALERTS = {
  updateBookingStatusFailed: (detail: string) => `Failed to update booking status: ${detail}`,
  updatingCourtStatus: withDetail('Error updating court status'),
  updatingCourt: withDetail('Error updating court'),
  creatingCourt: withDetail('Error creating court'),
  courtUpdatedImageFailed: withDetail('Court updated but image upload failed'),
  courtCreatedImageFailed: withDetail('Court created but image upload failed'),
  savingCourt: withDetail('Error saving court'),
  savingOperatingHours: withDetail('Error saving operating hours'),
  creatingHoliday: withDetail('Error creating holiday'),
  deletingHoliday: withDetail('Error deleting holiday'),
  creatingCourtOverride: withDetail('Error creating court override'),
  deletingCourtOverride: withDetail('Error deleting court override'),
  savingSettings: withDetail('Error saving settings'),
  addingSocialMedia: withDetail('Error adding social media'),
  removingSocialMedia: withDetail('Error removing social media'),
} as const;

/** The Idempotency-Key header of agent bookings and admin refunds (not in the spec). */
export const IDEMPOTENCY_MESSAGES = {
  required: 'An Idempotency-Key header is required for this request',
  invalid: 'Idempotency-Key must be 1 to 255 visible characters',
  reusedWithOtherRequest: 'Idempotency-Key was already used with a different request',
  inProgress: 'A request with this Idempotency-Key is in progress',
} as const;

/** Success texts (calls doc §8 "Success messages"). */
export const SUCCESS_MESSAGES = {
  verificationCodeSent: 'Verification code sent to your email. Please check your inbox.',
  verificationCodeResent: 'New verification code sent to your email.',
  slotReleased: 'The slot is free again for others.',
  accountSetupCompleted: 'Account setup completed successfully!',
  loginSuccessful: 'Login successful!',
  profileUpdated: 'Profile updated successfully!',
  passwordChanged: 'Password changed successfully!',
  passwordReset: 'Password reset successfully! Please login with your new password.',
  bookingCancelled: 'Booking cancelled successfully!',
  inquiryCompleted: 'Inquiry completed',
  refundRecorded: 'Refund recorded',
  bookingStatusChanged: (status: string) =>
    `Booking ${status} successfully! Email notification sent to customer.`,
  operatingHoursSaved: 'Operating hours saved successfully!',
  businessSettingsSaved: 'Business settings saved successfully!',
  // The spec names this message but not its words; it carries the complete-signup link.
  temporaryUserCreated: (link: string) =>
    `Temporary user created successfully! They can complete their account setup here: ${link}`,
  // Staff accounts (not in the spec).
  staffInvited: (link: string) =>
    `Invitation sent. They can complete their account setup here: ${link}`,
  roleChanged: 'Role changed',
  emailAdded: 'E-mail added: the person can now set a password on the complete-signup page',
  userSuspended: 'User suspended. Their sessions have been ended.',
  userActivated: 'User activated',
} as const;

/** Validation texts (product doc §5). */
export const VALIDATION_MESSAGES = {
  /** '{label} is required', shared by names and every other required field. */
  required: (label: string) => `${label} is required`,
  nameTooShort: (label: string) => `${label} must be at least 2 characters long`,
  nameTooLong: (label: string) => `${label} must be less than 50 characters`,

  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid Pakistani phone number (+92 followed by 10 digits)',

  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  emailInvalidStrict: 'Please enter a valid email address',

  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordWeak:
    'Password must contain at least one lowercase letter, one uppercase letter, and one number',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  confirmNewPassword: 'Please confirm your new password',

  otpRequired: 'OTP is required',
  otpEnter: 'Please enter the OTP',
  otpIncomplete: 'Please enter complete OTP',
  // Not worded by the spec: a code with letters or more than six characters.
  otpDigitsOnly: 'OTP must be exactly 6 digits',

  walletMobileRequired: 'JazzCash mobile number is required',
  walletMobileInvalid: 'Mobile number must be in format 03XXXXXXXXX',
  cnicRequired: 'CNIC (last 6 digits) is required',
  cnicInvalid: 'CNIC must be exactly 6 digits',

  confirmDeletion: 'Please type "DELETE_MY_ACCOUNT" to confirm',
  deletionPasswordRequired: 'Please enter your password',
  deletionCodeRequired: 'Please enter the code we e-mailed you',

  requiredFields: 'Please fill in all required fields',
  temporaryUserDetailsRequired: 'Please fill in all temporary user details',
  startAndEndTimesRequired: 'Please enter start and end times',

  apiKeyNameRequired: 'Please provide a business name for the API key',
  apiKeyAgentIncomplete:
    'Please provide agent firstName, lastName, email and phone to create a new agent',
  apiKeyOwnerRequired: 'Please select an existing agent or provide new agent details',

  urlRequired: 'URL is required',

  // The texts below are not worded by the spec; they name the rule plainly.
  durationHint: 'Minimum: 30 minutes, Maximum: 8 hours',
  durationTooShort: 'Duration must be at least 30 minutes',
  durationTooLong: 'Duration must be at most 8 hours (480 minutes)',
  durationStep: 'Duration must be in 30-minute steps',
  durationNotOffered: 'Duration must be 60, 90, 120 or 180 minutes',
  dateInvalid: 'Date must be a valid date in YYYY-MM-DD format',
  dateOutOfRange: (earliest: string, latest: string) =>
    `Date must be between ${earliest} and ${latest}`,
  controlCharacters: 'Text must not contain control characters',
  lineBreaks: 'Text must fit on one line',
  dateRangeOrder: 'End date must not be before start date',
  timeInvalid: 'Time must be in HH:MM format',
  timeNotHalfHour: 'Time must be on the hour or half hour',
  closeAfterOpen: 'Close time must be after open time',
  endAfterStart: 'End time must be after start time',
  durationMismatch: 'Duration does not match the chosen time slot',
  endsAfterMidnight: 'A booking must end by midnight',
  timeRangesOverlap: 'Time ranges must not overlap',
  openDayNeedsRange: 'An open day needs at least one time range',
  customHoursRequired: 'Opening and closing times are required when the holiday is not a full day',
  idInvalid: 'Invalid id',
  urlInvalid: 'Please enter a valid URL',
  versionInvalid: 'Version must look like 1.0.0',
  percentageRange: 'Percentage must be between 0 and 100',
  priceInvalid: 'Price must be a whole number of rupees, 0 or more',
  capacityRange: 'Capacity must be between 2 and 6 players',
  refundAmountInvalid: 'Refund amount must be a whole number of rupees greater than 0',
  pageInvalid: 'Page must be a whole number of 1 or more',
  limitInvalid: (max: number) => `Limit must be a whole number between 1 and ${max}`,
  booleanInvalid: 'Must be true or false',
  paymentMethodInvalid: 'Please choose cash, card or JazzCash wallet',
  statusInvalid: 'Invalid status',
  roleInvalid: 'Choose a role: customer, staff or admin',
  staffRoleInvalid: 'Choose a role: staff or admin',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  languageInvalid: 'Language must be en (English) or ur (Urdu)',
} as const;

/**
 * One flat view of every constant text, for call sites that only need a string
 * (`MSG.timeSlotNotAvailable`). Keys are unique across the three groups.
 */
export const MSG = {
  ...ERROR_MESSAGES,
  ...SUCCESS_MESSAGES,
  ...VALIDATION_MESSAGES,
} as const;
