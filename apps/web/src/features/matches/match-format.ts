import { formatLevel, MATCH_MESSAGES, type TMatch, type TMatchPlayer } from '@padel/contract';
import { addDays, type LocalDate } from '@padel/domain';
import { formatTimeRange } from '../booking';

/** The match's hours, 24-hour: '18:00 - 19:30'. */
export const formatMatchTime = (match: Pick<TMatch, 'timeSlot'>) =>
  formatTimeRange(match.timeSlot.startTime, match.timeSlot.endTime);

/** A player as others read them: 'Ayesha (3.5)', 'Bilal (No level yet)'. */
export const formatMatchPlayer = (
  player: TMatchPlayer,
  texts: Pick<typeof MATCH_MESSAGES, 'noLevel'> = MATCH_MESSAGES,
) => `${player.firstName} (${player.level === null ? texts.noLevel : formatLevel(player.level)})`;

/** The days the list's date filter offers: today and the next 13, in Karachi, in the page's words. */
export function upcomingDays(
  today: LocalDate,
  formatDate: (date: LocalDate) => string,
  count = 14,
): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const day = addDays(today, i);
    return { value: day, label: formatDate(day) };
  });
}

/** The address a match is shared by. */
export const matchPath = (id: string) => `/matches/${id}`;
