import { config } from "@/lib/config";
import { ServiceError } from "@/lib/errors";
import { assertPublicHost, UnsafeTargetError } from "@/lib/net/ssrf-guard";

// Every call to an identity provider (OIDC discovery, JWKS, token exchange, SAML metadata) goes through here: the
// URL is tenant-given, so it must be https on a public address (unless SSO_ALLOW_INSECURE_IDP, for tests and
// development), and each call has a deadline.

/** Why an IdP URL is refused, in words for the admin; undefined when it may be called. */
export async function idpUrlProblem(raw: string): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "the URL is not valid";
  }
  const insecure = config.sso.allowInsecureIdp;
  if (url.protocol !== "https:" && !(insecure && url.protocol === "http:")) return "the identity provider must be reached over https";
  if (url.username || url.password) return "the URL must not carry credentials";
  try {
    await assertPublicHost(url.hostname, insecure);
  } catch (error) {
    if (error instanceof UnsafeTargetError) return error.message;
    throw error;
  }
  return undefined;
}

/** Refuses an IdP URL at configuration time with 400 `validation_failed` naming the field. */
export async function assertIdpUrl(raw: string, field: string): Promise<void> {
  const problem = await idpUrlProblem(raw);
  if (problem) throw new ServiceError("validation_failed", undefined, [{ path: field, message: problem }]);
}

export class IdpCallError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IdpCallError";
  }
}

/** fetch for IdP calls: the SSRF rule on every URL (discovery may name other hosts), a timeout, no redirects. */
export async function idpFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const problem = await idpUrlProblem(url);
  if (problem) throw new IdpCallError(problem);
  const timeout = AbortSignal.timeout(config.sso.requestTimeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(url, { ...init, signal, redirect: "manual" });
}

const MAX_METADATA_BYTES = 1024 * 1024;

/** Downloads SAML IdP metadata (at most 1 MiB). */
export async function fetchMetadata(url: string): Promise<string> {
  let response: Response;
  try {
    response = await idpFetch(url, { headers: { accept: "application/samlmetadata+xml, application/xml, text/xml" } });
  } catch (error) {
    throw new IdpCallError(error instanceof IdpCallError ? error.message : `could not download the metadata (${(error as Error).message})`);
  }
  if (!response.ok) throw new IdpCallError(`the metadata URL answered HTTP ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_METADATA_BYTES) throw new IdpCallError("the metadata is larger than 1 MiB");
  return text;
}
