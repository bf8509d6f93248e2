import { AppShell, Badge, Box, Burger, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useLogout, useSession } from '../auth';
import { BrandLogo } from '../../components/brand-logo';
import { navItemOf, navItemsFor } from './admin-nav';
import classes from './admin-layout.module.css';

const ROLE_LABEL: Record<string, string> = { admin: 'Admin', staff: 'Staff' };

type ConsoleMenuProps = { onNavigate: () => void; onLogout: () => void; isLoggingOut: boolean };

/** The menu for the signed-in role, and the person with Back to Booking and Logout. */
function ConsoleMenu({ onNavigate, onLogout, isLoggingOut }: ConsoleMenuProps) {
  const [location] = useLocation();
  const { user } = useSession();
  const items = navItemsFor(user?.role);
  const current = navItemOf(location);
  return (
    <>
      <nav aria-label="Console" className={classes.menu}>
        {items.map((item) => (
          <Link
            key={item.href}
            href={item.href}
            className={classes.navLink}
            data-active={current?.href === item.href || undefined}
            aria-current={current?.href === item.href ? 'page' : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      <div className={classes.menuFooter}>
        <Stack gap="xs">
          {user && (
            <Box style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {user.firstName} {user.lastName}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.email} · {ROLE_LABEL[user.role] ?? user.role}
              </Text>
            </Box>
          )}
          <Button variant="light" component={Link} href="/" onClick={onNavigate} fullWidth>
            Back to Booking
          </Button>
          <Button variant="default" onClick={onLogout} disabled={isLoggingOut} fullWidth>
            Logout
          </Button>
        </Stack>
      </div>
    </>
  );
}

/**
 * The console's frame: a side menu on desktops, a drawer on tablets and phones (under 992 px),
 * the signed-in person's name and role, and a way back to the player site.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [isMenuOpen, { open, close }] = useDisclosure(false);
  const [, navigate] = useLocation();
  const { user } = useSession();
  const logout = useLogout();
  const onLogout = () => {
    close();
    navigate('/');
    logout.mutate();
  };

  return (
    <AppShell
      data-console
      header={{ height: 60 }}
      navbar={{ width: 230, breakpoint: 'md', collapsed: { mobile: true } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={isMenuOpen}
              onClick={open}
              hiddenFrom="md"
              size="md"
              aria-label="Open menu"
            />
            <Link href="/admin" className={classes.brand} onClick={close}>
              <BrandLogo />
            </Link>
            <Badge variant="light" color="gray" visibleFrom="xs">
              Console
            </Badge>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {user && (
              <Box className={classes.headerUser} ta="right">
                <Text size="sm" fw={600} lh={1.2} truncate>
                  {user.firstName} {user.lastName}
                </Text>
                <Text size="xs" c="dimmed" lh={1.2}>
                  {ROLE_LABEL[user.role] ?? user.role}
                </Text>
              </Box>
            )}
            <Button variant="subtle" component={Link} href="/" visibleFrom="sm">
              Back to Booking
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar visibleFrom="md">
        <ConsoleMenu onNavigate={close} onLogout={onLogout} isLoggingOut={logout.isPending} />
      </AppShell.Navbar>

      {/* Tablets and phones: the same menu in a drawer from the left. */}
      <Drawer
        opened={isMenuOpen}
        onClose={close}
        size={280}
        padding={0}
        title="Menu"
        closeButtonProps={{ 'aria-label': 'Close menu', size: 'lg' }}
        hiddenFrom="md"
        styles={{
          header: { paddingInline: 'var(--mantine-spacing-md)' },
          body: { height: 'calc(100% - 60px)', display: 'flex', flexDirection: 'column' },
        }}
      >
        <ConsoleMenu onNavigate={close} onLogout={onLogout} isLoggingOut={logout.isPending} />
      </Drawer>

      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
