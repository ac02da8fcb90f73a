import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * Every folder of lib/ (lib/<name>/ or a top-level lib/<name>.ts) in one ordered list of layers, lowest first.
 * A folder may import only folders of LOWER layers: never a higher one, never one of its own layer, so there
 * can be no cycle between folders. tests/unit/import-layers.test.ts checks the real import graph against this
 * list and fails when a folder is missing from it (docs/DEVELOPING.md "Layers").
 */
export const LIB_LAYERS = [
  // leaves: no lib imports (net: the SSRF rule; sampling: the sample-size table and seeded draw; oscal: NIST OSCAL documents in and out, pure;
  // vocabulary: roles, tiers, outcomes, severities and statuses with their labels, client-safe, the one lib module db/ may import)
  ["errors", "uuid", "group-by", "config", "crypto", "format", "client", "text-search", "net", "sampling", "oscal", "vocabulary"],
  ["log", "pagination"],
  // database, job lanes, shared zod helpers, vendor SDK clients (redis: the one Redis client; connectors: one per system an
  // integration observes; storage: where files live)
  ["db", "jobs", "schemas", "inngest", "stripe", "redis", "connectors", "storage"],
  ["context", "credentials"], // ctx + caller guards; tokens, API keys, session cookie, secrets, passwords
  ["http"], // the route wrapper
  ["events", "email"], // audit trail and mail outbox, written inside a domain's transaction
  ["notifications"], // what people are told, raised by every domain above (members too: the admins hear of credentials a departing member's exit revoked)
  // domains that need no other domain (alerts: raised by monitoring and integrations, with the webhooks that announce them;
  // members: who belongs to an account and with what role)
  ["frameworks", "billing", "system", "alerts", "members"],
  ["custom-frameworks"], // the account's own frameworks and controls (definitions, import and export, mapping suggestions), beside the built-in ones
  ["sso"], // identity providers signing members in, and the account's verified domains, which password sign-in and identity changes (auth) ask
  ["auth"], // password sign-in, tokens, sessions and who may change whose e-mail
  // scim: identity providers provisioning members; scope: which controls apply (readiness asks it); ownership: who owns
  // which control, and so hears about it (integrations and flows ask it); incidents: the incident register; risks: the risk
  // register and its assessments (monitoring asks it for the risk-assessment fact the readiness model weighs); people: the
  // workforce, whether or not they sign in (matched to members by e-mail)
  ["api-keys", "evidence", "documents", "scim", "scope", "ownership", "incidents", "risks", "people"],
  // policy-acceptance: which approved documents people must accept, and who did (readiness reads its coverage through monitoring)
  ["policy-acceptance"],
  // the one readiness model (weighs evidence, documents, attestations and tests per control); integrations (connected systems, their resources and
  // automated tests); admin: the operator CLI's verbs (scripts/admin.ts), above evidence for the storage commands
  ["readiness", "integrations", "admin"],
  ["custom-assessments"], // a published custom framework scored with the readiness model, stored and exported
  ["audits", "monitoring"],
  ["work"], // the audit trail in words, and the people work is assigned to
  // above the domains, work that spans them, through their index.ts only, never their tables (db/owners.ts): flows
  // (reminders, my work, the Statement of Applicability), the readiness dashboard
  ["flows", "dashboard"],
  ["api"], // the route specs of every domain (lib/api/<domain>.ts): paths, auth, shapes and prose; route files and the API document read them
  ["background", "demo", "openapi"], // process wiring, demo seed, the API document (built from lib/api): above every domain
];

/**
 * Domains: folders of services (verbs) whose public surface is their index.ts (docs/DEVELOPING.md "Domains").
 * Outside a domain, code imports `@/lib/<domain>`, never a file inside it; tests and benchmarks may reach in.
 */
export const DOMAINS = [
  "admin",
  "alerts",
  "api-keys",
  "audits",
  "auth",
  "billing",
  "custom-assessments",
  "custom-frameworks",
  "dashboard",
  "documents",
  "email",
  "events",
  "evidence",
  "flows",
  "frameworks",
  "incidents",
  "integrations",
  "members",
  "monitoring",
  "notifications",
  "ownership",
  "people",
  "policy-acceptance",
  "readiness",
  "risks",
  "scim",
  "scope",
  "sso",
  "system",
  "work",
];
/**
 * A domain has two public entries: `@/lib/<domain>` (index.ts: its verbs and types) and `@/lib/<domain>/schemas`
 * (schemas.ts, or a part's, e.g. `@/lib/audits/samples/schemas`: its zod shapes and the constants they state, which the
 * API layer lib/api and pages parsing a query read). Every other file inside it is private.
 */
const intoDomains = (except) => ({
  regex: `^(?:@/lib/|(?:\\.\\./)+|.*/lib/)(?:${DOMAINS.filter((d) => d !== except).join("|")})/(?!(?:(?!internal/)[a-z-]+/)?schemas$)`,
  message:
    "Import a domain through its public entries, `@/lib/<domain>` (index.ts: verbs and types) or `@/lib/<domain>/schemas` " +
    "(its zod shapes), not another file inside it.",
});

const appAndComponents = { group: ["@/app/*", "@/components/*"], message: "lib/ is below app and components: pass what you need in instead." };
const routeWrapper = {
  group: ["@/lib/http/handle", "**/http/handle", "@/lib/http/respond", "**/http/respond"],
  message: "Services never import the route wrapper or its responders: return values, Reply (lib/http/reply.ts) or Response and let handle() map them.",
};

// One block per lib folder. Flat config replaces the whole no-restricted-imports option when several blocks
// match a file, so each block repeats the restrictions that hold for all of lib/.
const libLayerBlocks = LIB_LAYERS.flatMap((layer, rank) =>
  layer.map((name) => {
    const above = LIB_LAYERS.slice(rank)
      .flat()
      .filter((other) => other !== name);
    const higher = {
      group: above.flatMap((other) => [`@/lib/${other}`, `../${other}`, `../../${other}`]),
      message: `lib/${name} is in layer ${rank} of LIB_LAYERS (eslint.config.mjs): it imports only folders of lower layers.`,
    };
    return {
      files: [`lib/${name}.ts`, `lib/${name}/**`],
      rules: {
        "no-restricted-imports": [
          "error",
          { patterns: name === "http" ? [appAndComponents, higher, intoDomains(name)] : [appAndComponents, routeWrapper, higher, intoDomains(name)] },
        ],
      },
    };
  }),
);

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
  // imports a higher one, inside lib/ too (LIB_LAYERS), and services never reach for the HTTP wrapper.
  {
    files: ["db/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // The one exception is the vocabulary (lib/vocabulary, through its index): tables build their CHECKs from its lists.
              group: ["@/lib/*", "!@/lib/vocabulary", "@/lib/vocabulary/*", "@/app/*", "@/components/*", "../lib/*", "../app/*", "../components/*"],
              message: "db/ holds tables only: it imports nothing from lib, components or app, but `@/lib/vocabulary`.",
            },
          ],
        },
      ],
    },
  },
  {
    // A folder not yet in LIB_LAYERS still gets the rules of all lib/ (and the layers test fails until it is ranked).
    files: ["lib/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [appAndComponents, routeWrapper] }] },
  },
  ...libLayerBlocks,
  {
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/app/*", "../app/*", "../../app/*"], message: "components/ are used by app/, never the other way round." }, intoDomains()] },
      ],
    },
  },
  {
    files: ["app/**", "scripts/**", "proxy.ts", "instrumentation.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [intoDomains()] }] },
  },
  {
    // Tests read arbitrary JSON answers; typing every body would only restate the assertions.
    files: ["tests/**", "e2e/**", "bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
];

export default config;
