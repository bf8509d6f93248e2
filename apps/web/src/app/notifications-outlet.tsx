import { useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.layer.css';
import classes from './notifications-outlet.module.css';

/** At most this many toasts show at once; more wait their turn (Mantine's queue). */
const TOAST_LIMIT = 3;

/** Every toast closes itself. */
const TOAST_MS = 5000;

/**
 * The toasts' container (below the header, at the reading end's corner: top-right, top-left in
 * Urdu); its own chunk, loaded with the first toast.
 */
export default function NotificationsOutlet() {
  const { dir } = useDirection();
  return (
    <Notifications
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      autoClose={TOAST_MS}
      limit={TOAST_LIMIT}
      classNames={{ root: classes.root }}
    />
  );
}
