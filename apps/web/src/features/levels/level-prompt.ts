// "Not now" on the level card keeps it away on this browser for this account.
const keyOf = (userId: string) => `padel.levelPrompt.dismissed.${userId}`;

export function isLevelPromptDismissed(userId: string): boolean {
  try {
    return window.localStorage.getItem(keyOf(userId)) === '1';
  } catch {
    // Storage refused (private mode, a full quota): the card shows, as for anyone new.
    return false;
  }
}

export function dismissLevelPrompt(userId: string): void {
  try {
    window.localStorage.setItem(keyOf(userId), '1');
  } catch {
    // Storage refused: the card closes for this visit only.
  }
}
