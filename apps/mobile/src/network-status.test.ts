import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followNetwork, type NetworkMonitor } from './network-status';

function createNetwork(connected: boolean) {
  const listeners: Array<(status: { connected: boolean }) => void> = [];
  const network: NetworkMonitor = {
    getStatus: async () => ({ connected }),
    addListener: async (_event, listener) => {
      listeners.push(listener);
      return { remove: async () => undefined };
    },
  };
  return {
    network,
    change: (isConnected: boolean) => listeners.forEach((l) => l({ connected: isConnected })),
  };
}

describe('queries and the network', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('pause while the phone is offline and retry when the network returns', async () => {
    const { network, change } = createNetwork(true);
    followNetwork(network);
    await vi.waitFor(() => expect(onlineManager.isOnline()).toBe(true));

    change(false);
    expect(onlineManager.isOnline()).toBe(false);

    // As the app's provider does: the client follows the online manager while mounted.
    const queryClient = new QueryClient();
    queryClient.mount();
    const load = vi.fn(async () => 'courts');
    const result = queryClient.fetchQuery({ queryKey: ['courts'], queryFn: load });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(['courts'])?.fetchStatus).toBe('paused');

    change(true);
    await expect(result).resolves.toBe('courts');
    expect(load).toHaveBeenCalledTimes(1);
    queryClient.unmount();
  });

  it('start offline when the phone has no network', async () => {
    const { network } = createNetwork(false);
    followNetwork(network);
    await vi.waitFor(() => expect(onlineManager.isOnline()).toBe(false));
  });
});
