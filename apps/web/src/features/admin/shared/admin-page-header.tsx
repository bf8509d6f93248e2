import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AdminPageHeaderProps = {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons on the right; they wrap under the title on narrow screens. */
  actions?: ReactNode;
};

/** A console screen's title and its main actions. */
export function AdminPageHeader({ title, description, actions }: AdminPageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="md" wrap="wrap">
      <div style={{ minWidth: 0 }}>
        <Title order={1}>{title}</Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </div>
      {actions ? (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
