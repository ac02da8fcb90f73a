import type Stripe from "stripe";

type HttpProtocol = Stripe.HttpProtocol;

/** An environment to read settings from (`process.env`, or a plain object in tests). */
export type EnvVars = Readonly<Record<string, string | undefined>>;

/** Where the SDK sends its requests; `null` means Stripe's own api.stripe.com. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: HttpProtocol;
}

export interface StripeSettings {
  secretKey: string | null;
  webhookSecret: string | null;
  endpoint: StripeEndpoint | null;
}

/**
 * Parses STRIPE_API_URL (e.g. `http://127.0.0.1:12111`) into the host/port/protocol triple the
 * SDK takes. A path, query or credentials in the URL would be silently dropped by the SDK, so they
 * are refused here rather than ignored.
 */
export function parseStripeApiUrl(raw: string): StripeEndpoint {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`STRIPE_API_URL is not a valid URL: ${raw}`);
  }
  const protocol = url.protocol.replace(/:$/, "");
  if (protocol !== "http" && protocol !== "https") {
    throw new Error(`STRIPE_API_URL must use http or https, got ${protocol}`);
  }
  if ((url.pathname !== "/" && url.pathname !== "") || url.search || url.hash || url.username || url.password) {
    throw new Error("STRIPE_API_URL must be an origin only (scheme, host and optional port)");
  }
  const port = url.port ? Number(url.port) : protocol === "https" ? 443 : 80;
  // URL keeps IPv6 hosts bracketed; Node's http.request wants them bare.
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return { host, port, protocol };
}

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function readStripeSettings(env: EnvVars = process.env): StripeSettings {
  const apiUrl = nonEmpty(env.STRIPE_API_URL);
  return {
    secretKey: nonEmpty(env.STRIPE_SECRET_KEY),
    webhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET),
    endpoint: apiUrl ? parseStripeApiUrl(apiUrl) : null,
  };
}
