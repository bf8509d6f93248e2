import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import button from '../components/button.module.css';
import { openAuthModal } from '../features/auth/auth-events';
import { useLogout, useSession } from '../features/auth/use-session';
import { useBusiness } from '../lib/use-business';
import { menuSection } from '../lib/screen-table';
import { FOOTER_LINKS, PLAYER_SCREENS } from '../screens/player-screens';
import classes from './app-layout.module.css';
import { MenuSection, UserLines } from './app-menu';
import { BrandLogo } from '../components/brand-logo';
import { commonTexts } from '../i18n/common-texts';
import { LanguageSwitch } from './language-switch';
import { useTexts } from '../i18n/texts';

/** The players' menu and footer, from the screens table. */
const BOOKING_LINKS = menuSection(PLAYER_SCREENS, 'Booking');
const PAGE_LINKS = menuSection(PLAYER_SCREENS, 'Pages');

/**
 * Header, side menu and menu footer (spec: navigation). The menu is a drawer under 768 px; the
 * spec's 950/450/700 px breakpoints hide parts with CSS so nothing flickers as the page loads.
 * The frame is plain elements and CSS (app-layout.module.css, button.module.css): Mantine's
 * AppShell cost the landing page 7 KB of gzipped JavaScript for what three fixed boxes do, and its
 * Burger, Button, Group and Text more for what a few rules of CSS do.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const [, navigate] = useLocation();
  const { user, isLoading, isAuthenticated, isAdmin, isStaff } = useSession();
  const business = useBusiness();
  const logout = useLogout();
  const t = useTexts(commonTexts);

  // Home first, so the signed-in page being left does not ask again for what it showed.
  const onLogout = () => {
    close();
    navigate('/');
    logout.mutate();
  };

  return (
    <>
      <header className={classes.header}>
        <div className={classes.headerBar}>
          <div className={classes.headerStart}>
            <button
              type="button"
              className={classes.burger}
              onClick={() => setMenuOpen((isOpen) => !isOpen)}
              aria-label={t(isMenuOpen ? 'common.closeMenu' : 'common.openMenu')}
              aria-expanded={isMenuOpen}
              aria-controls="app-menu"
            >
              <span className={classes.burgerLines} data-opened={isMenuOpen || undefined} />
            </button>
            <Link href="/" className={classes.brand} onClick={close}>
              <BrandLogo />
            </Link>
          </div>
          <div className={classes.headerLanguage}>
            <LanguageSwitch />
          </div>
          {!isLoading && (
            <div className={classes.headerEnd}>
              {!isAuthenticated && (
                <div className={`${classes.headerEnd} ${classes.headerLogin}`}>
                  <button
                    type="button"
                    className={button.root}
                    data-variant="subtle"
                    onClick={() => openAuthModal('login')}
                    data-auth-mode="login"
                  >
                    {t('common.login')}
                  </button>
                  <button
                    type="button"
                    className={button.root}
                    onClick={() => openAuthModal('register')}
                    data-auth-mode="register"
                  >
                    {t('common.signUp')}
                  </button>
                </div>
              )}
              {/* The console (/admin) has its own layout with its menu and Back to Booking. */}
              {isStaff && (
                <Link href="/admin" className={button.root} data-variant="light">
                  {t('common.admin')}
                </Link>
              )}
              {user && !isAdmin && (
                <div className={classes.userChip}>
                  <UserLines {...user} />
                </div>
              )}
              {isAuthenticated && (
                <button
                  type="button"
                  className={button.root}
                  data-variant="default"
                  onClick={onLogout}
                  disabled={logout.isPending}
                >
                  {t('common.logout')}
                </button>
              )}
            </div>
          )}
        </div>
      </header>

      <div id="app-menu" className={classes.navbar} data-open={isMenuOpen || undefined}>
        <div className={classes.menu}>
          {!isAdmin && !isLoading && (
            <MenuSection
              title={t('common.menuBooking')}
              links={BOOKING_LINKS}
              onNavigate={close}
              needsLogin={!isAuthenticated}
            />
          )}
          <MenuSection title={t('common.menuPages')} links={PAGE_LINKS} onNavigate={close} />
        </div>
        {!isLoading && (
          <div className={classes.menuFooter}>
            <LanguageSwitch block />
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
                  disabled={logout.isPending}
                >
                  {t('common.logout')}
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
                  {t('common.getStarted')}
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
                  {t('common.login')}
                </button>
              </>
            )}
          </div>
        )}
      </div>

      <main className={classes.main}>
        <div className={classes.content}>{children}</div>
        <footer className={classes.footer}>
          <span>
            {t('common.footerVenue', {
              year: new Date().getFullYear(),
              venue: business?.businessName || 'Padel Arena',
            })}
          </span>
          {FOOTER_LINKS.map((link) => (
            <Link key={link.path} href={link.path}>
              {t(`menu.${link.path}`)}
            </Link>
          ))}
        </footer>
      </main>
    </>
  );
}
