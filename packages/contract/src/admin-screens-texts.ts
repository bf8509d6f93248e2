// Texts of the admin courts, schedule, settings, users and API keys screens that the catalogue
// (messages.ts) does not hold: the spec's button labels and confirmations, and the few lines
// the spec leaves unworded.

export const ADMIN_SCREEN_TEXTS = {
  // Manage Schedule (product doc §2 "Manage Schedule").
  markAsClosed: 'Mark as Closed',
  setAsOpen: 'Set as Open',
  // Settings (product doc §5 "Social media").
  removeSocialMediaConfirm: 'Are you sure you want to remove this social media link?',
  // API keys (product doc §5 "API key creation").
  revokeApiKeyConfirm: 'Revoke this API key?',

  // Not worded by the spec.
  imageOnly: 'Please choose an image file',
  sampleCourtsNotice:
    'Courts could not be loaded, so sample courts are shown. Retry to manage the real ones.',
  tokenShownOnce: 'Copy this token now: it is shown only once and cannot be seen again.',
  noCourts: 'No courts yet. Add the first one.',
  noHolidays: 'No holidays or closures planned.',
  noOverrides: 'No court overrides planned.',
  noUsers: 'No users found',
  // A walk-in registered at the desk without an e-mail (users table, Booking Details).
  noEmail: 'No e-mail',
  walkInEmailHint:
    'Optional. Without one, nothing is mailed (WhatsApp still may be) and they cannot sign in until an e-mail is added.',
  // Manage Users: an e-mail for an account that has none.
  addEmail: 'Add e-mail',
  addEmailFailed: 'Could not add the e-mail',
  noApiKeys: 'No API keys yet',

  // Staff accounts (not in the spec).
  inviteStaff: 'Invite staff',
  staffInviteFailed: 'Could not send the invitation',
  roleChangeFailed: 'Could not change the role',
  statusChangeFailed: 'Could not change the account',
  changeRoleConfirm: (name: string, role: string) => `Make ${name} ${role}?`,
  suspendConfirm: (name: string) =>
    `Suspend ${name}? They are signed out at once and cannot sign in until restored.`,
  restoreConfirm: (name: string) => `Restore ${name}? They can sign in again.`,
  noAccountChanges: 'No role or status changes yet',
} as const;

/** How the console names each role. */
export const ROLE_LABELS = {
  user: 'Customer',
  staff: 'Staff',
  admin: 'Admin',
  agent: 'Agent',
} as const;

/** How the console names each account status ('pending': invited, set-up not finished). */
export const USER_STATUS_LABELS = {
  active: 'Active',
  suspended: 'Suspended',
  pending: 'Invited',
} as const;
