import { TIERS, type Tier } from "@/db/accounts";

export { TIERS, type Tier };

export function isTier(value: unknown): value is Tier {
  return typeof value === "string" && (TIERS as readonly string[]).includes(value);
}
