import { type FormEvent, useState } from 'react';
import type { Books } from '@/shared/order-totals';
import { type StateCode, stateCodes, usStates } from '@/shared/us-states';
import { Notice } from '@/client/components/ui/notice';
import { TextField } from '@/client/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useBooksNow } from '../api/get-books';
import { useSaveDelivery, useSaveTaxRates } from '../api/save-books';

type RateRow = { key: number; state: StateCode; percent: string; painting: boolean };

/** A number typed: blank is no number (sent as null, which the shop refuses with why), not zero. */
const typedNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/** What the shop refused, by field (`rates.0.percent`), and in a sentence. */
function refusalOf(error: unknown) {
  const fields =
    error instanceof ApiError ? Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])) : {};
  return { fields, message: getErrorMessage(error) };
}

/** The tax table: a row per state the shop charges tax in, its rate and whether painting labour is taxed there. */
function TaxRatesCard({ books }: { books: Books }) {
  const save = useSaveTaxRates();
  const [rows, setRows] = useState<RateRow[]>(() =>
    books.tax.rates.map((rate, key) => ({
      key,
      state: rate.state,
      percent: String(rate.percent),
      painting: rate.painting,
    })),
  );
  const [refused, setRefused] = useState<ReturnType<typeof refusalOf>>();
  const change = (key: number, change: Partial<RateRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const unused = stateCodes.find((code) => !rows.some((row) => row.state === code)) ?? 'WA';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(undefined);
    try {
      const rates = rows.map((row) => ({
        state: row.state,
        percent: typedNumber(row.percent),
        painting: row.painting,
      }));
      await save.mutateAsync({ rates });
      toast.success('Tax rates saved: orders placed from now on are taxed by them.');
    } catch (error) {
      setRefused(refusalOf(error));
    }
  };
  return (
    <form onSubmit={submit} className="card grid gap-4 p-5 sm:p-6" aria-labelledby="tax-title" noValidate>
      <h3 id="tax-title" className="font-display text-xl font-bold text-ink">
        Sales tax by state
      </h3>
      <p className="text-sm text-ink-muted">
        A state not listed pays no tax. A change applies to orders placed after it; orders placed before keep their
        rate.
      </p>
      {refused && <Notice kind="alert">{refused.message}</Notice>}
      <ul className="grid gap-3" aria-label="Tax rates">
        {rows.map((row, index) => (
          <li
            key={row.key}
            className="grid items-end gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_8rem_auto_auto]"
          >
            <label className="grid gap-1">
              <span className="field-label">State</span>
              <select
                className="field-select"
                value={row.state}
                onChange={(event) => change(row.key, { state: event.target.value as StateCode })}
              >
                {stateCodes.map((code) => (
                  <option key={code} value={code}>
                    {code} — {usStates[code]}
                  </option>
                ))}
              </select>
            </label>
            <TextField
              label="Rate (%)"
              inputMode="decimal"
              value={row.percent}
              error={refused?.fields[`rates.${index}.percent`]}
              onChange={(event) => change(row.key, { percent: event.target.value })}
            />
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={row.painting}
                onChange={(event) => change(row.key, { painting: event.target.checked })}
              />
              Painting taxed
            </label>
            <button
              type="button"
              className="btn-outline min-h-11 px-4 py-2"
              onClick={() => setRows((current) => current.filter((each) => each.key !== row.key))}
            >
              Remove {row.state}
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-outline min-h-11 px-4 py-2"
          onClick={() =>
            setRows((current) => [
              ...current,
              { key: Math.max(-1, ...current.map((row) => row.key)) + 1, state: unused, percent: '', painting: true },
            ])
          }
        >
          Add a state
        </button>
        <button type="submit" className="btn-primary min-h-11" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save tax rates'}
        </button>
      </div>
    </form>
  );
}

/** What an order of tools pays to be delivered, from what subtotal it is free, and whether pickup is offered. */
function DeliveryCard({ books }: { books: Books }) {
  const save = useSaveDelivery();
  const [flat, setFlat] = useState(String(books.delivery.flat));
  const [freeFrom, setFreeFrom] = useState(books.delivery.freeFrom === null ? '' : String(books.delivery.freeFrom));
  const [pickup, setPickup] = useState(books.delivery.pickup);
  const [refused, setRefused] = useState<ReturnType<typeof refusalOf>>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(undefined);
    try {
      await save.mutateAsync({
        flat: typedNumber(flat),
        freeFrom: freeFrom.trim() === '' ? null : typedNumber(freeFrom),
        pickup,
      });
      toast.success('Delivery saved: orders placed from now on pay it.');
    } catch (error) {
      setRefused(refusalOf(error));
    }
  };
  return (
    <form
      onSubmit={submit}
      className="card grid gap-4 p-5 sm:grid-cols-2 sm:p-6"
      aria-labelledby="delivery-title"
      noValidate
    >
      <h3 id="delivery-title" className="font-display text-xl font-bold text-ink sm:col-span-2">
        Delivery
      </h3>
      {refused && (
        <Notice kind="alert" className="sm:col-span-2">
          {refused.message}
        </Notice>
      )}
      <TextField
        label="Delivery charge ($)"
        inputMode="decimal"
        value={flat}
        error={refused?.fields.flat}
        onChange={(event) => setFlat(event.target.value)}
      />
      <TextField
        label="Free from ($, blank: never)"
        inputMode="decimal"
        value={freeFrom}
        error={refused?.fields.freeFrom}
        onChange={(event) => setFreeFrom(event.target.value)}
      />
      <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
        <input type="checkbox" checked={pickup} onChange={(event) => setPickup(event.target.checked)} />
        Customers may pick up at the shop, for nothing
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary min-h-11" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save delivery'}
        </button>
      </div>
    </form>
  );
}

/** The admin's books: the tax table and the delivery charges, which price every order placed after them. */
export function BooksPage() {
  const books = useBooksNow();
  return (
    <div className="grid gap-6">
      <TaxRatesCard books={books} />
      <DeliveryCard books={books} />
    </div>
  );
}
