import { Badge, Group, Text } from '@mantine/core';
import {
  formatLevelRange,
  formatPrice,
  MATCH_MESSAGES,
  RESULT_MESSAGES,
  type TMatch,
} from '@padel/contract';
import type { ReactNode } from 'react';
import { CardFact, SummaryCard } from '../../components/summary-card';
import { useDates } from '../../i18n/dates';
import { useTexts } from '../../i18n/texts';
import { formatMatchPlayer, formatMatchTime } from './match-format';
import { matchesTexts, useLtrText } from './matches-texts';

/** Seats left, full, or (from its start) started and played. */
function StatusBadge({ match }: { match: TMatch }) {
  if (match.status === 'started' || match.status === 'played') {
    return (
      <Badge variant="light" color={match.status === 'started' ? 'blue' : 'gray'}>
        {match.status === 'started' ? RESULT_MESSAGES.startedBadge : RESULT_MESSAGES.playedBadge}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={match.openSeats > 0 ? 'green' : 'gray'}>
      {match.openSeats > 0 ? MATCH_MESSAGES.seatsLeft(match.openSeats) : MATCH_MESSAGES.matchFull}
    </Badge>
  );
}

/** A match as players read it: court, when, who is in, seats left, level range, share. */
export function MatchCard({ match, children }: { match: TMatch; children?: ReactNode }) {
  const t = useTexts(matchesTexts);
  const { formatDate } = useDates();
  const ltr = useLtrText();
  const names = match.players.map(formatMatchPlayer);
  if (match.hostGuests > 0) names.push(t('matches.withHost', { count: match.hostGuests }));
  return (
    <SummaryCard
      label={t('matches.matchLabel', { court: match.court.name })}
      title={match.court.name}
      subtitle={match.hostedBy === 'venue' ? MATCH_MESSAGES.hostedByVenue : null}
      badge={<StatusBadge match={match} />}
    >
      <Group gap="lg" wrap="wrap">
        <CardFact label={t('matches.date')} value={formatDate(match.date)} />
        <CardFact label={t('matches.time')} value={ltr(formatMatchTime(match))} />
        <CardFact
          label={t('matches.level')}
          value={ltr(formatLevelRange(match.levelMin, match.levelMax))}
        />
        <CardFact label={t('matches.perPlayer')} value={formatPrice(match.pricePerPlayer)} />
      </Group>
      <div>
        <Text size="xs" c="dimmed">
          {t('matches.players')}
        </Text>
        <Text size="sm">{names.join(', ') || '—'}</Text>
      </div>
      {match.note && (
        <Text size="sm" fs="italic">
          {match.note}
        </Text>
      )}
      {children}
    </SummaryCard>
  );
}
