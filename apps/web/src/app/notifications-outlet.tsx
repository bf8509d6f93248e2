import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.layer.css';
import classes from './notifications-outlet.module.css';

/** At most this many toasts show at once; more wait their turn (Mantine's queue). */
const TOAST_LIMIT = 3;

/** Every toast closes itself. */
const TOAST_MS = 5000;

/**
 * The console's main buttons sit at the top right of each screen (the page header's actions) and
 * in the middle (dialogs), so its toasts open at the bottom right; the player site keeps them
 * top-right below the header, clear of its menu's Logout at the drawer's foot.
 */
function toastPosition(pathname: string) {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? 'bottom-right' : 'top-right';
}

/** The toasts' container; its own chunk, loaded with the first toast. */
export default function NotificationsOutlet() {
  return (
    <Notifications
      position={toastPosition(window.location.pathname)}
      autoClose={TOAST_MS}
      limit={TOAST_LIMIT}
      classNames={{ root: classes.root }}
    />
  );
}
