import { CONNECTORS } from "@/lib/connectors";
import type { Ctx } from "@/lib/context";
import { requireAccount } from "@/lib/context/guards";
import { pageArray, type Page } from "@/lib/pagination";
import { toProvider } from "./internal/serialize-provider";
import type { ProviderResponse } from "./schemas";

/** The systems an integration can connect to, with the form of their configuration and the tests they bring. */
export async function listProviders(ctx: Ctx, page: { limit: number; cursor?: string }): Promise<Page<ProviderResponse>> {
  requireAccount(ctx);
  return pageArray(CONNECTORS.map(toProvider), page);
}
