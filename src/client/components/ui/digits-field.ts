import type { KeyboardEvent } from 'react';

const allowedKeys = new Set(['Backspace', 'Delete', 'Tab', 'Enter', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** Input props for fields that take digit keys only (zip, quantities, prices), as the spec asks. */
export const digitsOnly = {
  inputMode: 'numeric' as const,
  pattern: '[0-9]*',
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || allowedKeys.has(event.key)) return;
    if (!/^\d$/.test(event.key)) event.preventDefault();
  },
};

/** Pasted text keeps its digits only. */
export const keepDigits = (value: string) => value.replace(/\D/g, '');

/** Input props for a price in dollars and cents: digits and one decimal point. */
export const moneyOnly = {
  inputMode: 'decimal' as const,
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || allowedKeys.has(event.key)) return;
    if (!/^[\d.]$/.test(event.key)) event.preventDefault();
  },
};

/** Typed or pasted text keeps digits, one decimal point and at most two decimals. */
export const keepMoney = (value: string) => {
  const [whole = '', ...rest] = value.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
};
