import { Group, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './calendar.module.css';

/** What each colour on the grid means. */
export function Legend() {
  const item = (label: string, style: CSSProperties) => (
    <Text size="xs" c="dimmed" span>
      <span className={classes.swatch} style={style} />
      {label}
    </Text>
  );
  return (
    <Group gap="md" wrap="wrap">
      {item('Confirmed', {
        background: 'var(--mantine-color-green-1)',
        borderColor: 'var(--mantine-color-green-7)',
      })}
      {item('Pending', {
        background: 'var(--mantine-color-yellow-1)',
        borderColor: 'var(--mantine-color-yellow-7)',
      })}
      {item('Completed', {
        background: 'var(--mantine-color-blue-1)',
        borderColor: 'var(--mantine-color-blue-7)',
      })}
      {item('Free (tap to book)', { background: 'white' })}
      {item('Closed', { background: 'var(--mantine-color-gray-3)' })}
      {item('Override', { background: 'var(--mantine-color-red-1)' })}
      {item('Held (booking in progress)', {
        background: 'var(--mantine-color-orange-0)',
        borderColor: 'var(--mantine-color-orange-6)',
      })}
      {item('Past', { background: 'var(--mantine-color-gray-1)' })}
    </Group>
  );
}
