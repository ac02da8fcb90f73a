import { createLogger } from "@/lib/log";
import type { AnyConnector, ConnectorContext, DiscoveredResource, Evaluation } from "@/lib/connectors";

/** A connector context for tests: the config and credentials given, a fresh signal, a silent log. */
export function connectorContext<C, K>(
  config: C,
  credentials: K,
  options: { now?: Date; allowPrivateTargets?: boolean; signal?: AbortSignal } = {},
): ConnectorContext<C, K> {
  return {
    config,
    credentials,
    signal: options.signal ?? AbortSignal.timeout(60_000),
    log: createLogger({ level: "silent" }),
    now: options.now ?? new Date(),
    allowPrivateTargets: options.allowPrivateTargets ?? true,
  };
}

export interface DiscoveredWithOutcomes extends DiscoveredResource {
  outcomes: Record<string, Evaluation>;
}

/**
 * Runs a connector's discovery to the end and evaluates every one of its tests that applies to each
 * resource, as a sync does; answers the resources keyed `${type} ${externalId}`.
 */
export async function discoverAndEvaluate<C, K>(connector: AnyConnector, ctx: ConnectorContext<C, K>): Promise<Map<string, DiscoveredWithOutcomes>> {
  if (!connector.discover) throw new Error(`${connector.id} has no discover`);
  const out = new Map<string, DiscoveredWithOutcomes>();
  for await (const resource of connector.discover(ctx)) {
    const key = `${resource.type} ${resource.externalId}`;
    if (out.has(key)) throw new Error(`discover yielded ${key} twice`);
    const outcomes: Record<string, Evaluation> = {};
    for (const test of connector.tests) {
      if (test.resourceType === resource.type) outcomes[test.id] = test.evaluate(resource.attributes, resource);
    }
    out.set(key, { ...resource, outcomes });
  }
  return out;
}
