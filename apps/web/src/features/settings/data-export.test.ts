import { describe, expect, it } from 'vitest';
import { exportFileName, formatExportJson } from './data-export';

describe('data export', () => {
  it('names the file with the Karachi date', () => {
    expect(exportFileName(new Date('2026-06-15T10:00:00Z'))).toBe(
      'padel-data-export-2026-06-15.json',
    );
    // 20:00 UTC is already the next day in Karachi (UTC+5).
    expect(exportFileName(new Date('2026-06-15T20:00:00Z'))).toBe(
      'padel-data-export-2026-06-16.json',
    );
  });

  it('writes formatted JSON', () => {
    expect(formatExportJson({ user: { firstName: 'Ali' } })).toBe(
      '{\n  "user": {\n    "firstName": "Ali"\n  }\n}',
    );
  });
});
