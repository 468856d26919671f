import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { openDatabase, migrate } from "./index.ts";
import { describeEachDatabase, ownTableNames } from "./test-databases.ts";
import { seed, seedAgents } from "../seed/index.ts";

describeEachDatabase("platform database", (store) => {
  it("migrates on open, and migrating again changes nothing", async () => {
    const { db, schema } = store();
    await expect(migrate(db, schema)).resolves.toBeUndefined();
    const tables = await ownTableNames(store());
    expect(tables).toEqual(expect.arrayContaining(["transactions", "rate_results", "leads", "consents", "customers", "tokens", "agents"]));
  });

  it("the seed is idempotent: a second run inserts nothing and keeps changed rows", async () => {
    const { db } = store();
    const first = await seed(db);
    expect(first.agents).toBe(seedAgents.length);
    await db.updateTable("agents").set({ state: "away" }).where("id", "=", "agent-lonestar-1").execute();
    const second = await seed(db);
    expect(second).toEqual({ agents: 0, affiliateLeads: 0 });
    const agent = await db.selectFrom("agents").select("state").where("id", "=", "agent-lonestar-1").executeTakeFirstOrThrow();
    expect(agent.state).toBe("away");
  });

  it("enforces foreign keys", async () => {
    const { db } = store();
    await expect(
      db
        .insertInto("rate_results")
        .values({
          id: "rq_x",
          transaction_id: "missing",
          seq: 1,
          carrier_id: "c",
          company_name: "C",
          status: "rated",
          total_premium_cents: 1,
          result_json: null,
          message: null,
          received_at: "t",
        })
        .execute(),
    ).rejects.toThrow();
  });

  it("rolls back a failed transaction", async () => {
    const { db } = store();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("error_logs").values({ id: "e1", message: "m", code: null, type: null, track_id: null, created_at: "t" }).execute();
        await trx.insertInto("error_logs").values({ id: "e1", message: "dup", code: null, type: null, track_id: null, created_at: "t" }).execute();
      }),
    ).rejects.toThrow();
    const rows = await db.selectFrom("error_logs").selectAll().where("id", "=", "e1").execute();
    expect(rows).toHaveLength(0);
  });
});

describeEachDatabase("platform database introspection", (store, kind) => {
  it("sees the store's own tables only, so a table another schema drops meanwhile cannot fail the migrations", async () => {
    const { db } = store();
    const other = kind === "postgres" ? `t_other_${Date.now().toString(36)}` : null;
    if (other) {
      await sql`create schema ${sql.id(other)}`.execute(db);
      await sql`create table ${sql.id(other, "elsewhere")} (id serial primary key)`.execute(db);
    }
    try {
      const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
      expect(tables).toEqual(await ownTableNames(store()));
      expect(tables).not.toContain("elsewhere");
      expect(tables.some((name) => name.startsWith("kysely_"))).toBe(false);
      const withBookkeeping = await db.introspection.getTables({ withInternalKyselyTables: true });
      expect(withBookkeeping.map((table) => table.name)).toEqual(expect.arrayContaining(["kysely_migration", "kysely_migration_lock"]));
      const transactions = withBookkeeping.find((table) => table.name === "transactions");
      expect(transactions?.columns.map((column) => column.name)).toEqual(expect.arrayContaining(["id", "brand"]));
    } finally {
      if (other) await sql`drop schema ${sql.id(other)} cascade`.execute(db);
    }
  });
});

describe("SQLite settings", () => {
  it("uses WAL, synchronous FULL and foreign keys", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const dir = mkdtempSync("/tmp/platform-pragma-");
    const store = await openDatabase({ sqlitePath: `${dir}/p.sqlite` });
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(store.db);
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(store.db);
    const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(store.db);
    expect(journal.rows[0]?.journal_mode).toBe("wal");
    expect(sync.rows[0]?.synchronous).toBe(2);
    expect(fk.rows[0]?.foreign_keys).toBe(1);
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
