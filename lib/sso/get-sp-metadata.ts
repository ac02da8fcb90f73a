import { eq } from "drizzle-orm";
import { ssoConnections } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { samlFor } from "./internal/saml";

/** Our service-provider metadata for one SAML connection (public: identity providers import it by URL). */
export async function getSpMetadata(ctx: Ctx, connectionId: string): Promise<Response> {
  const [row] = await ctx.db.select().from(ssoConnections).where(eq(ssoConnections.id, connectionId)).limit(1);
  if (!row || row.protocol !== "saml") throw ServiceError.notFound("connection");
  const xml = samlFor(row).generateServiceProviderMetadata(null, null);
  return new Response(xml, { status: 200, headers: { "content-type": "application/samlmetadata+xml; charset=utf-8", "cache-control": "public, max-age=300" } });
}
