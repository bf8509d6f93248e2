import { Center, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../features/auth/use-session';

/** Spec: shows 'Loading...' while loading and sends a visitor to '/'. */
export function ProtectedRoute({ children, adminOnly = false }: { children: ReactNode; adminOnly?: boolean }) {
  const { user, isLoading } = useSession();
  const [, navigate] = useLocation();
  const isAllowed = Boolean(user) && (!adminOnly || user?.role === 'admin');
  useEffect(() => {
    if (!isLoading && !isAllowed) navigate('/', { replace: true });
  }, [isLoading, isAllowed, navigate]);
  if (isLoading || !isAllowed) {
    return (
      <Center py="xl">
        <Text>Loading...</Text>
      </Center>
    );
  }
  return <>{children}</>;
}
