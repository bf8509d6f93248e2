import { Alert } from '@mantine/core';

/** The red box that shows the server's message inside a form (spec: auth modal errors). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" p="sm">
      {message}
    </Alert>
  );
}
