/**
 * A data factory for tests: `create()` answers a whole valid record, `create({ status: 'paid' })` the same
 * with the fields a test is about changed, so that each test names only what it depends on. Each record is
 * a fresh copy: a test that changes one (a checklist ticked) leaves the next test's record as it was.
 */
export function factory<Row extends object>(defaults: Row): (overrides?: Partial<Row>) => Row {
  return (overrides = {}) => ({ ...structuredClone(defaults), ...overrides });
}
