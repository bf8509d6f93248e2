// JazzCash writes times as 'yyyyMMddHHmmss' on Karachi's clock. Pakistan has kept UTC+5 with no
// daylight saving since 2009, so a fixed offset is exact for every transaction the sandbox sees.

const KARACHI_OFFSET_MS = 5 * 60 * 60 * 1000;
const TXN_DATE_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** An instant as 'yyyyMMddHHmmss' in Karachi. */
export function formatKarachiDateTime(instant: Date): string {
  const local = new Date(instant.getTime() + KARACHI_OFFSET_MS);
  return (
    pad(local.getUTCFullYear(), 4) +
    pad(local.getUTCMonth() + 1) +
    pad(local.getUTCDate()) +
    pad(local.getUTCHours()) +
    pad(local.getUTCMinutes()) +
    pad(local.getUTCSeconds())
  );
}

/** 'yyyyMMdd' in Karachi (pp_SettlementDate). */
export function formatKarachiDate(instant: Date): string {
  return formatKarachiDateTime(instant).slice(0, 8);
}

/** The instant of a Karachi 'yyyyMMddHHmmss', or null when it is not a real date and time. */
export function parseKarachiDateTime(text: string): Date | null {
  const match = TXN_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hours ||
    check.getUTCMinutes() !== minutes ||
    check.getUTCSeconds() !== seconds
  ) {
    return null;
  }
  return new Date(utc - KARACHI_OFFSET_MS);
}
