import * as v from 'valibot';

export const idSchema = v.pipe(v.string(), v.uuid('Not a valid id.'));

export const emailSchema = v.pipe(
  v.string('Email is required.'),
  v.trim(),
  v.nonEmpty('Email is required.'),
  v.maxLength(254, 'Email is too long.'),
  v.email('Enter a valid email address.'),
);

export function requiredText(label: string, maxLength: number) {
  return v.pipe(
    v.string(`${label} is required.`),
    v.trim(),
    v.nonEmpty(`${label} is required.`),
    v.maxLength(maxLength, `${label} must be at most ${maxLength} characters.`),
  );
}

/** Text that may be left empty, trimmed, within `maxLength`. */
export function optionalText(label: string, maxLength: number) {
  return v.pipe(
    v.string(`${label} must be text.`),
    v.trim(),
    v.maxLength(maxLength, `${label} must be at most ${maxLength} characters.`),
  );
}

/**
 * A calendar day, YYYY-MM-DD, that exists: `isoDate` takes any day 01–31 of any month, and 2027-02-30 is not
 * a day the database can keep. Text that is no date at all is `isoDate`'s to name. The shop's days lie in
 * the years 2000 to 2999: a year 0000 or 9999 is a typing slip, and sums of days over it leave the calendar.
 */
export function calendarDay(label: string) {
  return v.pipe(
    v.string(`${label} is required.`),
    v.isoDate(`${label} must be a date, YYYY-MM-DD.`),
    v.check((day) => {
      const midnight = new Date(`${day}T00:00:00Z`);
      return Number.isNaN(midnight.getTime()) || midnight.toISOString().startsWith(day);
    }, `${label} must be a real day.`),
    v.check((day) => day >= '2000-01-01' && day <= '2999-12-31', `${label} must be a day of the years 2000 to 2999.`),
  );
}
