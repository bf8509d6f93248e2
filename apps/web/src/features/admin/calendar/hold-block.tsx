import type { THeldSlot } from '@padel/contract';
import { formatKarachiTime } from '@padel/domain';
import type { CSSProperties } from 'react';
import { fullName } from '../shared';
import classes from './calendar.module.css';

/**
 * A slot a player holds while typing their booking code: whose hold it is and when it lapses,
 * so the desk can tell a caller (DECISIONS "Slot holds"; staff only).
 */
export function HoldBlock({
  hold,
  courtName,
  style,
}: {
  hold: THeldSlot;
  courtName: string;
  style: CSSProperties;
}) {
  const holder = fullName(hold.holder);
  const until = formatKarachiTime(new Date(hold.expiresAt));
  return (
    <div
      className={classes.block}
      data-status="held"
      data-testid={`hold-${hold.holder._id}`}
      style={style}
      role="note"
      aria-label={`${courtName}, ${hold.start} - ${hold.end}, held by ${holder} until ${until}`}
    >
      <div className={classes.blockName}>{holder}</div>
      <div>
        {hold.start} - {hold.end} · held until {until}
      </div>
    </div>
  );
}
