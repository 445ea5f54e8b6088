import type { Db, Engine } from "../../server/db/connection";
import type { ColumnSpec, IndexSpec } from "../../server/db/schema-columns";
import { TABLES } from "../../server/db/schema";
import { rows } from "./test-db";

// A migrated database's tables, read from the engine's own catalogue, and how they
// differ from server/db/schema.ts. Each column and index is written as one line of
// SQL-like text ("TEXT NOT NULL DEFAULT 'new'", "UNIQUE (discount_code)"), so a
// difference reads as what the migration made against what the schema says.

/** Table → column or index ("index leads_status") → its line. */
export type Shape = Record<string, Record<string, string>>;

const SQL_TYPE: Record<Engine, Record<ColumnSpec["sqlType"], string>> = {
  sqlite: { text: "TEXT", integer: "INTEGER", millis: "INTEGER", bytes: "BLOB" },
  postgres: { text: "TEXT", integer: "INTEGER", millis: "BIGINT", bytes: "BYTEA" },
};

function columnLine(c: {
  type: string;
  nullable: boolean;
  default: string | null;
  key: "identity" | "primary" | "unique" | null;
  references: string | null;
}): string {
  return [
    c.type,
    c.nullable ? "NULL" : "NOT NULL",
    c.default === null ? "" : `DEFAULT ${c.default}`,
    c.key === "identity" ? "GENERATED KEY" : c.key === "primary" ? "PRIMARY KEY" : c.key === "unique" ? "UNIQUE" : "",
    c.references ? `REFERENCES ${c.references}` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

const indexLine = (unique: boolean, columns: readonly string[]) => `${unique ? "UNIQUE " : ""}(${columns.join(", ")})`;
const indexOf = (spec: IndexSpec) => ("columns" in spec ? indexLine(spec.unique, spec.columns) : indexLine(false, spec));

/** What server/db/schema.ts says the engine's migrations make. */
export function expectedShape(engine: Engine): Shape {
  const shape: Shape = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const lines: Record<string, string> = {};
    for (const [columnName, { spec }] of Object.entries(table.columns) as [string, { spec: ColumnSpec }][]) {
      lines[columnName] = columnLine({
        type: SQL_TYPE[engine][spec.sqlType],
        nullable: spec.nullable,
        default: spec.default,
        key: spec.identity ? "identity" : spec.primaryKey ? "primary" : spec.unique ? "unique" : null,
        references: spec.references && `${spec.references} ON DELETE CASCADE`,
      });
    }
    for (const [indexName, spec] of Object.entries(table.indexes)) lines[`index ${indexName}`] = indexOf(spec);
    shape[name] = lines;
  }
  return shape;
}

interface SqliteColumn {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

async function sqliteShape(db: Db): Promise<Shape> {
  const shape: Shape = {};
  const tables = await rows<{ name: string }>(db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  for (const { name } of tables) {
    const uniques = new Set<string>();
    const lines: Record<string, string> = {};
    for (const index of await rows<{ name: string; unique: number; origin: string }>(db, `PRAGMA index_list(${name})`)) {
      const keyColumns = (await rows<{ name: string; desc: number; key: number }>(db, `PRAGMA index_xinfo(${index.name})`)).filter(
        (c) => c.key,
      );
      if (index.origin === "u" && keyColumns.length === 1) uniques.add(keyColumns[0]!.name);
      else if (index.origin === "c") {
        lines[`index ${index.name}`] = indexLine(
          index.unique === 1,
          keyColumns.map((c) => (c.desc ? `${c.name} DESC` : c.name)),
        );
      }
    }
    const references = new Map(
      (await rows<{ table: string; from: string; on_delete: string }>(db, `PRAGMA foreign_key_list(${name})`)).map((fk) => [fk.from, fk]),
    );
    for (const c of await rows<SqliteColumn>(db, `PRAGMA table_xinfo(${name})`)) {
      const fk = references.get(c.name);
      lines[c.name] = columnLine({
        type: c.type,
        // SQLite lets a TEXT primary key hold NULL unless told otherwise; the application never writes one.
        nullable: c.notnull === 0 && c.pk === 0,
        default: c.dflt_value,
        key: c.pk ? (c.type === "INTEGER" ? "identity" : "primary") : uniques.has(c.name) ? "unique" : null,
        references: fk ? `${fk.table}${fk.on_delete === "NO ACTION" ? "" : ` ON DELETE ${fk.on_delete}`}` : null,
      });
    }
    shape[name] = lines;
  }
  return shape;
}

async function postgresShape(db: Db): Promise<Shape> {
  const shape: Shape = {};
  const columns = await rows<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
    is_identity: string;
  }>(
    db,
    `SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity
       FROM information_schema.columns WHERE table_schema = current_schema() AND table_name <> 'schema_migrations'
      ORDER BY table_name, ordinal_position`,
  );
  const constraints = await rows<{ table_name: string; column_name: string; kind: string; columns: number; references: string | null }>(
    db,
    `SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name, c.contype AS kind, cardinality(c.conkey) AS columns,
            c.confrelid::regclass::text || CASE c.confdeltype WHEN 'c' THEN ' ON DELETE CASCADE' WHEN 'n' THEN ' ON DELETE SET NULL' ELSE '' END AS references
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.connamespace = current_schema()::regnamespace AND c.contype IN ('p', 'u', 'f')`,
  );
  const keyOf = (table: string, column: string, kind: string) =>
    constraints.find((c) => c.table_name === table && c.column_name === column && c.kind === kind && Number(c.columns) === 1);
  const tableOf = (name: string) => {
    shape[name] ??= {};
    return shape[name];
  };
  for (const c of columns) {
    const table = tableOf(c.table_name);
    const primary = keyOf(c.table_name, c.column_name, "p");
    table[c.column_name] = columnLine({
      type: c.data_type.toUpperCase(),
      nullable: c.is_nullable === "YES",
      default: c.column_default?.replace(/::[a-z ]+$/, "") ?? null,
      key: c.is_identity === "YES" ? "identity" : primary ? "primary" : keyOf(c.table_name, c.column_name, "u") ? "unique" : null,
      references: keyOf(c.table_name, c.column_name, "f")?.references ?? null,
    });
  }
  const indexes = await rows<{ tablename: string; indexname: string; indexdef: string }>(
    db,
    `SELECT i.tablename, i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename <> 'schema_migrations'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`,
  );
  for (const index of indexes) {
    const columnList = /USING btree \((.*)\)$/.exec(index.indexdef)?.[1] ?? index.indexdef;
    tableOf(index.tablename)[`index ${index.indexname}`] = indexLine(index.indexdef.startsWith("CREATE UNIQUE"), columnList.split(", "));
  }
  return shape;
}

/** The tables the database's migrations made. */
export const actualShape = (db: Db): Promise<Shape> => (db.engine === "sqlite" ? sqliteShape(db) : postgresShape(db));

/**
 * Every difference between the migrated database and server/db/schema.ts, one line
 * each: "leads.msclkid: schema.ts has TEXT NULL, the database has nothing". Empty when they agree.
 */
export async function schemaDifferences(db: Db): Promise<string[]> {
  const expected = expectedShape(db.engine);
  const actual = await actualShape(db);
  const differences: string[] = [];
  for (const table of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const want = expected[table] ?? {};
    const have = actual[table] ?? {};
    for (const item of new Set([...Object.keys(want), ...Object.keys(have)])) {
      if (want[item] === have[item]) continue;
      differences.push(`${table}.${item}: schema.ts has ${want[item] ?? "nothing"}, the database has ${have[item] ?? "nothing"}`);
    }
    // The CSV export's columns come in schema.ts's order (server/db/leads-admin.queries.ts).
    const order = (lines: Record<string, string>) =>
      Object.keys(lines)
        .filter((item) => !item.startsWith("index "))
        .join(", ");
    if (differences.length === 0 && order(want) !== order(have)) {
      differences.push(`${table}: schema.ts has the columns in the order ${order(want)}, the database ${order(have)}`);
    }
  }
  return differences;
}
