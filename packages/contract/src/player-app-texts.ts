// Texts of the players' app that the Urdu catalogue pairs with their Urdu (player-app-texts-ur.ts),
// in a module without schemas: the catalogue loads on a screen's first Urdu text, and a module's
// schemas are built when it loads.

/** The payment methods' default titles and subtitles (a venue may write its own). */
export const PAYMENT_METHOD_TEXTS = {
  payAtVenueTitle: 'Pay at venue',
  payAtVenueSubtitle: 'Pay in cash when you arrive',
  cardTitle: 'Card',
  cardSubtitle: 'Pay online by debit or credit card',
  walletTitle: 'JazzCash wallet',
  walletSubtitle: 'Pay from your JazzCash mobile account',
} as const;

/** What the player reads after each WhatsApp settings change. */
export const WHATSAPP_SETTINGS_MESSAGES = {
  on: 'WhatsApp messages are on',
  off: 'WhatsApp messages are off',
  codeSent: 'We sent a code to your WhatsApp. Enter it to confirm the number.',
  confirmed: 'Your WhatsApp number is confirmed. WhatsApp messages are on',
  nothingToConfirm: 'Turn WhatsApp messages on with your number first',
  notOffered: 'This venue does not send WhatsApp messages',
} as const;
