/**
 * The card payment this tab left for, when it was a match share. JazzCash sends the browser back
 * to /payment/success with the booking's id and the payment's reference only, and the match's
 * booking is the host's: the page cannot tell a share from a booking by its address. So the join
 * dialog notes the match here (the tab's session storage survives the trip to the card page),
 * and the result pages read and forget it.
 */
const STORAGE_KEY = 'padel.sharePayment';

/** A note older than this is from a payment abandoned long ago. */
const MAX_AGE_MS = 60 * 60 * 1000;

type SharePaymentNote = { matchId: string; at: number };

function isNote(value: unknown): value is SharePaymentNote {
  if (typeof value !== 'object' || value === null) return false;
  const note = value as Record<string, unknown>;
  return typeof note.matchId === 'string' && typeof note.at === 'number';
}

/** Before the card page opens for a share of `matchId`. */
export function rememberSharePayment(matchId: string): void {
  const note: SharePaymentNote = { matchId, at: Date.now() };
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(note));
}

/** The match whose share this tab went to pay, if it did so lately. */
export function readSharePayment(): string | null {
  if (typeof window === 'undefined') return null;
  const stored = window.sessionStorage.getItem(STORAGE_KEY);
  if (!stored) return null;
  let note: unknown;
  try {
    note = JSON.parse(stored);
  } catch {
    // Not a note this app wrote: there is no share to tell of.
    return null;
  }
  if (!isNote(note) || Date.now() - note.at > MAX_AGE_MS) return null;
  return note.matchId;
}

/** Once a result page has told the player: the next payment starts without it. */
export function forgetSharePayment(): void {
  if (typeof window === 'undefined') return;
  window.sessionStorage.removeItem(STORAGE_KEY);
}
