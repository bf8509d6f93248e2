import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** The part of @capacitor/network the app uses. */
export type NetworkMonitor = {
  getStatus: () => Promise<{ connected: boolean }>;
  addListener: (
    event: 'networkStatusChange',
    listener: (status: { connected: boolean }) => void,
  ) => Promise<{ remove: () => Promise<void> }>;
};

/**
 * Queries follow the phone's connection: while it is down they pause instead of failing, and
 * they retry (and refetch what went stale) as soon as it returns.
 */
export function followNetwork(network: NetworkMonitor, manager = onlineManager): void {
  manager.setEventListener((setOnline) => {
    void network.getStatus().then((status) => setOnline(status.connected));
    const listening = network.addListener('networkStatusChange', (status) =>
      setOnline(status.connected),
    );
    return () => void listening.then((handle) => handle.remove());
  });
}

/** Whether the phone is online, as the queries see it. */
export function useIsOnline(manager = onlineManager): boolean {
  return useSyncExternalStore(
    (onChange) => manager.subscribe(onChange),
    () => manager.isOnline(),
  );
}
