import { useEffect, useId } from 'react';
import type { AuthModalMode } from './auth-events';
import { useTexts } from '../../i18n/texts';
import { useAuthHeadings } from './auth-headings';
import { authTexts } from './auth-texts';
import classes from './auth-dialog-frame.module.css';

/**
 * What the auth modal shows the moment it is asked for while its forms' code still loads (over a
 * second on a slow phone): the dialog with its title and a loader, so a tap is answered at once.
 * The forms' dialog takes its place as soon as their code has run. Escape or a tap outside
 * closes it, as they close the dialog.
 */
export function AuthDialogFrame({
  mode,
  reason,
  onClose,
}: {
  mode: AuthModalMode;
  /** Why the dialog opened, shown at once as the dialog shows it. */
  reason?: string | undefined;
  onClose: () => void;
}) {
  const titleId = useId();
  const t = useTexts(authTexts);
  const heading = useAuthHeadings()[mode].first;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      className={classes.overlay}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy="true"
        className={classes.content}
      >
        <span id={titleId}>
          <span className={classes.title}>{heading.title}</span>
          <span className={classes.subtitle}>{heading.subtitle}</span>
        </span>
        {reason && mode !== 'forgot-password' && (
          <p className={classes.reason} role="status">
            {reason}
          </p>
        )}
        <div className={classes.loading}>
          <span className={classes.spinner} role="status" aria-label={t('auth.loading')} />
        </div>
      </div>
    </div>
  );
}
