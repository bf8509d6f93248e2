import classes from './home.module.css';

export const PHONE_ICON =
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2';
export const PIN_ICON =
  'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';

/** A line icon of the landing page, drawn from one SVG path. */
export function Icon({ path, size = 22 }: { path: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}

/** The hero's drawing of a court seen from above. */
export function CourtArt() {
  return (
    <svg className={classes.heroArt} viewBox="0 0 200 280" aria-hidden="true">
      <rect x="10" y="10" width="180" height="260" rx="10" fill="#0e7490" />
      <rect x="22" y="22" width="156" height="236" fill="#0891b2" stroke="#fff" strokeWidth="3" />
      <path d="M22 80h156M22 200h156M100 80v120" stroke="#fff" strokeWidth="3" />
      <path d="M22 140h156" stroke="#fff" strokeWidth="5" />
      <circle cx="140" cy="108" r="11" fill="#facc15" stroke="#ca8a04" strokeWidth="2" />
    </svg>
  );
}
