import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ADMIN_SCREEN_TEXTS, type TCourtOverride } from '@padel/contract';
import { formatLocalDate } from '../shared';
import { describeOverride } from './weekly-schedule';

/** The court overrides from today on, each deletable, and Add Override. */
export function OverridesPanel({
  overrides,
  onAdd,
  onDelete,
}: {
  overrides: TCourtOverride[];
  onAdd: () => void;
  onDelete: (override: TCourtOverride) => void;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label="Court Availability Overrides"
    >
      <Group justify="space-between" mb="sm">
        <Title order={2}>Court Availability Overrides</Title>
        <Button h={44} onClick={onAdd}>
          Add Override
        </Button>
      </Group>
      <Stack gap="xs">
        {overrides.length === 0 ? (
          <Text c="dimmed" size="sm">
            {ADMIN_SCREEN_TEXTS.noOverrides}
          </Text>
        ) : (
          overrides.map((override) => (
            <Group
              key={override._id}
              justify="space-between"
              wrap="nowrap"
              data-testid="override-row"
            >
              <div>
                <Text fw={600}>
                  {override.court.name} · {formatLocalDate(override.date)}
                </Text>
                <Text size="sm">
                  {describeOverride(override)}: {override.reason}
                </Text>
              </div>
              <Button variant="subtle" color="red" h={44} onClick={() => onDelete(override)}>
                Delete
              </Button>
            </Group>
          ))
        )}
      </Stack>
    </Card>
  );
}
