import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useSession } from './use-session';
import screens from '../../components/fallback-screens.module.css';

/**
 * Who may pass: any signed-in person, the console's people (staff and admins), or admins only
 * (spec: /admin needs an admin; DECISIONS gives staff the booking and schedule screens).
 */
export type RouteAccess = 'signed-in' | 'staff' | 'admin';

function isAllowedFor(role: string | undefined, access: RouteAccess): boolean {
  if (!role) return false;
  if (access === 'admin') return role === 'admin';
  if (access === 'staff') return role === 'admin' || role === 'staff';
  return true;
}

/** Spec: shows 'Loading...' while loading and sends anyone not allowed to '/'. */
export function ProtectedRoute({
  children,
  access = 'signed-in',
}: {
  children: ReactNode;
  access?: RouteAccess;
}) {
  const { user, isLoading } = useSession();
  const [, navigate] = useLocation();
  const isAllowed = isAllowedFor(user?.role, access);
  useEffect(() => {
    if (!isLoading && !isAllowed) navigate('/', { replace: true });
  }, [isLoading, isAllowed, navigate]);
  if (isLoading || !isAllowed) {
    return (
      <div className={screens.loading}>
        <p>Loading...</p>
      </div>
    );
  }
  return <>{children}</>;
}
