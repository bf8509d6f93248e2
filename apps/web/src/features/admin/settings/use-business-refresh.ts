import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * What to refresh after a settings change. Links and images are stored by their own calls: only
 * the public site is refreshed, so the form keeps the edits not saved yet. A save refreshes the
 * business reads too, so what is saved shows at once on the public site.
 */
export function useBusinessRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshPublic = () =>
    queryClient.invalidateQueries({ queryKey: trpc.business.public.pathKey() });
  const refreshBusiness = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.business.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.settings.pathKey() }),
    ]);
  return { refreshPublic, refreshBusiness };
}
