/** Every key of the payments starts here; never saved on the device. */
export const paymentKeys = {
  all: ['payments'] as const,
  intent: (orderId: string) => ['payments', 'intent', orderId] as const,
};
