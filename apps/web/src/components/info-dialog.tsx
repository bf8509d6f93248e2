import { useReturnFocus } from '../lib/return-focus';
import { Button, Group, Modal, Stack, Text, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/texts';
import { componentsTexts } from './components-texts';

export type InfoDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  message?: ReactNode;
  children?: ReactNode;
  buttonText?: string;
  size?: MantineSize;
};

/** Spec shared widget: an information dialog closed with 'OK'. */
export function InfoDialog({
  opened,
  onClose,
  title,
  message,
  children,
  buttonText,
  size = 'sm',
}: InfoDialogProps) {
  const isOnTop = useReturnFocus(opened);
  const t = useTexts(componentsTexts);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
      closeOnEscape={isOnTop}
    >
      <Stack gap="md">
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        {children}
        <Group justify="flex-end">
          <Button onClick={onClose}>{buttonText ?? t('components.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
