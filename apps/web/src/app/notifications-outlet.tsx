import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.layer.css';

/** The toasts' container (top-right); its own chunk, loaded with the first toast. */
export default function NotificationsOutlet() {
  return <Notifications position="top-right" autoClose={5000} />;
}
