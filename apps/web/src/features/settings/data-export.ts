import { todayInKarachi } from '@padel/domain';

/** Spec: the export downloads as a formatted JSON file named with the (Karachi) date. */
export function exportFileName(now: Date): string {
  return `padel-data-export-${todayInKarachi(now)}.json`;
}

export function formatExportJson(data: unknown): string {
  return JSON.stringify(data, null, 2);
}

/** Hands the browser a JSON file to save. */
export function downloadJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([formatExportJson(data)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start reading the blob only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
