import { Link, useLocation } from 'wouter';
import { openAuthModal } from '../features/auth/auth-events';
import { isForVisitors, type PlayerScreen } from '../screens/player-screens';
import { commonTexts } from '../i18n/common-texts';
import { useTexts } from '../i18n/texts';
import classes from './app-layout.module.css';

type UserName = { firstName: string; lastName: string; email: string | null };

type MenuSectionProps = {
  title: string;
  links: readonly PlayerScreen[];
  onNavigate: () => void;
  /** A visitor's links to pages that need an account open the login instead. */
  needsLogin?: boolean;
};

export function MenuSection({ title, links, onNavigate, needsLogin = false }: MenuSectionProps) {
  const [location] = useLocation();
  const t = useTexts(commonTexts);
  return (
    <nav aria-label={title}>
      <div className={classes.sectionTitle}>{title}</div>
      {links.map((link) =>
        needsLogin && !isForVisitors(link) ? (
          <button
            key={link.path}
            type="button"
            className={classes.navLink}
            data-auth-mode="login"
            onClick={() => {
              onNavigate();
              openAuthModal('login');
            }}
          >
            {t(`menu.${link.path}`)}
          </button>
        ) : (
          <Link
            key={link.path}
            href={link.path}
            className={classes.navLink}
            data-active={location === link.path || undefined}
            aria-current={location === link.path ? 'page' : undefined}
            onClick={onNavigate}
          >
            {t(`menu.${link.path}`)}
          </Link>
        ),
      )}
    </nav>
  );
}

export function UserLines({ firstName, lastName, email }: UserName) {
  return (
    <>
      <p className={classes.userName} dir="auto">
        {firstName} {lastName}
      </p>
      {email && (
        <p className={classes.userEmail} dir="ltr">
          {email}
        </p>
      )}
    </>
  );
}
