import {
  Alert,
  Badge,
  Card,
  Center,
  Group,
  Loader,
  Modal,
  Pagination,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  ACTIVITY_SESSIONS_PER_PAGE,
  ERROR_MESSAGES,
  SESSION_OUTCOME_LABELS,
  type TSessionOutcome,
  type TUser,
  type TUserActivitySession,
} from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { formatInstant, fullName } from '../shared';
import { AccountHistory } from './account-changes';
import { errorMessageOf } from '../../../lib/error-message';

const OUTCOME_COLORS: Record<TSessionOutcome, string> = {
  completed: 'green',
  abandoned: 'red',
  in_progress: 'blue',
};

/** '4 min 10 s' for a session's length in seconds. */
export function formatSessionLength(seconds: number | null): string | null {
  if (seconds === null) return null;
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

function SessionCard({ session }: { session: TUserActivitySession }) {
  const length = formatSessionLength(session.sessionDuration);
  return (
    <Card withBorder padding="sm" radius="md" data-testid="activity-session">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{formatInstant(session.startTime)}</Text>
        <Badge color={OUTCOME_COLORS[session.status]} variant="light">
          {SESSION_OUTCOME_LABELS[session.status]}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {[session.platform, length, `${session.activities.length} events`]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {session.steps.length > 0 ? (
        <Stack gap={2} mt="xs">
          {session.steps.map((step) => (
            <Text key={step.step} size="sm">
              {step.number ? `${step.number}. ` : ''}
              {step.label}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text size="sm" mt="xs">
          No booking steps reached
        </Text>
      )}
    </Card>
  );
}

type Props = { user: TUser | null; onClose: () => void };

/** The user's booking-funnel sessions, 2 a page, each Completed, Abandoned or In progress. */
export function ActivityModal({ user, onClose }: Props) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [user?._id]);
  const activityQuery = useQuery({
    ...trpc.analytics.userActivity.queryOptions({ userId: user?._id ?? '' }),
    enabled: user !== null,
  });
  const sessions = activityQuery.data?.activities ?? [];
  const pages = Math.max(1, Math.ceil(sessions.length / ACTIVITY_SESSIONS_PER_PAGE));
  const shown = sessions.slice(
    (page - 1) * ACTIVITY_SESSIONS_PER_PAGE,
    page * ACTIVITY_SESSIONS_PER_PAGE,
  );

  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? `Activity of ${fullName(user)}` : ''}
      size="lg"
    >
      <Stack gap="lg">
        {user ? <AccountHistory userId={user._id} /> : null}
        <Stack gap="xs" component="section" aria-label="Booking activity">
          <Title order={3} size="h4">
            Booking activity
          </Title>
          {activityQuery.isPending ? (
            <Center py="lg">
              <Loader />
            </Center>
          ) : activityQuery.isError ? (
            <Alert color="red">{errorMessageOf(activityQuery.error)}</Alert>
          ) : sessions.length === 0 ? (
            <Text c="dimmed">{ERROR_MESSAGES.noActivity}</Text>
          ) : (
            <Stack gap="sm">
              {shown.map((session) => (
                <SessionCard key={session.sessionId} session={session} />
              ))}
              {pages > 1 ? (
                <Group justify="center">
                  <Pagination total={pages} value={page} onChange={setPage} size="lg" />
                </Group>
              ) : null}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}
