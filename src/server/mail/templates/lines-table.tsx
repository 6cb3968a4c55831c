import type { ReactNode } from 'react';
import { dollars } from './words';

const cell = { fontSize: '15px', lineHeight: '22px', padding: '8px 4px', borderBottom: '1px solid #e2e8f0' };
const head = { ...cell, fontSize: '13px', color: '#52607a', fontWeight: 700 };
const right = { textAlign: 'right' as const };

export interface TableLine {
  name: string;
  quantity: ReactNode;
  unitPriceCents: number;
  totalCents: number;
}

/**
 * Lines and their sums as a table; in the plain-text part each line reads as one row of columns
 * (html-to-text's data table), so a receipt or an invoice stays one.
 */
export function LinesTable({ what, lines, sums }: { what: string; lines: TableLine[]; sums: [string, number][] }) {
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
            {what}
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
        {lines.map((line, index) => (
          <tr key={index}>
            <td style={cell}>{line.name}</td>
            <td style={{ ...cell, ...right }}>{line.quantity}</td>
            <td style={{ ...cell, ...right }}>{dollars(line.unitPriceCents)}</td>
            <td style={{ ...cell, ...right }}>{dollars(line.totalCents)}</td>
          </tr>
        ))}
        {sums.map(([label, cents]) => (
          <tr key={label}>
            <td colSpan={3} style={{ ...cell, fontWeight: 700, borderBottom: 'none' }}>
              {label}
            </td>
            <td style={{ ...cell, ...right, fontWeight: 700, borderBottom: 'none' }}>{dollars(cents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
