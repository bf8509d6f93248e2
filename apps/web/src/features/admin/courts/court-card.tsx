import { Badge, Button, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import type { TCourt, TCourtStatus } from '@padel/contract';
import { toImageSrc } from '../../booking';
import { formatLocalDate, formatRs } from '../shared';

const STATUS_COLORS: Record<TCourtStatus, string> = {
  active: 'green',
  maintenance: 'yellow',
  inactive: 'gray',
};
const STATUS_LABELS: Record<TCourtStatus, string> = {
  active: 'Active',
  maintenance: 'Maintenance',
  inactive: 'Inactive',
};

function CourtFact({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

type CourtCardProps = {
  court: TCourt;
  isSample: boolean;
  isToggling: boolean;
  onEdit: () => void;
  onToggle: () => void;
};

/** Spec card: image, name, status, description, location, players, price, rating, maintenance. */
export function CourtCard({ court, isSample, isToggling, onEdit, onToggle }: CourtCardProps) {
  const image = toImageSrc(court.image);
  return (
    <Card withBorder radius="md" padding="md" data-testid="court-card">
      <Card.Section>
        {image ? (
          <Image src={image} alt={court.name} h={150} fit="cover" />
        ) : (
          <Center h={150} bg="gray.1">
            <Text c="dimmed" size="sm">
              No image
            </Text>
          </Center>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} size="lg" lineClamp={1}>
            {court.name}
          </Text>
          <Badge color={STATUS_COLORS[court.status]} variant="light">
            {STATUS_LABELS[court.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {court.description}
        </Text>
        {court.location ? <CourtFact label="Location" value={court.location} /> : null}
        <CourtFact label="Max players" value={String(court.capacity)} />
        <CourtFact
          label={court.pricingMode === 'tiered' ? 'Price per hour (tiered)' : 'Price per hour'}
          value={formatRs(court.pricePerHour)}
        />
        {court.discount.isActive && court.discount.percentage > 0 ? (
          <CourtFact label="Discount" value={`${court.discount.percentage}% off`} />
        ) : null}
        {court.rating > 0 ? (
          <CourtFact label="Rating" value={`★ ${court.rating.toFixed(1)}`} />
        ) : null}
        <CourtFact
          label="Last maintenance"
          value={court.lastMaintenance ? formatLocalDate(court.lastMaintenance) : 'Not recorded'}
        />
        <CourtFact
          label="Next maintenance"
          value={court.nextMaintenance ? formatLocalDate(court.nextMaintenance) : 'Not planned'}
        />
      </Stack>
      <Group grow mt="md" gap="xs">
        <Button
          variant="light"
          h={44}
          onClick={onEdit}
          disabled={isSample}
          aria-label={`Edit ${court.name}`}
        >
          Edit
        </Button>
        <Button
          variant="outline"
          color={court.status === 'active' ? 'red' : 'green'}
          h={44}
          onClick={onToggle}
          loading={isToggling}
          disabled={isSample}
          aria-label={`${court.status === 'active' ? 'Disable' : 'Enable'} ${court.name}`}
        >
          {court.status === 'active' ? 'Disable' : 'Enable'}
        </Button>
      </Group>
    </Card>
  );
}
