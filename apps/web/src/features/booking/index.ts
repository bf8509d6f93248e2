// What other features use of the booking feature: they import this file, never the feature's own
// files (.dependency-cruiser.cjs, web block). A screen may still load another feature's screen
// lazily (the landing page preloads the booking screen).
// The open matches' screens pay a share as a booking is paid, and show dates and times alike.
export { formatLocalDate, formatTimeRange, toImageSrc } from './booking-format';
export { enabledPaymentMethods, SETTING_OF } from './booking-form';
export { usePublicBusiness } from './use-public-business';
export { WalletNumberInput } from './wallet-number-input';
