import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled figure of a card: 'Date' over 'Sat, 28 Nov 2026'. */
export function CardFact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

type Props = {
  /** The article's accessible name ('Booking PB-…', 'Match on Court 1'). */
  label: string;
  title: string;
  subtitle?: string | null | undefined;
  /** The state, top right (a status, the seats left). */
  badge: ReactNode;
  children: ReactNode;
};

/** A player's card of a court's hour (a booking, a match): title, state, then its facts. */
export function SummaryCard({ label, title, subtitle, badge, children }: Props) {
  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {title}
            </Text>
            {subtitle && (
              <Text size="xs" c="dimmed" truncate>
                {subtitle}
              </Text>
            )}
          </div>
          {badge}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
