import type { Ctx } from "@/lib/context";
import { serviceProviderConfig } from "./internal/discovery";

/** `GET /scim/v2/ServiceProviderConfig` (public, RFC 7644 §4). */
export async function getServiceProviderConfig(_ctx: Ctx) {
  return serviceProviderConfig();
}
