import { serve } from "inngest/next";
import { inngest, inngestConfigured } from "@/lib/inngest/client";
import { emailFunctions } from "@/lib/background/inngest-email-functions";
import { integrationFunctions } from "@/lib/background/inngest-integration-functions";
import { monitoringFunctions } from "@/lib/background/inngest-monitoring-functions";
import { notificationFunctions } from "@/lib/background/inngest-notification-functions";
import { storageFunctions } from "@/lib/background/inngest-storage-functions";

export const dynamic = "force-dynamic";

type Handler = (request: Request, context: unknown) => Promise<Response>;
let handlers: { GET: Handler; POST: Handler; PUT: Handler } | undefined;

// Mounted only when Inngest is configured (docs/api.md §11); otherwise the in-process scheduler runs
// the monitoring functions' logic and this path does not exist.
function route(method: "GET" | "POST" | "PUT"): Handler {
  return async (request, context) => {
    if (!inngestConfigured()) {
      return new Response(JSON.stringify({ success: false, error: { code: "not_found", message: "The resource was not found." } }), {
        status: 404,
        headers: { "content-type": "application/json; charset=utf-8" },
      });
    }
    handlers ??= serve({
      client: inngest,
      functions: [...monitoringFunctions, ...integrationFunctions, ...emailFunctions, ...notificationFunctions, ...storageFunctions],
    }) as unknown as typeof handlers;
    return handlers![method](request, context);
  };
}

export const GET = route("GET");
export const POST = route("POST");
export const PUT = route("PUT");
