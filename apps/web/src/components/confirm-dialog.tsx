import { useReturnFocus } from '../lib/return-focus';
import {
  Button,
  Group,
  Modal,
  Stack,
  Text,
  type MantineColor,
  type MantineSize,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/texts';
import { componentsTexts } from './components-texts';

/** Spec: confirmation dialog types. */
export type ConfirmDialogType = 'warning' | 'danger' | 'success';

const CONFIRM_COLORS: Record<ConfirmDialogType, MantineColor> = {
  warning: 'yellow',
  danger: 'red',
  success: 'green',
};

export type ConfirmDialogProps = {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  /** Text under the title; `children` go below it (e.g. the inputs of a dialog that asks more). */
  message?: ReactNode;
  children?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  type?: ConfirmDialogType;
  /** While the action runs the confirm button reads 'Processing...' and nothing can close the dialog. */
  isLoading?: boolean;
  isConfirmDisabled?: boolean;
  size?: MantineSize;
};

/** Spec shared widget: confirm dialog with 'Confirm' and 'Cancel' by default. */
export function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  title,
  message,
  children,
  confirmText,
  cancelText,
  type = 'warning',
  isLoading = false,
  isConfirmDisabled = false,
  size = 'sm',
}: ConfirmDialogProps) {
  const isOnTop = useReturnFocus(opened);
  const t = useTexts(componentsTexts);
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!isLoading) onClose();
      }}
      title={title}
      size={size}
      centered
      closeOnClickOutside={!isLoading}
      closeOnEscape={!isLoading && isOnTop}
      withCloseButton={!isLoading}
    >
      <Stack gap="md">
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isLoading}>
            {cancelText ?? t('components.cancel')}
          </Button>
          <Button
            color={CONFIRM_COLORS[type]}
            autoContrast
            onClick={onConfirm}
            disabled={isConfirmDisabled || isLoading}
          >
            {isLoading ? t('components.processing') : (confirmText ?? t('components.confirm'))}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
