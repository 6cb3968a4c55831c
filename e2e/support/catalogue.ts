/**
 * Tells the app's server that a test wrote the catalogue behind its back, as another server process would
 * (src/server/http/catalogue-changes.ts): its cached catalogue and rendered pages go at once, so the next
 * page shows the row instead of a copy up to a second old.
 */
export const announceCatalogueChange = (sql: (text: string) => Promise<unknown>) =>
  sql("select pg_notify('brushwork_catalogue', 'e2e')");
