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
