// What other features use of the booking feature: they import this file, never the feature's own
// files (.dependency-cruiser.cjs, web block). A screen may still load another feature's screen
// lazily (the landing page preloads the booking screen).
export { toImageSrc } from './booking-format';
