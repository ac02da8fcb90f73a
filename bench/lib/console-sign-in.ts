/**
 * A member signed in the way the console signs in: next-auth's CSRF token, then the credentials callback, which
 * answers the sealed session cookie (lib/auth/internal/next-auth-options.ts). The console's own fetches carry
 * this cookie (lib/client/api.ts), so the load figures measure what it pays per request.
 */
export async function consoleSignIn(base: string, email: string, password: string): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = cookiePairs(csrf.headers.getSetCookie());
  const signedIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = cookiePairs(signedIn.headers.getSetCookie())
    .split("; ")
    .find((pair) => pair.includes("next-auth.session-token="));
  if (!session) throw new Error(`console sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  return session;
}

function cookiePairs(setCookies: string[]): string {
  return setCookies.map((c) => c.split(";")[0]).join("; ");
}
