import { useState } from 'react';
import type { Slot } from '@/shared/answers/visits';
import { serverClock } from '@/client/lib/server-clock';
import { dayName, visitDate, visitTime } from '../visit-words';

const choiceClass =
  'min-h-11 rounded-xl px-3 py-2 text-sm font-semibold ring-1 ring-ink/15 focus-ring enabled:hover:bg-brand-soft disabled:(cursor-not-allowed text-ink-muted/60 line-through) aria-pressed:(bg-ink text-white ring-ink) aria-pressed:enabled:hover:bg-ink';

/** The days of the next two weeks, then the visits of the chosen day: free ones to choose, taken ones shown as such. */
export function SlotPicker({
  slots,
  value,
  onChange,
  error,
}: {
  slots: Slot[];
  value: string;
  onChange: (start: string) => void;
  error?: string;
}) {
  // Saved slots (offline) were free when saved: a time that has passed since, on the shop's clock, is not.
  const now = serverClock.now();
  const open = (slot: Slot) => slot.available && Date.parse(slot.start) > now;
  const days = [...new Set(slots.map((slot) => visitDate(slot.start)))];
  const freeOn = (day: string) => slots.filter((slot) => visitDate(slot.start) === day && open(slot));
  const [day, setDay] = useState(() => (value ? visitDate(value) : days.find((each) => freeOn(each).length > 0)));

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="field-label">Choose a day</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {days.map((each) => {
            const free = freeOn(each).length;
            return (
              <button
                key={each}
                type="button"
                className={choiceClass}
                aria-pressed={each === day}
                disabled={free === 0}
                onClick={() => setDay(each)}
              >
                <span className="block">{dayName(each, { short: true })}</span>{' '}
                <span className="block text-xs font-normal">{free === 0 ? 'Full' : `${free} free`}</span>
              </button>
            );
          })}
        </div>
      </fieldset>
      {day && (
        <fieldset aria-describedby={error ? 'visit-time-error' : undefined}>
          <legend className="field-label">Choose a time on {dayName(day)} (the shop's time)</legend>
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-8">
            {slots
              .filter((slot) => visitDate(slot.start) === day)
              .map((slot) => (
                <button
                  key={slot.start}
                  type="button"
                  className={choiceClass}
                  aria-pressed={slot.start === value}
                  aria-label={open(slot) ? visitTime(slot.start) : `${visitTime(slot.start)}, not free`}
                  disabled={!open(slot)}
                  onClick={() => onChange(slot.start)}
                >
                  {visitTime(slot.start)}
                </button>
              ))}
          </div>
        </fieldset>
      )}
      {error && (
        <p id="visit-time-error" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
