// The product's shared vocabulary (docs/DEVELOPING.md "Vocabulary"): roles, tiers and the plan each feature needs,
// outcomes, severities and statuses, each an `as const` list with its type and its human labels. Client-safe on
// purpose (no "server-only", no database or node imports): db/ builds its CHECKs from these lists, lib/ its zod
// enums, components/ their labels and filters. tests/unit/vocabulary/one-home.test.ts refuses a copy elsewhere.
export * from "./roles";
export * from "./tiers";
export * from "./outcomes";
export * from "./severities";
export * from "./statuses";
export * from "./providers";
export * from "./incidents";
