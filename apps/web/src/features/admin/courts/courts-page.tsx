import { Alert, Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_SCREEN_TEXTS, type TCourt } from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';
import { AdminPageHeader, AffectedBookingsDialog } from '../shared';
import { CourtCard } from './court-card';
import { SAMPLE_COURTS } from './court-form';
import { CourtFormModal } from './court-form-modal';
import { useCourtSave } from './use-court-save';
import { useCourtToggle } from './use-court-toggle';

/** Manage Courts (`/admin/courts`): the card grid, Add Court, edit and Disable/Enable. */
export default function CourtsPage() {
  const trpc = useTRPC();
  const courtsQuery = useQuery(trpc.admin.courts.list.queryOptions({ limit: ADMIN_MAX_PAGE_SIZE }));
  const [editing, setEditing] = useState<{ court: TCourt | null } | null>(null);
  const { togglingId, toggle, affected } = useCourtToggle();
  const save = useCourtSave(() => setEditing(null), affected);

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
              onToggle={() => toggle(court)}
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
      <AffectedBookingsDialog affected={affected} />
    </Stack>
  );
}
