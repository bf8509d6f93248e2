import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One group of settings: a titled card, named for screen readers by its title. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
