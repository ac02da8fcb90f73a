/**
 * A schedule's business profile speaks the readiness model's vocabulary (lib/readiness): the practices a
 * company attests and the data types it handles. Re-exported for monitoring's schemas and console.
 */
export { DATA_TYPES, PRACTICE_KEYS, PRACTICES } from "@/lib/readiness/schemas";
export type { DataType, Practice, PracticeKey } from "@/lib/readiness";
