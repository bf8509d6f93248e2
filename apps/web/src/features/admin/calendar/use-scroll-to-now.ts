import { formatKarachiTime } from '@padel/domain';
import { useEffect, useRef } from 'react';

/** The height of a row in px (calendar.module.css): a touch target. */
const ROW_HEIGHT = 44;

function currentKarachiTime(): string {
  return formatKarachiTime(new Date());
}

/**
 * On a new day the grid scrolls to what matters: now (today), else the first booking. Returns
 * the ref for the scrolling element.
 */
export function useScrollToNow({
  date,
  today,
  isReady,
  rows,
  blockRows,
}: {
  date: string;
  today: string;
  isReady: boolean;
  rows: string[];
  blockRows: number[];
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!isReady || !scroller.current || scrolledFor.current === date) return;
    scrolledFor.current = date;
    const nowRow = date === today ? rows.findIndex((time) => time >= currentKarachiTime()) - 1 : -1;
    const firstBlock = blockRows.length > 0 ? Math.min(...blockRows) : 0;
    const target = Math.max(0, nowRow >= 0 ? nowRow : firstBlock);
    scroller.current.scrollTop = target * ROW_HEIGHT;
  }, [isReady, date, today, rows, blockRows]);
  return scroller;
}
