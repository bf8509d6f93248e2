import type { AppRouter } from '@padel/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

/** Typed tRPC hooks over TanStack Query: `const trpc = useTRPC(); useQuery(trpc.courts.list.queryOptions(...))`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
