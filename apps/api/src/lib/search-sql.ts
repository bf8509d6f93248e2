// The staff search box in SQL: a term matched anywhere in text columns (any case), and a phone
// typed in any form matched on the stored number's digits (works on PGlite and PostgreSQL).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { readPhoneSearch } from '@padel/domain';

/** `%term%` for ILIKE, with the pattern characters of the term taken literally. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The column's text contains the term, in any case. */
export const textContains = (column: SQLWrapper, term: string): SQL =>
  sql`${column} ilike ${containing(term)}`;

/** The phone in `column` is the one typed ('0300 1234567', '+92…', the last digits); else undefined. */
export function phoneMatches(column: SQLWrapper, typed: string): SQL | undefined {
  const search = readPhoneSearch(typed);
  if (!search) return undefined;
  const pattern = search.match === 'prefix' ? `${search.digits}%` : `%${search.digits}%`;
  return sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g') like ${pattern}`;
}
