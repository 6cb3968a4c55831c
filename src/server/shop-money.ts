import type { Database } from './db/client';
import type { Outbox } from './mail/outbox';
import { createMoney } from './money/money';
import { orderPayable } from './orders/order-payable';
import type { PaymentGateway } from './payments/gateway';
import { depositPayable } from './quotes/quote-deposit';

/**
 * The shop's money with every kind of thing its customers pay for plugged in: orders and quotes'
 * deposits. A new kind (a painting job's final invoice) is one more Payable here; the money module stays as it is.
 */
export const shopMoney = (db: Database, gateway: PaymentGateway, outbox: Outbox) =>
  createMoney(db, gateway, [orderPayable(outbox), depositPayable(outbox)]);
