import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "platform/**/*.test.ts", "tests/integration/**/*.test.ts", "scripts/**/*.test.ts", "cms-schemas/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 20000,
    hookTimeout: 30000,
    // One migrated SQLite file per run, copied for each test database (platform/db/test-databases.ts).
    globalSetup: ["platform/db/test-sqlite-template.ts"],
  },
});
