import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.layer.css';
import classes from './notifications-outlet.module.css';

/** At most this many toasts show at once; more wait their turn (Mantine's queue). */
const TOAST_LIMIT = 3;

/** Every toast closes itself. */
const TOAST_MS = 5000;

/** The toasts' container (top-right, below the header); its own chunk, loaded with the first toast. */
export default function NotificationsOutlet() {
  return (
    <Notifications
      position="top-right"
      autoClose={TOAST_MS}
      limit={TOAST_LIMIT}
      classNames={{ root: classes.root }}
    />
  );
}
