// What other features use of the payment pages: they import this file, never the feature's own
// files (.dependency-cruiser.cjs, web block). A match share's card payment tells the result page
// that it was a share.
export { rememberSharePayment } from './share-payment';
