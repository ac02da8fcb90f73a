import type { Tier } from "@/db/accounts";

/**
 * The auditor's notifications come with the audit they review, so they need the audits' plan (lib/audits/plan.ts;
 * notifications rank below audits and cannot import it). Members' own notifications need no plan.
 */
export const AUDITOR_NOTIFICATIONS_TIER: Tier = "business";
