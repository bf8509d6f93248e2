import { Group, Text } from '@mantine/core';
import { toServerUrl } from '../lib/server-url';
import { useBusiness } from '../lib/use-business';

/** The venue's logo and name from business settings, with the default mark as fallback. */
export function BrandLogo() {
  const business = useBusiness();
  const logo = business?.logoUrl;
  return (
    <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
      {logo ? (
        <img
          src={toServerUrl(logo)}
          alt=""
          width={32}
          height={32}
          decoding="async"
          style={{ objectFit: 'contain', flexShrink: 0 }}
        />
      ) : (
        <svg
          width="32"
          height="32"
          viewBox="0 0 64 64"
          aria-hidden="true"
          style={{ flexShrink: 0 }}
        >
          <circle cx="32" cy="32" r="30" fill="#f97316" />
          <circle cx="32" cy="32" r="12" fill="#facc15" />
        </svg>
      )}
      <Text fw={800} size="lg" c="dark" truncate>
        {business?.businessName || 'Padel Arena'}
      </Text>
    </Group>
  );
}
