import { AppShell, Box, Burger, Button, Divider, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { openAuthModal } from '../features/auth/auth-events';
import { useLogout, useSession } from '../features/auth/use-session';
import { BrandLogo } from './brand-logo';

const PAGE_LINKS = [
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
  { href: '/terms', label: 'Terms' },
  { href: '/privacy', label: 'Privacy' },
  { href: '/refund-policy', label: 'Refund Policy' },
  { href: '/faq', label: 'FAQ' },
];

const BOOKING_LINKS = [
  { href: '/booking', label: 'Book Courts' },
  { href: '/my-bookings', label: 'My Bookings' },
  { href: '/settings', label: 'Account Settings' },
  { href: '/account-settings', label: 'Privacy & Data' },
];

const ADMIN_LINKS = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/bookings', label: 'Bookings' },
  { href: '/admin/courts', label: 'Courts' },
  { href: '/admin/schedule', label: 'Schedule' },
  { href: '/admin/users', label: 'Users' },
  { href: '/admin/transactions', label: 'Transactions' },
  { href: '/admin/api-keys', label: 'API Keys' },
  { href: '/admin/settings', label: 'Settings' },
];

function MenuSection({ title, links, onNavigate }: { title: string; links: typeof PAGE_LINKS; onNavigate: () => void }) {
  const [location] = useLocation();
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm">
        {title}
      </Text>
      {links.map((link) => (
        <NavLink
          key={link.href}
          component={Link}
          href={link.href}
          label={link.label}
          active={location === link.href}
          onClick={onNavigate}
        />
      ))}
    </Stack>
  );
}

/** Header, side menu and menu footer (spec: navigation; breakpoints 700/450/950 px). */
export function AppLayout({ children }: { children: ReactNode }) {
  const [isMenuOpen, { toggle, close }] = useDisclosure(false);
  const [location, navigate] = useLocation();
  const { user, isAuthenticated, isAdmin } = useSession();
  const logout = useLogout();
  const isAdminArea = location.startsWith('/admin');
  const isWide950 = useMediaQuery('(min-width: 950px)');
  const isWide450 = useMediaQuery('(min-width: 450px)');
  const isWide700 = useMediaQuery('(min-width: 700px)');

  const onLogout = async () => {
    await logout.mutateAsync().catch(() => undefined);
    close();
    navigate('/');
  };

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !isMenuOpen } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={isMenuOpen} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Open menu" />
            <Link href="/" aria-label="Home">
              <BrandLogo />
            </Link>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {!isAuthenticated && isWide950 !== false && (
              <>
                <Button variant="subtle" onClick={() => openAuthModal('login')}>
                  Login
                </Button>
                <Button onClick={() => openAuthModal('register')}>Sign Up</Button>
              </>
            )}
            {isAdmin && !isAdminArea && (
              <Button variant="light" component={Link} href="/admin">
                Admin
              </Button>
            )}
            {isAdminArea && (
              <Button variant="subtle" component={Link} href="/">
                Back to Booking
              </Button>
            )}
            {isAuthenticated && !isAdmin && isWide450 && user && (
              <Box px="sm" py={4} style={{ borderRadius: 999, background: 'var(--mantine-color-orange-0)' }}>
                <Text size="sm" fw={600} lh={1.2}>
                  {user.firstName} {user.lastName}
                </Text>
                <Text size="xs" c="dimmed" lh={1.2}>
                  {user.email}
                </Text>
              </Box>
            )}
            {isAuthenticated && (
              <Button variant="default" onClick={onLogout} loading={logout.isPending}>
                Logout
              </Button>
            )}
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar>
        <AppShell.Section grow component={ScrollArea}>
          {isAdminArea && isAdmin ? (
            <MenuSection title="Admin" links={ADMIN_LINKS} onNavigate={close} />
          ) : (
            isAuthenticated && !isAdmin && <MenuSection title="Booking" links={BOOKING_LINKS} onNavigate={close} />
          )}
          <MenuSection title="Pages" links={PAGE_LINKS} onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section p="sm">
          <Divider mb="sm" />
          {isAuthenticated && user ? (
            <Stack gap="xs">
              {isWide700 !== false && (
                <Box>
                  <Text size="sm" fw={600}>
                    {user.firstName} {user.lastName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {user.email}
                  </Text>
                </Box>
              )}
              <Button variant="default" onClick={onLogout} loading={logout.isPending}>
                Logout
              </Button>
            </Stack>
          ) : (
            <Group grow>
              <Button variant="default" onClick={() => openAuthModal('login')}>
                Login
              </Button>
              <Button onClick={() => openAuthModal('register')}>Get Started</Button>
            </Group>
          )}
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
