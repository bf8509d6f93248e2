import '@mantine/dates/styles.layer.css';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { TAdminMatch } from '@padel/contract';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/error-message';
import { AdminPageHeader, formatLocalDate, karachiToday } from '../shared';
import { MatchCard } from './match-card';
import type { SeatAction } from './match-seats-table';
import { MatchesFilters, type MatchStatusFilter } from './matches-filters';
import { PayShareDialog, RemovePlayerDialog } from './seat-dialogs';
import { NewMatchDialog } from './new-match-dialog';
import { useConsoleMatches } from './use-console-matches';

const isFull = (match: TAdminMatch) => match.status === 'full' || match.openSeats === 0;

function keepStatus(matches: TAdminMatch[], status: MatchStatusFilter): TAdminMatch[] {
  if (status === 'all') return matches;
  return matches.filter((match) => (status === 'full' ? isFull(match) : !isFull(match)));
}

/**
 * Matches (front desk): upcoming open and full matches, who is in and what each paid; staff
 * make a venue-hosted match, take a cash share at the desk and remove a player.
 */
export default function AdminMatchesPage() {
  const [date, setDate] = useState<string | null>(null);
  const [status, setStatus] = useState<MatchStatusFilter>('all');
  const [isCreating, setIsCreating] = useState(false);
  const [paying, setPaying] = useState<SeatAction | null>(null);
  const [removing, setRemoving] = useState<SeatAction | null>(null);
  const list = useConsoleMatches(date);
  const shown = keepStatus(list.data?.matches ?? [], status);

  return (
    <Stack gap="md">
      <AdminPageHeader
        title="Matches"
        description={date ? formatLocalDate(date, 'EEEE, d MMMM yyyy') : 'All upcoming matches'}
        actions={
          <Button size="md" onClick={() => setIsCreating(true)}>
            New match
          </Button>
        }
      />
      <MatchesFilters date={date} onDate={setDate} status={status} onStatus={setStatus} />
      {list.error && (
        <Alert color="red" role="alert">
          {errorMessageOf(list.error)}
        </Alert>
      )}
      {list.isLoading ? (
        <Skeleton height={240} />
      ) : shown.length === 0 ? (
        <Text c="dimmed" size="lg" py="xl" ta="center">
          No upcoming matches for these filters
        </Text>
      ) : (
        <Stack gap="md" aria-label="Matches" role="list">
          {shown.map((match) => (
            <div role="listitem" key={match._id}>
              <MatchCard match={match} onPayAtDesk={setPaying} onRemove={setRemoving} />
            </div>
          ))}
        </Stack>
      )}
      <NewMatchDialog
        opened={isCreating}
        onClose={() => setIsCreating(false)}
        date={date ?? karachiToday()}
      />
      <PayShareDialog action={paying} onClose={() => setPaying(null)} />
      <RemovePlayerDialog action={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
