import type { Locator, Page } from '@playwright/test';

/** A dashboard table by its label: a table where its columns fit, a list of cards where they do not. */
export function dataTable(page: Page, name: string): Locator {
  return page.getByRole('table', { name }).or(page.getByRole('list', { name }));
}

/** The rows of such a table: table rows, or cards. */
export function rowsOf(table: Locator): Locator {
  return table.getByRole('row').or(table.getByRole('listitem'));
}
