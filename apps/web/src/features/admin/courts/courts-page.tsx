import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ADMIN_ALERTS,
  ADMIN_SCREEN_TEXTS,
  ADMIN_MAX_PAGE_SIZE,
  COURT_MESSAGES,
  nextToggleStatus,
  type TCourt,
  type TCourtStatus,
} from '@padel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { toImageSrc } from '../../booking';
import { AdminPageHeader, formatLocalDate, formatRs } from '../shared';
import { SAMPLE_COURTS } from './court-form';
import { CourtFormModal, type TCourtFormSubmit } from './court-form-modal';
import { UPLOAD_TARGETS, uploadImage } from './upload-image';
import { errorMessageOf } from '../../../lib/error-message';

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

function notifyFailure(message: string) {
  notifications.show({ color: 'red', message });
}

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
function CourtCard({ court, isSample, isToggling, onEdit, onToggle }: CourtCardProps) {
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

/** Manage Courts (`/admin/courts`): the card grid, Add Court, edit and Disable/Enable. */
export default function CourtsPage() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const courtsQuery = useQuery(trpc.admin.courts.list.queryOptions({ limit: ADMIN_MAX_PAGE_SIZE }));
  const [editing, setEditing] = useState<{ court: TCourt | null } | null>(null);
  const [togglingId, setTogglingId] = useState<string | null>(null);

  // The players' court lists read the same courts: refresh both.
  const refreshCourts = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.courts.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.courts.pathKey() }),
    ]);

  const toggle = useMutation({
    mutationFn: (court: TCourt) =>
      client.admin.courts.update.mutate({ id: court._id, status: nextToggleStatus(court.status) }),
    onMutate: (court) => setTogglingId(court._id),
    onSuccess: (answer) => {
      notifications.show({
        color: 'green',
        message: answer.message ?? COURT_MESSAGES.statusUpdated,
      });
      return refreshCourts();
    },
    onError: (error) => notifyFailure(ADMIN_ALERTS.updatingCourtStatus(errorMessageOf(error))),
    onSettled: () => setTogglingId(null),
  });

  const save = useMutation({
    mutationFn: async ({ court, submit }: { court: TCourt | null; submit: TCourtFormSubmit }) => {
      let saved: TCourt;
      let message: string | undefined;
      try {
        const answer = court
          ? await client.admin.courts.update.mutate({ id: court._id, ...submit.request })
          : await client.admin.courts.create.mutate(submit.request);
        saved = answer.data.court;
        message = answer.message;
      } catch (error) {
        const detail = errorMessageOf(error);
        throw new Error(
          court ? ADMIN_ALERTS.updatingCourt(detail) : ADMIN_ALERTS.creatingCourt(detail),
        );
      }
      if (submit.imageFile) {
        try {
          await uploadImage(UPLOAD_TARGETS.courtImage(saved._id), submit.imageFile);
        } catch (error) {
          const detail = error instanceof Error ? error.message : '';
          // The court itself is saved: close the modal and say what is missing.
          notifyFailure(
            court
              ? ADMIN_ALERTS.courtUpdatedImageFailed(detail)
              : ADMIN_ALERTS.courtCreatedImageFailed(detail),
          );
          return { message: undefined };
        }
      }
      return { message: message ?? (court ? COURT_MESSAGES.updated : COURT_MESSAGES.created) };
    },
    onSuccess: ({ message }) => {
      if (message) notifications.show({ color: 'green', message });
      setEditing(null);
      return refreshCourts();
    },
    onError: (error) =>
      notifyFailure(error instanceof Error ? error.message : ADMIN_ALERTS.savingCourt()),
    onSettled: () => refreshCourts(),
  });

  const isFailed = courtsQuery.isError;
  const courts = isFailed ? SAMPLE_COURTS : (courtsQuery.data?.courts ?? []);

  return (
    <Stack gap="md">
      <AdminPageHeader
        title="Manage Courts"
        description="Courts, their prices and discounts"
        actions={
          <Button h={44} onClick={() => setEditing({ court: null })} disabled={isFailed}>
            Add Court
          </Button>
        }
      />
      {isFailed ? (
        <Alert color="yellow" title={ADMIN_SCREEN_TEXTS.sampleCourtsNotice}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessageOf(courtsQuery.error)}</Text>
            <Button variant="light" h={44} onClick={() => void courtsQuery.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {courtsQuery.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : courts.length === 0 ? (
        <Text c="dimmed">{ADMIN_SCREEN_TEXTS.noCourts}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {courts.map((court) => (
            <CourtCard
              key={court._id}
              court={court}
              isSample={isFailed}
              isToggling={togglingId === court._id}
              onEdit={() => setEditing({ court })}
              onToggle={() => toggle.mutate(court)}
            />
          ))}
        </SimpleGrid>
      )}
      <CourtFormModal
        opened={editing !== null}
        court={editing?.court ?? null}
        isSaving={save.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(submit) => save.mutate({ court: editing?.court ?? null, submit })}
      />
    </Stack>
  );
}
