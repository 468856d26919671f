/**
 * PostgreSQL with introspection kept to the store's own schema. Kysely's migrator asks the
 * introspector whether its bookkeeping tables exist, and Kysely's own PostgreSQL introspector looks
 * over every schema of the database, calling `pg_get_serial_sequence` on each table it lists: a
 * table another schema drops while that question runs (another application sharing the database,
 * another test file's schema) fails the question with "relation … does not exist", and with it the
 * migrations. This introspector reads only the store's schema, from `information_schema`, whose
 * views answer NULL rather than fail for an object dropped meanwhile.
 */
import {
  PostgresDialect,
  sql,
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  type PostgresDialectConfig,
  type SchemaMetadata,
  type TableMetadata,
} from "kysely";

interface ColumnRow {
  table_name: string;
  table_type: string;
  column_name: string | null;
  data_type: string | null;
  is_nullable: string | null;
  column_default: string | null;
  is_identity: string | null;
}

export class SchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  readonly #schema: string;

  constructor(db: Kysely<unknown>, schema: string) {
    this.#db = db;
    this.#schema = schema;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const rows = await sql<{ schema_name: string }>`
      select schema_name from information_schema.schemata where schema_name = ${this.#schema}`.execute(this.#db);
    return rows.rows.map((row) => ({ name: row.schema_name }));
  }

  async getTables(options?: DatabaseMetadataOptions): Promise<TableMetadata[]> {
    const rows = await sql<ColumnRow>`
      select t.table_name, t.table_type, c.column_name, c.data_type, c.is_nullable, c.column_default, c.is_identity
      from information_schema.tables t
      left join information_schema.columns c on c.table_schema = t.table_schema and c.table_name = t.table_name
      where t.table_schema = ${this.#schema}
      order by t.table_name, c.ordinal_position`.execute(this.#db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows.rows) {
      if (!options?.withInternalKyselyTables && row.table_name.startsWith("kysely_")) continue;
      const table = tables.get(row.table_name) ?? {
        name: row.table_name,
        schema: this.#schema,
        isView: row.table_type === "VIEW",
        isForeign: row.table_type === "FOREIGN",
        columns: [] as ColumnMetadata[],
      };
      tables.set(row.table_name, table);
      if (row.column_name === null) continue;
      table.columns.push({
        name: row.column_name,
        dataType: row.data_type ?? "",
        isNullable: row.is_nullable === "YES",
        hasDefaultValue: row.column_default !== null,
        isAutoIncrementing: row.is_identity === "YES" || (row.column_default ?? "").startsWith("nextval("),
      });
    }
    return [...tables.values()];
  }
}

/** Kysely's PostgreSQL dialect whose introspection sees only `schema`. */
export class SchemaPostgresDialect extends PostgresDialect {
  readonly #schema: string;

  constructor(config: PostgresDialectConfig, schema: string) {
    super(config);
    this.#schema = schema;
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SchemaIntrospector(db, this.#schema);
  }
}
