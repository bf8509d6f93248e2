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
  noApiKeys: 'No API keys yet',
} as const;
