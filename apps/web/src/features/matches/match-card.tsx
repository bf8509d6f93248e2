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
import { useCatalogueGroup } from '../../i18n/catalogue';

/** Seats left, full, or (from its start) started and played. */
function StatusBadge({ match }: { match: TMatch }) {
  const M = useCatalogueGroup(MATCH_MESSAGES);
  const R = useCatalogueGroup(RESULT_MESSAGES);
  if (match.status === 'started' || match.status === 'played') {
    return (
      <Badge variant="light" color={match.status === 'started' ? 'blue' : 'gray'}>
        {match.status === 'started' ? R.startedBadge : R.playedBadge}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={match.openSeats > 0 ? 'green' : 'gray'}>
      {match.openSeats > 0 ? M.seatsLeft(match.openSeats) : M.matchFull}
    </Badge>
  );
}

/** A match as players read it: court, when, who is in, seats left, level range, share. */
export function MatchCard({ match, children }: { match: TMatch; children?: ReactNode }) {
  const M = useCatalogueGroup(MATCH_MESSAGES);
  const t = useTexts(matchesTexts);
  const { formatDate } = useDates();
  const ltr = useLtrText();
  const names = match.players.map((player) => formatMatchPlayer(player, M));
  if (match.hostGuests > 0) names.push(t('matches.withHost', { count: match.hostGuests }));
  return (
    <SummaryCard
      label={t('matches.matchLabel', { court: match.court.name })}
      title={match.court.name}
      subtitle={match.hostedBy === 'venue' ? M.hostedByVenue : null}
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
