import { config } from "@/lib/config";
import { describeError, type AnyConnector } from "@/lib/connectors";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { validateSettings } from "./internal/validate-settings";
import type { ConnectionCheckResponse, TestConnectionInput } from "./schemas";

/**
 * Tries a configuration before it is saved (the console's "Test connection"): one cheap call to the system with
 * these settings, answered in words. Nothing is stored or logged; no transaction is open while the system answers.
 */
export async function checkConnection(ctx: Ctx, input: TestConnectionInput): Promise<ConnectionCheckResponse> {
  requireRole(ctx, "member");
  const { connector, config: parsed, credentials } = validateSettings(input.provider, input.config, input.credentials);
  return tryConnection(connector, parsed, credentials ?? {}, ctx);
}

/** Runs a connector's connection check with the operator's deadline; a thrown error becomes `ok: false` with its reason. */
export async function tryConnection(
  connector: AnyConnector,
  settings: Record<string, unknown>,
  credentials: Record<string, unknown>,
  ctx: Ctx,
): Promise<ConnectionCheckResponse> {
  if (!connector.checkConnection) {
    return { ok: true, message: `${connector.name} integrations receive their resources over the API; there is nothing to connect to.` };
  }
  const signal = AbortSignal.timeout(config.integrations.requestTimeoutMs);
  try {
    return await connector.checkConnection({
      config: settings,
      credentials,
      signal,
      log: ctx.log,
      now: ctx.now(),
      allowPrivateTargets: config.integrations.allowPrivateTargets,
    });
  } catch (error) {
    return {
      ok: false,
      message: signal.aborted ? `${connector.name} did not answer within ${config.integrations.requestTimeoutMs / 1000} seconds.` : describeError(error),
    };
  }
}
