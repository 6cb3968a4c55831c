import * as v from 'valibot';

export type FieldErrors = Partial<Record<string, string>>;

/** Checks form values against a shared schema; the first message per field, keyed by field name. */
export function validateForm<TSchema extends v.GenericSchema>(
  schema: TSchema,
  values: unknown,
): { success: true; output: v.InferOutput<TSchema> } | { success: false; errors: FieldErrors } {
  const result = v.safeParse(schema, values);
  if (result.success) return { success: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '';
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
