import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration } from "oidc-provider";

/**
 * A real OpenID Connect provider (oidc-provider, OpenID Certified) on a local port, with one confidential client
 * and a scripted interaction: the person named by `login_hint` is signed in and consents at once, so a test (or a
 * browser) just follows redirects. `users` says who exists and whether their e-mail is verified; an unknown
 * hint signs in as a verified user named after the address.
 */

export interface OidcUser {
  email: string;
  name?: string;
  emailVerified?: boolean;
}

export interface OidcIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  users: Map<string, OidcUser>;
  close(): Promise<void>;
}

export async function startOidcIdp(options: { redirectUri: string; port?: number; host?: string; clientId?: string; clientSecret?: string }): Promise<OidcIdp> {
  const users = new Map<string, OidcUser>();
  const clientId = options.clientId ?? "compliance-platform";
  const clientSecret = options.clientSecret ?? "test-client-secret-0123456789abcdef";
  const host = options.host ?? "127.0.0.1";

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      { client_id: clientId, client_secret: clientSecret, redirect_uris: [options.redirectUri], response_types: ["code"], grant_types: ["authorization_code"] },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    cookies: { keys: ["test-cookie-key-0123456789abcdef"] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    async findAccount(_ctx, id) {
      const user = users.get(id) ?? { email: id };
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: user.email, email_verified: user.emailVerified ?? true, name: user.name ?? user.email.split("@")[0] };
        },
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  // Plain http on loopback: tell the provider it is not behind a TLS proxy.
  provider.proxy = false;
  const callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === "login") {
      const hint = String(details.params.login_hint ?? "");
      if (!hint) {
        res.writeHead(400, { "content-type": "text/plain" }).end("login_hint is required by this test provider");
        return;
      }
      await provider.interactionFinished(req, res, { login: { accountId: hint.toLowerCase() } }, { mergeWithLastSubmission: false });
      return;
    }
    const accountId = details.session?.accountId ?? "";
    const grant = details.grantId
      ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId, clientId }))
      : new provider.Grant({ accountId, clientId });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith("/interaction/")) {
      void interaction(req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
        res.end(String((error as Error).stack ?? error));
      });
      return;
    }
    void callback(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    users,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
