import type { z } from "zod";
import type { Tier } from "@/db/accounts";
import type { AuthMode } from "./authenticate";
import type { RateLimitClass } from "./rate-limit";

export type Envelope = "standard" | "audit";

/**
 * Everything about a route that both the handler and the OpenAPI document need. Specs live beside
 * their domain (`lib/<domain>/routes.ts`); the handler and the document read the same object.
 */
export interface RouteSpec<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI path, e.g. `/api/v1/audits/{id}`. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: AuthMode;
  body?: B;
  query?: Q;
  params?: P;
  /** Response `data` schema, for the document only. */
  response?: z.ZodType;
  /** Success status (default 200). */
  status?: number;
  envelope?: Envelope;
  rateLimit?: RateLimitClass;
  /** Max JSON body bytes (default 1 MiB). */
  bodyLimit?: number;
  /** Body not parsed by the wrapper: the service reads the Request (multipart uploads, signed webhooks). */
  rawBody?: { contentType: string; description: string };
  /** True when the response is a list with `pagination`. */
  paginated?: boolean;
  /**
   * The plan the route needs (CONTRACT §2). The service enforces it; the wrapper checks it only
   * when the request is malformed, so a caller below the plan hears about the plan first.
   */
  tier?: Tier;
  /** Extra documented error statuses beyond the ones implied by auth and body. */
  errors?: number[];
}

export function defineRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<B, Q, P>): RouteSpec<B, Q, P> {
  return spec;
}
