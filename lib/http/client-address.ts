/**
 * The client address of the request being handled. The HTTP server (scripts/serve.ts) computes it
 * from the socket, honouring TRUST_PROXY, and writes it into this header on EVERY request,
 * overwriting whatever the client sent; nothing else in the app parses X-Forwarded-For.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

/**
 * What requests that did not come through that server share: route handlers called directly (tests)
 * or a server started without the launcher. Never a client-supplied value.
 */
export const UNKNOWN_CLIENT = "unknown";

type HeaderSource = Request | Headers | { get(name: string): string | null } | Record<string, string | string[] | undefined>;

let warned = false;

/** Reads the address from a Request, a Headers (next/headers `headers()`), or a plain header object (next-auth's `req.headers`). */
export function clientAddress(source: HeaderSource): string {
  const value = headerValue(source);
  if (value) return value;
  if (!warned && process.env.NODE_ENV === "production") {
    warned = true;
    console.warn(
      `Requests arrive without ${CLIENT_ADDRESS_HEADER}: start the app with \`npm start\` (scripts/serve.ts), or every client shares one rate-limit bucket.`,
    );
  }
  return UNKNOWN_CLIENT;
}

function headerValue(source: HeaderSource): string | undefined {
  if (source instanceof Request) return source.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined;
  if (typeof (source as Headers).get === "function") return (source as Headers).get(CLIENT_ADDRESS_HEADER) ?? undefined;
  const raw = (source as Record<string, string | string[] | undefined>)[CLIENT_ADDRESS_HEADER];
  return (Array.isArray(raw) ? raw[0] : raw) || undefined;
}
