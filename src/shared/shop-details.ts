/**
 * The shop as its customers reach it: the contact page's cards and every email's footer tell the same
 * name, address, phone and email.
 */
export const shopDetails = {
  name: 'Brushwork',
  streetAddress: '214 Maple Street',
  locality: 'Springfield, OR 97477',
  /** Its state's code: the tax of an order collected at the shop is this state's. */
  state: 'OR',
  phone: '(555) 014-2290',
  email: 'hello@brushwork.example',
} as const;

/** "214 Maple Street, Springfield, OR 97477" */
export const shopPostalAddress = `${shopDetails.streetAddress}, ${shopDetails.locality}`;
