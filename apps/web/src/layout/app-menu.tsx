import { Link, useLocation } from 'wouter';
import button from '../components/button.module.css';
import { openAuthModal } from '../features/auth/auth-events';
import type { MenuLink } from '../lib/screen-table';
import { isForVisitors, type PlayerRole } from '../screens/player-screens';
import classes from './app-layout.module.css';

type UserName = { firstName: string; lastName: string; email: string };

type MenuSectionProps = {
  title: string;
  links: readonly MenuLink<PlayerRole>[];
  onNavigate: () => void;
  /** A visitor's links to pages that need an account open the login instead. */
  needsLogin?: boolean;
};

export function MenuSection({ title, links, onNavigate, needsLogin = false }: MenuSectionProps) {
  const [location] = useLocation();
  return (
    <nav aria-label={title}>
      <div className={classes.sectionTitle}>{title}</div>
      {links.map((link) =>
        needsLogin && !isForVisitors(link) ? (
          <button
            key={link.href}
            type="button"
            className={classes.navLink}
            data-auth-mode="login"
            onClick={() => {
              onNavigate();
              openAuthModal('login');
            }}
          >
            {link.label}
          </button>
        ) : (
          <Link
            key={link.href}
            href={link.href}
            className={classes.navLink}
            data-active={location === link.href || undefined}
            aria-current={location === link.href ? 'page' : undefined}
            onClick={onNavigate}
          >
            {link.label}
          </Link>
        ),
      )}
    </nav>
  );
}

export function UserLines({ firstName, lastName, email }: UserName) {
  return (
    <>
      <p className={classes.userName}>
        {firstName} {lastName}
      </p>
      <p className={classes.userEmail}>{email}</p>
    </>
  );
}

type MenuFooterProps = {
  user: UserName | null | undefined;
  isAdmin: boolean;
  onClose: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
};

/** The menu's foot: the signed-in person and Logout, or a visitor's Get Started and Login. */
export function MenuFooter({ user, isAdmin, onClose, onLogout, isLoggingOut }: MenuFooterProps) {
  const close = onClose;
  return (
    <div className={classes.menuFooter}>
      {user ? (
        <>
          <div className={isAdmin ? undefined : classes.footerUser}>
            <UserLines {...user} />
          </div>
          <button
            type="button"
            className={button.root}
            data-variant="default"
            data-block
            onClick={onLogout}
            disabled={isLoggingOut}
          >
            Logout
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            className={button.root}
            data-block
            data-auth-mode="register"
            onClick={() => {
              close();
              openAuthModal('register');
            }}
          >
            Get Started
          </button>
          <button
            type="button"
            className={button.root}
            data-variant="default"
            data-block
            data-auth-mode="login"
            onClick={() => {
              close();
              openAuthModal('login');
            }}
          >
            Login
          </button>
        </>
      )}
    </div>
  );
}
