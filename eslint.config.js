import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The layers (DESIGN.md "Layout"): domain rules import nothing server-side and no route; shared
 * components never import server code or a route's code (a route's types are fine); the platform
 * stands alone; the site reaches the platform only through its client (app/.server/platform).
 */
const serverCode = {
  group: ["**/.server", "**/.server/**", "**/*.server", "**/*.server.ts"],
  message: "Server-only code: import it from routes or other server code.",
};
const routeCode = { group: ["~/routes/**", "**/routes/**"], message: "A route's code: shared code must not depend on a page.", allowTypeImports: true };
const siteCode = { group: ["**/app/**", "~/**"], message: "The platform stands alone: it never imports the site (app/)." };
const platformCode = { regex: "^(\\.\\./)+platform/(?!.*test)", message: "The site reaches the platform only through its client, app/.server/platform." };
const restrict = (...patterns) => ({ "@typescript-eslint/no-restricted-imports": ["error", { patterns }] });

/**
 * The platform's layers (routes → services → repositories): every database query is in
 * platform/repositories (tables are created in platform/db and platform/migrations). Elsewhere a
 * query builder call or an `sql` template is refused; a service still opens a transaction and hands
 * it to the repositories.
 */
const queriesInRepositories = {
  "no-restricted-syntax": [
    "error",
    {
      selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]",
      message: "A database query belongs in platform/repositories (routes → services → repositories).",
    },
    { selector: "TaggedTemplateExpression[tag.name='sql']", message: "A database query belongs in platform/repositories (routes → services → repositories)." },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      ".react-router/**",
      "node_modules/**",
      "studio/**",
      "test-results/**",
      "playwright-report/**",
      ".test-results/**",
      ".lighthouse/**",
      "coverage/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  { files: ["app/domain/**/*.{ts,tsx}"], ignores: ["**/*.test.ts"], rules: restrict(serverCode, routeCode) },
  { files: ["app/components/**/*.{ts,tsx}"], ignores: ["**/*.test.{ts,tsx}"], rules: restrict(serverCode, routeCode) },
  { files: ["app/**/*.{ts,tsx}"], ignores: ["app/domain/**", "app/components/**", "**/*.test.{ts,tsx}"], rules: restrict(platformCode) },
  { files: ["platform/**/*.ts"], ignores: ["**/*.test.ts"], rules: restrict(siteCode) },
  {
    files: ["platform/**/*.ts"],
    ignores: ["**/*.test.ts", "platform/repositories/**", "platform/db/**", "platform/migrations/**", "platform/reference/migration.ts"],
    rules: queriesInRepositories,
  },
  {
    files: ["scripts/*.mjs"],
    languageOptions: { globals: { console: "readonly", process: "readonly", URL: "readonly" } },
  },
);
