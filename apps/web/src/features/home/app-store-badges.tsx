import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTexts } from '../../i18n/texts';
import { homeTexts } from './home-texts';
import classes from './home.module.css';

function StoreBadge({
  href,
  icon,
  small,
  big,
}: {
  href: string;
  icon: ReactNode;
  small: string;
  big: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classes.storeBadge}>
      {icon}
      <span>
        <span className={classes.storeSmall}>{small}</span>
        <span className={classes.storeBig}>{big}</span>
      </span>
    </a>
  );
}

/** App Store and Google Play badges, each only when its link is set (spec: home hero). */
export default function AppStoreBadges({
  appStoreUrl,
  playStoreUrl,
}: {
  appStoreUrl: string;
  playStoreUrl: string;
}) {
  const t = useTexts(homeTexts);
  return (
    <Group gap="sm">
      {appStoreUrl && (
        <StoreBadge
          href={appStoreUrl}
          small={t('home.storeApple')}
          big="App Store"
          icon={
            <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8s2.2-1.3 3.1-2.5c1-1.4 1.4-2.8 1.4-2.9-.1 0-2.7-1-2.7-4.1zM13.9 5c.7-.9 1.2-2 1.1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.1.1 2.3-.6 3-1.5z" />
            </svg>
          }
        />
      )}
      {playStoreUrl && (
        <StoreBadge
          href={playStoreUrl}
          small={t('home.storeGoogle')}
          big="Google Play"
          icon={
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path
                fill="#34A853"
                d="M3.6 2.2 13.8 12 3.6 21.8c-.4-.2-.6-.6-.6-1.1V3.3c0-.5.2-.9.6-1.1z"
              />
              <path fill="#FBBC04" d="m17.2 8.6-3.4 3.4 3.4 3.4 3.9-2.2c.9-.5.9-1.9 0-2.4z" />
              <path fill="#4285F4" d="M3.6 2.2c.3-.2.8-.2 1.2 0l12.4 6.4-3.4 3.4z" />
              <path fill="#EA4335" d="m13.8 12 3.4 3.4-12.4 6.4c-.4.2-.9.2-1.2 0z" />
            </svg>
          }
        />
      )}
    </Group>
  );
}
