import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "dist/",
      ".data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
      // With noUncheckedIndexedAccess, `!` marks the places where we know an entry exists.
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Browser code talks to the server only through the API: no server or database imports.
    files: ["app/**/*.{ts,tsx}", "core/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "**/db/**"],
              message: "The web app must not import server code.",
            },
          ],
          paths: [
            { name: "zod", message: "Shared schemas use zod/mini to keep public bundles small." },
          ],
        },
      ],
    },
  },
  {
    // Layers of the server: auth/ holds primitives (tokens, hashing, cookies); the account
    // use-cases in accounts/ sit above the repositories, which only read and write rows.
    files: ["server/auth/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/repositories/**", "**/accounts/**", "**/routes/**"],
              message: "server/auth/ holds primitives: it must not import the layers above it.",
            },
          ],
        },
      ],
    },
  },
  {
    // Repositories only run statements: the rules, and the numbers they use, live in the
    // use-case modules (accounts/, contact/, inbox/, activity/, portal/), which pass them in.
    files: ["server/repositories/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/core/limits",
                "**/accounts/**",
                "**/contact/**",
                "**/inbox/**",
                "**/activity/**",
                "**/portal/**",
                "**/routes/**",
              ],
              message:
                "Repositories only read and write rows: rules and their numbers come from the use-case that calls them.",
            },
          ],
        },
      ],
    },
  },
  {
    // A route speaks HTTP and calls one use-case; it never reaches the rows itself.
    files: ["server/routes/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/repositories/**"],
              message:
                "Routes call a use-case module (accounts/, contact/, inbox/, …), not a repository.",
            },
          ],
        },
      ],
    },
  },
  {
    // The pages start their scripts after the first paint: the specs' `test` waits for that.
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              message: "Import from ./support/test: its pages wait for the app to start.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
