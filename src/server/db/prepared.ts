import type { Database } from './client';

/**
 * A query built once for each database (or transaction) it runs on, and sent as a named prepared statement:
 * its SQL is not built again for every request, and PostgreSQL parses and plans it once a connection. For
 * the queries every signed-in write makes: building them took about a sixth of a busy server's time under
 * the load test. `build` ends in `.prepare(name)`, with a name no other query uses.
 */
export function preparedQuery<TQuery>(build: (db: Database) => TQuery): (db: Database) => TQuery {
  const built = new WeakMap<Database, TQuery>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
