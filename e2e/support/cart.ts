import { expect, type Page } from '@playwright/test';
import type { Tool } from '../../src/shared/answers/catalogue';
import type { Cart, Order } from '../../src/shared/answers/orders';
import { demoAdmin } from './accounts';
import { apiSessionToken } from './fixtures';

export const cartLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ });

/** The header's cart link says how many tools are in the cart ("Cart" when none). */
export async function expectCartCount(page: Page, count: number) {
  await expect(cartLink(page)).toHaveAccessibleName(
    count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'tool' : 'tools'}`,
  );
}

export const cartLines = (page: Page) => page.getByRole('list', { name: 'Cart' }).getByRole('listitem');

/** A notice the app raised (a toast), by its words. */
export const said = (page: Page, words: string | RegExp) => page.getByRole('alert').filter({ hasText: words });

export async function addFromCard(page: Page, name: string) {
  await page.getByRole('button', { name: `Add ${name} to cart` }).click();
}

export async function fillDelivery(page: Page) {
  await page.getByLabel('Address').fill('12 Scaffold Row');
  await page.getByLabel('State').fill('Oregon');
  await page.getByLabel('Zip').fill('97401');
}

export async function toolNamed(page: Page, name: string): Promise<Tool> {
  const tools = (await (await page.request.get('/api/services')).json()) as Tool[];
  const tool = tools.find((candidate) => candidate.name === name);
  expect(tool, name).toBeDefined();
  return tool!;
}

/** A signed-in person's cart as the server keeps it. */
export async function serverCart(page: Page, account: { email: string; password: string }): Promise<Cart> {
  const token = await apiSessionToken(page.request, account);
  const response = await page.request.get('/api/cart', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Cart;
}

/** A customer's orders through the API. */
export async function ordersOf(page: Page, account: { email: string; password: string }): Promise<Order[]> {
  const token = await apiSessionToken(page.request, account);
  const response = await page.request.get(`/api/orders/${account.email}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Order[];
}

/** An admin changes a tool through the API; answers how to put it back as it was. */
export async function changeTool(
  page: Page,
  tool: Tool,
  change: Partial<Pick<Tool, 'price' | 'orderQuanity' | 'minOrderQuanity'>>,
): Promise<() => Promise<void>> {
  const token = await apiSessionToken(page.request, demoAdmin);
  const put = async (fields: Tool) => {
    const response = await page.request.put(`/api/services/${tool._id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name: fields.name,
        desc: fields.desc,
        price: fields.price,
        minOrderQuantity: fields.minOrderQuanity,
        orderQuanitity: fields.orderQuanity,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await put({ ...tool, ...change });
  return () => put(tool);
}
