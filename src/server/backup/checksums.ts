/**
 * Row counts and a checksum of every table of the shop, the same on PostgreSQL and on the embedded
 * database: each row's text, in one order that does not depend on the server's locale, hashed. Used to
 * check that a restore brought every table back intact.
 */

/** Runs one SQL statement and answers its rows. */
export type RunQuery = (sql: string) => Promise<Record<string, unknown>[]>;

export type TableChecksums = Record<string, { rows: number; md5: string }>;

/** The schemas a shop's data lives in: its tables, and the record of the migrations applied. */
const shopSchemas = ['public', 'drizzle'];

/** Text output that is the same on every server, whatever its settings (for transaction-local use). */
const stableOutput = [
  ['TimeZone', 'UTC'],
  ['DateStyle', 'ISO, MDY'],
  ['IntervalStyle', 'postgres'],
  ['bytea_output', 'hex'],
  ['extra_float_digits', '3'],
];

/** The digest of one table, `t` being its rows; the one definition used here and in the restore's check. */
const tableDigest = `select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text collate "C")), md5('')) as md5 from %s t`;

const listTables = `select table_schema || '.' || table_name as name from information_schema.tables
  where table_schema in (${shopSchemas.map((schema) => `'${schema}'`).join(', ')}) and table_type = 'BASE TABLE'
  order by 1`;

/** Schemas of the database's own, whose objects no backup carries. */
const userObject = (schema: string) =>
  `${schema} not in ('pg_catalog', 'information_schema') and ${schema} not like 'pg\\_%'`;

/**
 * What else runs with the data: functions, triggers and views, each as one line of text that reads the
 * same on PostgreSQL and on the embedded database. A dump with an added trigger then fails its check.
 * Their names have no schema, so they never meet a table's.
 */
const definitionRows: Record<string, string> = {
  functions: `(select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ') ' || l.lanname || ' ' || md5(coalesce(p.prosrc, '')) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
    where ${userObject('n.nspname')} and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e'))`,
  triggers: `(select n.nspname || '.' || c.relname || ' ' || tg.tgname || ' ' || tg.tgtype || ' ' || tg.tgenabled::text || ' ' || tg.tgfoid::regproc::text as definition
    from pg_trigger tg join pg_class c on c.oid = tg.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not tg.tgisinternal)`,
  views: `(select n.nspname || '.' || c.relname || ' ' || c.relkind::text || ' ' || md5(pg_get_viewdef(c.oid)) as definition
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('v', 'm') and ${userObject('n.nspname')})`,
};

/** Whether an entry of the checksums is one of the definitions rather than a table. */
export const isDefinition = (name: string) => name in definitionRows;

const quoteName = (name: string) =>
  name
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');

/** Must run inside a transaction (its settings are local to it), on the snapshot to describe. */
export async function tableChecksums(run: RunQuery): Promise<TableChecksums> {
  for (const [name, value] of stableOutput) await run(`select set_config('${name}', '${value}', true)`);
  const checksums: TableChecksums = {};
  for (const { name } of await run(listTables)) {
    const [digest] = await run(tableDigest.replace('%s', quoteName(String(name))));
    checksums[String(name)] = { rows: Number(digest!.rows), md5: String(digest!.md5) };
  }
  for (const [name, rows] of Object.entries(definitionRows)) {
    const [digest] = await run(tableDigest.replace('%s', rows));
    checksums[name] = { rows: Number(digest!.rows), md5: String(digest!.md5) };
  }
  return checksums;
}

/** Whether the database holds any table of a shop already. */
export async function holdsShopTables(run: RunQuery): Promise<boolean> {
  return (await run(listTables)).length > 0;
}

/**
 * A SQL block that, run at the end of a restore inside its transaction, fails the restore unless every
 * table matches `expected` and no other table exists: the restore then changes nothing.
 */
export function checksumVerification(expected: TableChecksums): string {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const definitionChecks = Object.entries(definitionRows)
    .filter(([name]) => expected[name])
    .map(
      ([name, rows]) => `  execute ${literal(tableDigest.replace('%s', rows))} into digest;
  if digest.rows <> ${expected[name]!.rows} or digest.md5 <> ${literal(expected[name]!.md5)} then
    raise exception 'The restored database has other ${name} than the backup: %, where the backup had ${expected[name]!.rows}.', digest.rows;
  end if;`,
    );
  const settings = stableOutput.map(
    ([name, value]) => `  perform set_config(${literal(name!)}, ${literal(value!)}, true);`,
  );
  return `do $verify$
declare
  expected jsonb := ${literal(JSON.stringify(expected))};
  found record;
  digest record;
begin
${settings.join('\n')}
  for found in execute ${literal(listTables)} loop
    if not expected ? found.name then
      raise exception 'The restored database has a table the backup did not: %.', found.name;
    end if;
  end loop;
${definitionChecks.join('\n')}
  for found in select key as name, value from jsonb_each(expected) where key like '%.%' loop
    if to_regclass(found.name) is null then
      raise exception 'The table % of the backup was not restored.', found.name;
    end if;
    execute format(${literal(tableDigest)}, (select string_agg(quote_ident(part), '.' order by n) from unnest(string_to_array(found.name, '.')) with ordinality as u(part, n))) into digest;
    if digest.rows <> (found.value->>'rows')::int or digest.md5 <> found.value->>'md5' then
      raise exception 'The restored table % does not match the backup: % rows, where the backup had %.',
        found.name, digest.rows, found.value->>'rows';
    end if;
  end loop;
end
$verify$;`;
}
