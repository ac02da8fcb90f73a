import type { AddressInfo } from "node:net";
import dns2, { Packet } from "dns2";
import { startOidcIdp, type OidcIdp } from "../tests/fakes/idp/oidc-idp";
import { startSamlIdp, type SamlIdp } from "../tests/fakes/idp/saml-idp";
import { E2E_PORTS } from "./ports";

/**
 * What e2e/sso.spec.ts signs in through, on fixed loopback ports the server under test is configured for
 * (playwright.config.ts: DNS_SERVERS at E2E_PORTS.dns, SSO_ALLOW_INSECURE_IDP=true; e2e/ports.ts):
 * - a DNS server (dns2) whose TXT records the spec publishes while it runs, for domain verification;
 * - oidc-provider at http://127.0.0.1:<E2E_PORTS.oidc> (client `compliance-platform`, login by the e-mail typed on our page);
 * - the samlify IdP at http://127.0.0.1:<E2E_PORTS.saml> (metadata at /metadata, a login form at /sso).
 * Also runnable on its own for manual testing: `npx tsx e2e/sso-idps.ts` (APP_URL says where the app is).
 */
export const SSO_PORTS = { dns: E2E_PORTS.dns, oidc: E2E_PORTS.oidc, saml: E2E_PORTS.saml } as const;

export interface SsoIdps {
  oidc: OidcIdp;
  saml: SamlIdp;
  publishTxt(name: string, value: string): void;
  close(): Promise<void>;
}

async function startDns(zone: Map<string, string[]>) {
  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    const name = (question?.name ?? "").toLowerCase().replace(/\.$/, "");
    const records = zone.get(name);
    if (!records) response.header.rcode = 3;
    for (const value of records ?? [])
      response.answers.push({ name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data: [value] } as Packet["answers"][number]);
    void send(response);
  });
  await server.listen(SSO_PORTS.dns, "127.0.0.1");
  return { port: (server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function startSsoIdps(appUrl: string): Promise<SsoIdps> {
  const zone = new Map<string, string[]>();
  const dns = await startDns(zone);
  const oidc = await startOidcIdp({ redirectUri: `${appUrl}/api/v1/auth/sso/oidc/callback`, port: SSO_PORTS.oidc });
  const saml = await startSamlIdp({ port: SSO_PORTS.saml });
  return {
    oidc,
    saml,
    publishTxt: (name, value) => zone.set(name.toLowerCase(), [...(zone.get(name.toLowerCase()) ?? []), value]),
    close: async () => {
      await Promise.all([oidc.close(), saml.close(), dns.close()]);
    },
  };
}

if (process.argv[1]?.endsWith("sso-idps.ts")) {
  const appUrl = (process.env.APP_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  void startSsoIdps(appUrl).then((idps) => {
    console.log(
      `OIDC issuer ${idps.oidc.issuer} (client ${idps.oidc.clientId} / ${idps.oidc.clientSecret}); SAML metadata ${idps.saml.metadataUrl}; ` +
        `DNS 127.0.0.1:${SSO_PORTS.dns}`,
    );
  });
}
