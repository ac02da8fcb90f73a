import { connectorOf, type AnyConnector } from "@/lib/connectors";
import { ServiceError } from "@/lib/errors";
import { parseOrThrow } from "@/lib/http/validate";

/** Checks a provider's configuration and credentials against its schemas; errors name `config.<field>` / `credentials.<field>`. */
export function validateSettings(provider: string, config: Record<string, unknown>, credentials: Record<string, unknown> | undefined) {
  const connector = connectorOf(provider);
  if (!connector) throw ServiceError.validation([{ path: "provider", message: "Unknown provider" }]);
  const parsedConfig = parseOrThrow(connector.configSchema, config, "config") as Record<string, unknown>;
  const parsedCredentials =
    credentials === undefined ? undefined : (parseOrThrow(connector.credentialSchema, credentials, "credentials") as Record<string, unknown>);
  return { connector: connector as AnyConnector, config: parsedConfig, credentials: parsedCredentials };
}
