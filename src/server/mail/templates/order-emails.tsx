import type { MailOrder } from '../messages';
import { ActionButton, EmailLayout, Fact, Paragraph, Rule, TextLink } from './layout';
import { DeliveryAddress, OrderLines } from './order-parts';
import type { ShopLinks, Templates } from './template';
import { dollars, orderNumber } from './words';

type OrderKind = 'order-paid' | 'order-shipped' | 'order-refunded' | 'order-expired' | 'order-cancelled';

const orderPage = (links: ShopLinks, order: MailOrder) => links.to(`/dashboard/myOrders/${order.orderId}`);
/** A receipt's or credit note's printable page. */
const documentPage = (links: ShopLinks, number: string) => links.to(`/dashboard/documents/${number}`);

/** Where every order's message ends: the list of all the customer's orders. */
function MyOrdersLine({ links }: { links: ShopLinks }) {
  return (
    <>
      <Rule />
      <Paragraph>
        Every order you placed is in <TextLink href={links.to('/dashboard/myOrders')}>My Orders</TextLink>.
      </Paragraph>
    </>
  );
}

export const orderTemplates: Templates<OrderKind> = {
  'order-paid': (order, links) => ({
    body: (
      <EmailLayout
        preview={`We received ${dollars(order.totalCents)} for order ${orderNumber(order.orderId)}.`}
        heading="Thank you for your order"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {order.customerName}, we received your payment of {dollars(order.totalCents)} for order{' '}
          {orderNumber(order.orderId)}. This is your receipt.
        </Paragraph>
        {order.receipt && (
          <Paragraph>
            Receipt <TextLink href={documentPage(links, order.receipt)}>{order.receipt}</TextLink>, to print or save as
            PDF.
          </Paragraph>
        )}
        <OrderLines order={order} />
        {order.transactionId && <Fact label="Transaction" lines={[order.transactionId]} />}
        <DeliveryAddress order={order} />
        <ActionButton href={orderPage(links, order)}>See your order</ActionButton>
        <MyOrdersLine links={links} />
      </EmailLayout>
    ),
  }),

  'order-shipped': (order, links) => ({
    body: (
      <EmailLayout
        preview={`Order ${orderNumber(order.orderId)} left the shop${order.carrier ? ` with ${order.carrier}` : ''}.`}
        heading="Your order is on its way"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {order.customerName}, order {orderNumber(order.orderId)} has left the shop
          {order.carrier ? ` with ${order.carrier}` : ''}.
        </Paragraph>
        {order.carrier && <Fact label="Carrier" lines={[order.carrier]} />}
        {order.trackingNumber && <Fact label="Tracking number" lines={[order.trackingNumber]} />}
        <DeliveryAddress order={order} label="On its way to" />
        <ActionButton href={orderPage(links, order)}>See your order</ActionButton>
        <MyOrdersLine links={links} />
      </EmailLayout>
    ),
  }),

  'order-refunded': (order, links) => ({
    body: (
      <EmailLayout
        preview={`We refunded ${dollars(order.refundedCents)} for order ${orderNumber(order.orderId)}.`}
        heading={order.whole ? 'Your order was refunded' : 'Part of your order was refunded'}
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {order.customerName}, we refunded {dollars(order.refundedCents)} for order {orderNumber(order.orderId)}{' '}
          to the card you paid with. Your bank may take a few working days to show it.
        </Paragraph>
        <Fact label="Amount refunded" lines={[dollars(order.refundedCents)]} />
        {order.creditNote && (
          <Paragraph>
            Credit note <TextLink href={documentPage(links, order.creditNote)}>{order.creditNote}</TextLink>, to print
            or save as PDF.
          </Paragraph>
        )}
        <OrderLines order={order} />
        <ActionButton href={orderPage(links, order)}>See your order</ActionButton>
        <MyOrdersLine links={links} />
      </EmailLayout>
    ),
  }),

  'order-expired': (order, links) => ({
    body: (
      <EmailLayout
        preview={`Order ${orderNumber(order.orderId)} was not paid in time; its tools went back on the shelf.`}
        heading="Your order expired unpaid"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {order.customerName}, order {orderNumber(order.orderId)} was not paid in time, so its tools went back on
          the shelf. Nothing was charged. If you still want them, you are welcome to order again.
        </Paragraph>
        <OrderLines order={order} />
        {/* The order's page lists its tools, each with its own "Order again", as the shop's pages do. */}
        <ActionButton href={orderPage(links, order)}>Order again</ActionButton>
        <Paragraph>
          Or <TextLink href={links.home}>browse all the tools</TextLink>.
        </Paragraph>
        <MyOrdersLine links={links} />
      </EmailLayout>
    ),
  }),

  'order-cancelled': (order, links) => ({
    body: (
      <EmailLayout
        preview={`Order ${orderNumber(order.orderId)} was cancelled${order.refundedCents === null ? '' : ` and ${dollars(order.refundedCents)} refunded`}.`}
        heading="Your order was cancelled"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {order.customerName}, {order.byShop ? 'we cancelled' : 'as you asked, we cancelled'} order{' '}
          {orderNumber(order.orderId)}.
          {order.refundedCents === null
            ? ' Nothing was charged for it.'
            : ` We refunded ${dollars(order.refundedCents)} to the card you paid with; your bank may take a few working days to show it.`}
        </Paragraph>
        {order.refundedCents !== null && <Fact label="Amount refunded" lines={[dollars(order.refundedCents)]} />}
        <OrderLines order={order} />
        {order.byShop && (
          <Paragraph>
            Questions about it? Reply to this email or <TextLink href={links.to('/contactUs')}>write to us</TextLink>.
          </Paragraph>
        )}
        <ActionButton href={orderPage(links, order)}>See your order</ActionButton>
        <MyOrdersLine links={links} />
      </EmailLayout>
    ),
  }),
};
