import type { ComponentType } from 'react';

/**
 * One row of a screens table: where a screen is, its code, who may open it and its place in a
 * menu. Routes, menus and the page's preloads are derived from the rows, so a screen's path is
 * written once. `load` is a lazy `import()`: a table imports no screen's code, so the landing
 * page does not load what the other screens show.
 */
export type ScreenRow<Role extends string, Section extends string> = {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Who may open it; anyone when absent. */
  roles?: readonly Role[];
  /** Its name in menus. */
  label?: string;
  /** The menu section that links to it (the table's order is the menu's). */
  menu?: Section;
};

/** The rows a menu section links to, in the table's order. */
export function menuSection<Row extends { menu?: string }>(
  rows: readonly Row[],
  section: NonNullable<Row['menu']>,
): Row[] {
  return rows.filter((row) => row.menu === section);
}
