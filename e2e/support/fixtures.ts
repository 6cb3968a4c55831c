import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import pg from 'pg';
import { readStack } from './stack-info';

type Fixtures = {
  /** Direct SQL on the app's database, to check what really arrived. */
  sql: <Row extends Record<string, unknown>>(text: string, values?: unknown[]) => Promise<Row[]>;
};

export const test = base.extend<Fixtures>({
  sql: async ({}, use) => {
    const pool = new pg.Pool({ connectionString: readStack().databaseUrl, max: 2 });
    await use(async (text, values) => (await pool.query(text, values)).rows);
    await pool.end();
  },
});

export { expect };

/** No serious or critical WCAG 2.x A/AA violation on the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 640;
}
