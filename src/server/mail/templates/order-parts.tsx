import type { MailOrder } from '../messages';
import { Fact } from './layout';
import { dollars } from './words';

const cell = { fontSize: '15px', lineHeight: '22px', padding: '8px 4px', borderBottom: '1px solid #e2e8f0' };
const head = { ...cell, fontSize: '13px', color: '#52607a', fontWeight: 700 };
const right = { textAlign: 'right' as const };

/**
 * The order's lines and total as a table; in the plain-text part each line reads as one row of columns
 * (html-to-text's data table), so the receipt stays a receipt.
 */
export function OrderLines({ order }: { order: MailOrder }) {
  return (
    <table
      data-text-format="dataTable"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', margin: '0 0 20px', color: '#1d3557' }}
    >
      <thead>
        <tr>
          <th scope="col" style={{ ...head, textAlign: 'left' }}>
            Tool
          </th>
          <th scope="col" style={{ ...head, ...right }}>
            Qty
          </th>
          <th scope="col" style={{ ...head, ...right }}>
            Price
          </th>
          <th scope="col" style={{ ...head, ...right }}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, index) => (
          <tr key={index}>
            <td style={cell}>{line.productName}</td>
            <td style={{ ...cell, ...right }}>{line.quantity}</td>
            <td style={{ ...cell, ...right }}>{dollars(line.unitPriceCents)}</td>
            <td style={{ ...cell, ...right }}>{dollars(line.totalCents)}</td>
          </tr>
        ))}
        <tr>
          <td colSpan={3} style={{ ...cell, fontWeight: 700, borderBottom: 'none' }}>
            Total
          </td>
          <td style={{ ...cell, ...right, fontWeight: 700, borderBottom: 'none' }}>{dollars(order.totalCents)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export function DeliveryAddress({ order, label = 'Delivery address' }: { order: MailOrder; label?: string }) {
  return <Fact label={label} lines={[order.customerName, order.address, `${order.state} ${order.zip}`]} />;
}
