import type { Database } from './db/client';
import type { MailQueue } from './mail/mail-queue';
import { createMoney } from './money/money';
import { orderPayable } from './orders/order-payable';
import { invoicePayable } from './painting-jobs/invoice-payment';
import type { PaymentGateway } from './payments/gateway';
import { depositPayable } from './quotes/quote-deposit';

/**
 * The shop's money with every kind of thing its customers pay for plugged in: orders, quotes' deposits and
 * painting jobs' final invoices. A new kind is one more Payable here; the money module stays as it is.
 */
export const shopMoney = (db: Database, gateway: PaymentGateway, mailQueue: MailQueue, timeZone: string) =>
  createMoney(db, gateway, [orderPayable(mailQueue), depositPayable(mailQueue), invoicePayable(mailQueue)], timeZone);
