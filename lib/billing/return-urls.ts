/**
 * Checkout and portal return addresses may only lead back to the product itself (docs/api.md §6), so a
 * crafted checkout link cannot send a paying customer to someone else's site.
 */
export type ReturnUrlCheck = { ok: true; url: string } | { ok: false; message: string };

export function appOrigin(appUrl: string): string {
  return new URL(appUrl).origin;
}

/**
 * Accepts an absolute http(s) URL on `appUrl`'s origin, or a path starting with `/` that is taken
 * relative to that origin. The caller's own spelling is kept (Stripe's `{CHECKOUT_SESSION_ID}`
 * placeholder must reach Stripe unencoded).
 */
export function checkReturnUrl(candidate: string, appUrl: string): ReturnUrlCheck {
  const origin = appOrigin(appUrl);
  const value = candidate.trim();
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) {
    return { ok: true, url: origin + value };
  }
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return { ok: false, message: `must be an absolute URL on ${origin} or a path starting with /` };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return { ok: false, message: `must be an http(s) URL on ${origin}` };
  }
  if (parsed.username || parsed.password || parsed.origin !== origin) {
    return { ok: false, message: `must be on ${origin}` };
  }
  return { ok: true, url: value };
}

export function defaultReturnUrls(appUrl: string): { successUrl: string; cancelUrl: string; portalReturnUrl: string } {
  const base = `${appOrigin(appUrl)}/billing`;
  return {
    successUrl: `${base}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}?checkout=canceled`,
    portalReturnUrl: base,
  };
}
