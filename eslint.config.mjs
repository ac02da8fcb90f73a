import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next*/**", "node_modules/**", ".data/**", ".test-data/**", "test-results/**", "playwright-report/**", "e2e/artifacts/**", "next-env.d.ts"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Layers point one way, app → components → lib → db (docs/DEVELOPING.md "Layers"): a lower layer never
  // imports a higher one, and services never reach for the HTTP wrapper.
  {
    files: ["db/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["@/lib/*", "@/app/*", "@/components/*", "../lib/*", "../app/*", "../components/*"], message: "db/ holds tables only: it imports nothing from lib, components or app." }] }] },
  },
  {
    files: ["lib/**"],
    ignores: ["lib/http/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [
        { group: ["@/app/*", "@/components/*"], message: "lib/ is below app and components: pass what you need in instead." },
        { group: ["@/lib/http/handle", "**/http/handle"], message: "Services never import the route wrapper: return values, Reply or Response and let handle() map them." },
      ] }],
    },
  },
  {
    files: ["lib/http/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["@/app/*", "@/components/*"], message: "lib/ is below app and components." }] }] },
  },
  {
    files: ["components/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["@/app/*", "../app/*", "../../app/*"], message: "components/ are used by app/, never the other way round." }] }] },
  },
  {
    // Tests read arbitrary JSON answers; typing every body would only restate the assertions.
    files: ["tests/**", "e2e/**", "bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
];

export default config;
