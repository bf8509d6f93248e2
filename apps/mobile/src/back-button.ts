export type BackAction = 'close-dialog' | 'go-back' | 'go-home' | 'exit';

/**
 * Android's back button (spec: native behaviour): an open dialog closes first; then the app
 * walks back through the screens; the home screen leaves the app. A screen reached with no
 * history behind it (opened from a link) goes home. A dialog that cannot be dismissed (the
 * forced update) leaves the app.
 */
export function decideBackAction({
  path,
  canGoBack,
  dialog,
}: {
  path: string;
  canGoBack: boolean;
  dialog: 'none' | 'dismissible' | 'blocking';
}): BackAction {
  if (dialog === 'blocking') return 'exit';
  if (dialog === 'dismissible') return 'close-dialog';
  if (path === '/' || path === '') return 'exit';
  return canGoBack ? 'go-back' : 'go-home';
}

/** Marks a dialog the back button must not close. */
export const BLOCKING_DIALOG_ATTRIBUTE = 'data-blocking-dialog';

/** The topmost open dialog of the page (Mantine renders modals and drawers as role=dialog). */
export function findOpenDialog(
  doc: Document,
): { element: HTMLElement; isBlocking: boolean } | null {
  const dialogs = [...doc.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')];
  const element = dialogs.at(-1);
  if (!element) return null;
  return { element, isBlocking: Boolean(element.closest(`[${BLOCKING_DIALOG_ATTRIBUTE}]`)) };
}

/** Closes a dialog the way a keyboard's Escape does (Mantine listens for it). */
export function closeDialog(element: HTMLElement): void {
  element.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
  );
}

/** Carries out the back button's rule on the page. */
export function onBackButton({
  canGoBack,
  doc = document,
  history = window.history,
  navigate,
  exitApp,
}: {
  canGoBack: boolean;
  doc?: Document;
  history?: Pick<History, 'back'>;
  navigate: (path: string, options?: { replace?: boolean }) => void;
  exitApp: () => void;
}): BackAction {
  const dialog = findOpenDialog(doc);
  const action = decideBackAction({
    path: doc.location?.pathname ?? '/',
    canGoBack,
    dialog: dialog ? (dialog.isBlocking ? 'blocking' : 'dismissible') : 'none',
  });
  if (action === 'close-dialog' && dialog) closeDialog(dialog.element);
  else if (action === 'go-back') history.back();
  else if (action === 'go-home') navigate('/', { replace: true });
  else if (action === 'exit') exitApp();
  return action;
}
