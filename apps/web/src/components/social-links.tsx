import { ActionIcon, Group, type MantineSize } from '@mantine/core';
import type { TSocialMediaLink, TSocialPlatform } from '@padel/contract';
import { useMemo } from 'react';
import { useTexts } from '../i18n/texts';
import { componentsTexts } from './components-texts';
import { isMobileUserAgent, toSocialHref } from './social-links-href';

type Icon = { label: string; color: string; path: string; isStroke?: boolean };

const ICONS: Record<Exclude<TSocialPlatform, 'custom'>, Icon> = {
  facebook: {
    label: 'Facebook',
    color: '#1877F2',
    path: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  },
  instagram: {
    label: 'Instagram',
    color: '#E4405F',
    isStroke: true,
    path: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17.5 6.5h.01',
  },
  twitter: {
    label: 'X (Twitter)',
    color: '#000000',
    path: 'M3.5 3h5.3l4 5.5L17.6 3h2.6l-6.3 7.2L21 21h-5.3l-4.4-6-5.3 6H3.4l6.7-7.6z',
  },
  linkedin: {
    label: 'LinkedIn',
    color: '#0A66C2',
    path: 'M3 9h4v12H3zM5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM9 9h4v1.7c.6-1 1.9-2 3.8-2 3.4 0 4.2 2.2 4.2 5.1V21h-4v-6.3c0-1.5-.1-3.2-2-3.2s-2.1 1.4-2.1 3.1V21H9z',
  },
  youtube: {
    label: 'YouTube',
    color: '#FF0000',
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  },
  tiktok: {
    label: 'TikTok',
    color: '#000000',
    path: 'M16.5 3c.3 2.2 1.7 3.7 4 3.9v3.2c-1.5 0-2.8-.4-4-1.2v6.3A6.2 6.2 0 1 1 11 9.1v3.3a3 3 0 1 0 2.2 2.9V3z',
  },
  whatsapp: {
    label: 'WhatsApp',
    color: '#25D366',
    path: 'M12 2a10 10 0 0 0-8.7 14.9L2 22l5.2-1.3A10 10 0 1 0 12 2zm-3.3 5.5c.3 0 .5 0 .7.5l.9 2.1c.1.3 0 .5-.1.7l-.6.7c-.2.2-.2.4 0 .7a8 8 0 0 0 3.9 3.4c.3.1.5.1.7-.1l.8-1c.2-.3.4-.3.7-.2l2 1c.3.1.5.3.5.5 0 .9-.6 2.2-2.1 2.3-1.2.1-2.6-.3-4.6-1.6-2.3-1.6-3.6-3.6-4-5.2-.4-1.7.3-3 1.2-3.6.2-.1.4-.2.6-.2z',
  },
};

function PlatformIcon({ icon, size }: { icon: Icon; size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill={icon.isStroke ? 'none' : 'currentColor'}
      stroke={icon.isStroke ? 'currentColor' : 'none'}
      strokeWidth={icon.isStroke ? 2 : undefined}
      strokeLinecap="round"
      fillRule="evenodd"
    >
      <path d={icon.path} />
    </svg>
  );
}

type SocialLinksProps = {
  links: readonly TSocialMediaLink[];
  /** Compact shows at most three icons (spec: contact blocks). */
  compact?: boolean;
  size?: MantineSize;
};

/** The venue's social links as icons; each opens in a new tab, WhatsApp in the app on a phone. */
export function SocialLinks({ links, compact = false, size = 'lg' }: SocialLinksProps) {
  const t = useTexts(componentsTexts);
  const isMobile = useMemo(
    () => typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent),
    [],
  );
  const shown = compact ? links.slice(0, 3) : links;
  if (shown.length === 0) return null;
  const iconSize = compact ? 16 : 20;
  return (
    <Group gap={compact ? 6 : 'xs'} wrap="wrap">
      {shown.map((link) => {
        const { href, opensInNewTab } = toSocialHref(link, isMobile);
        const icon = link.platform === 'custom' ? null : ICONS[link.platform];
        const label = icon?.label ?? (link.customName || t('components.website'));
        return (
          <ActionIcon
            key={link._id}
            component="a"
            href={href}
            {...(opensInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            aria-label={label}
            title={label}
            variant="light"
            color="gray"
            radius="xl"
            size={compact ? 'md' : size}
            style={icon ? { color: icon.color } : undefined}
          >
            {icon ? (
              <PlatformIcon icon={icon} size={iconSize} />
            ) : (
              <span aria-hidden="true" style={{ fontSize: iconSize - 2, lineHeight: 1 }}>
                {link.customIcon || '🔗'}
              </span>
            )}
          </ActionIcon>
        );
      })}
    </Group>
  );
}
