/**
 * The name a person is shown by to someone else: the name they gave, or the word for their part when they gave
 * none. Never their email address: a painter does not get the customer's, and a customer does not get a
 * painter's.
 */
export function shownName(name: string | null | undefined, part: 'customer' | 'painter'): string {
  const given = name?.trim();
  if (given) return given;
  return part === 'painter' ? 'Painter' : 'Customer';
}
