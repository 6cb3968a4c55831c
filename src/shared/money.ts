/** Money is stored as integer cents and sent over the API as dollars. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

const dollarFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatDollars(dollars: number): string {
  return dollarFormat.format(dollars);
}
