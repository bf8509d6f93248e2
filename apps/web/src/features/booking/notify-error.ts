import { notifications } from '@mantine/notifications';

/** A red notification, with a title when there is one. */
export function notifyError(title: string | null, message: string) {
  notifications.show({ color: 'red', message, ...(title ? { title } : {}) });
}
