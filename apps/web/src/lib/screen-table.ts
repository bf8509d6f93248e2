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
  /** Who may open it. */
  roles: readonly Role[];
  /** Its link in a menu section (the table's order is the menu's). */
  menu?: { label: string; section: Section };
};

/** A menu's link to a screen. */
export type MenuLink<Role extends string = string> = {
  href: string;
  label: string;
  roles: readonly Role[];
};

/** The links of a menu section, in the table's order. */
export function menuSection<Role extends string, Section extends string>(
  rows: readonly ScreenRow<Role, Section>[],
  section: Section,
): MenuLink<Role>[] {
  return rows.flatMap(({ path, menu, roles }) =>
    menu?.section === section ? [{ href: path, label: menu.label, roles }] : [],
  );
}
