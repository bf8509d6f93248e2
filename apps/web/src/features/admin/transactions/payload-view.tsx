import { Code, ScrollArea, Stack, Text } from '@mantine/core';

/** A request or response payload as JSON, in a region that scrolls (keyboard too). */
export function PayloadView({ title, value }: { title: string; value: unknown }) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {value ? (
        <ScrollArea.Autosize
          mah={220}
          type="auto"
          // A region that scrolls must be reachable by keyboard to be scrolled.
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': title }}
        >
          <Code block>{JSON.stringify(value, null, 2)}</Code>
        </ScrollArea.Autosize>
      ) : (
        <Text size="sm" c="dimmed">
          None
        </Text>
      )}
    </Stack>
  );
}
