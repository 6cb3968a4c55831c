/** Money is stored as integer cents and sent over the API as dollars. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/**
 * Dollars as the shop writes them, `$1,234.50`, as Intl.NumberFormat('en-US', USD) would. Written out,
 * because the first number format a page creates loads the browser's locale data: a long task on a phone,
 * in the middle of hydrating the catalogue, for one fixed format.
 */
export function formatDollars(dollars: number): string {
  const cents = Math.round(Math.abs(dollars) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${dollars < 0 ? '-' : ''}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}
