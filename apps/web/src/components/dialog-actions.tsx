import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/texts';
import { componentsTexts } from './components-texts';

type Props = {
  /** The refusal as the server words it, shown above the buttons. */
  error: string | null;
  onCancel: () => void;
  /** The dialog's own action, beside Cancel. */
  children: ReactNode;
};

/** The end of a form dialog: what went wrong, then Cancel and the dialog's action. */
export function DialogActions({ error, onCancel, children }: Props) {
  const t = useTexts(componentsTexts);
  return (
    <>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('components.cancel')}
        </Button>
        {children}
      </Group>
    </>
  );
}
