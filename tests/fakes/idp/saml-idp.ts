import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { inflateRawSync } from "node:zlib";
import { DOMParser } from "@xmldom/xmldom";
import forge from "node-forge";
import * as samlify from "samlify";
import { certificate, rsaKeys } from "../../../lib/crypto/local-pki";

/**
 * A SAML 2.0 identity provider that signs real assertions (samlify acting as IdP, RSA-SHA256 with its own
 * self-signed certificate), on a local HTTP server:
 * - GET  /metadata  its IdP metadata (entity id, HTTP-Redirect SSO endpoint, signing certificate);
 * - GET  /sso       the HTTP-Redirect binding: a small login page (e-mail, name) for the browser;
 * - POST /sso       builds and signs the response for that person and auto-posts it to the SP's ACS.
 * Tests call `respond()` directly to build responses, including broken ones (unsigned, tampered, wrong audience,
 * expired, another InResponseTo).
 */

// samlify validates XML against the SAML schema only when parsing what it receives; this IdP parses the
// AuthnRequest itself, so no validator is needed.
samlify.setSchemaValidator({ validate: async () => "skipped" });

const REDIRECT = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
const POST = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST";
const EMAIL_FORMAT = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";

export interface AuthnRequest {
  id: string;
  issuer: string;
  acsUrl: string;
  relayState: string;
}

export interface ResponseOptions {
  audience?: string;
  inResponseTo?: string;
  notBefore?: Date;
  notOnOrAfter?: Date;
  /** Sign the assertion (default) or only the whole response. */
  sign?: "assertion" | "response";
  /** Strip every signature. */
  unsigned?: boolean;
  /** Change the signed e-mail after signing. */
  tamperEmail?: string;
  /** Sign with another key (a certificate the SP does not trust). */
  foreignKey?: boolean;
}

export interface SamlResponseForm {
  acsUrl: string;
  SAMLResponse: string;
  RelayState: string;
}

export interface SamlIdp {
  url: string;
  entityId: string;
  ssoUrl: string;
  metadataUrl: string;
  certificatePem: string;
  metadataXml: string;
  parseRedirect(redirectUrl: string): AuthnRequest;
  respond(request: AuthnRequest, user: { email: string; name?: string }, options?: ResponseOptions): Promise<SamlResponseForm>;
  close(): Promise<void>;
}

function keyPair(commonName: string) {
  const keys = rsaKeys();
  const now = Date.now();
  const cert = certificate({
    commonName,
    notBefore: new Date(now - 86_400_000),
    notAfter: new Date(now + 365 * 86_400_000),
    publicKey: keys.publicKey,
    signingKey: keys.privateKey,
  });
  return { key: keys.pem, cert: forge.pki.certificateToPem(cert) };
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const escapeHtml = escapeXml;
const newId = () => `_${randomBytes(16).toString("hex")}`;

function attributeStatement(email: string, name: string): string {
  const attribute = (attr: string, value: string) =>
    `<saml:Attribute Name="${attr}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue ` +
    `xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`;
  return `<saml:AttributeStatement>${attribute("email", email)}${attribute("displayName", name)}</saml:AttributeStatement>`;
}

export async function startSamlIdp(options: { port?: number; host?: string } = {}): Promise<SamlIdp> {
  const own = keyPair("Test SAML IdP");
  const foreign = keyPair("Someone else's IdP");
  let base = "";
  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { "content-type": "text/plain" }).end(String((error as Error).stack ?? error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://${options.host ?? "127.0.0.1"}:${port}`;
  const entityId = `${base}/metadata`;
  const ssoUrl = `${base}/sso`;

  const idpFor = (signer: { key: string; cert: string }) =>
    samlify.IdentityProvider({
      entityID: entityId,
      privateKey: signer.key,
      signingCert: signer.cert,
      nameIDFormat: [EMAIL_FORMAT],
      singleSignOnService: [{ Binding: REDIRECT, Location: ssoUrl }],
      requestSignatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
    });
  const idp = idpFor(own);
  const metadataXml = idp.getMetadata();

  function parseRedirect(redirectUrl: string): AuthnRequest {
    const url = new URL(redirectUrl);
    const encoded = url.searchParams.get("SAMLRequest");
    if (!encoded) throw new Error("no SAMLRequest in the redirect");
    const xml = inflateRawSync(Buffer.from(encoded, "base64")).toString("utf8");
    const doc = new DOMParser().parseFromString(xml, "text/xml");
    const root = doc.documentElement!;
    const issuer = root.getElementsByTagNameNS("urn:oasis:names:tc:SAML:2.0:assertion", "Issuer")[0]?.textContent ?? "";
    return {
      id: root.getAttribute("ID") ?? "",
      issuer,
      acsUrl: root.getAttribute("AssertionConsumerServiceURL") ?? "",
      relayState: url.searchParams.get("RelayState") ?? "",
    };
  }

  async function respond(request: AuthnRequest, user: { email: string; name?: string }, opts: ResponseOptions = {}): Promise<SamlResponseForm> {
    const signAssertion = (opts.sign ?? "assertion") === "assertion";
    const sp = samlify.ServiceProvider({
      entityID: request.issuer,
      assertionConsumerService: [{ Binding: POST, Location: request.acsUrl }],
      wantAssertionsSigned: signAssertion,
      wantMessageSigned: !signAssertion,
    });
    const now = new Date();
    const notBefore = (opts.notBefore ?? now).toISOString();
    const notOnOrAfter = (opts.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
    const name = user.name ?? user.email.split("@")[0];
    const signer = opts.foreignKey ? idpFor(foreign) : idp;
    const made = await signer.createLoginResponse(sp, { extract: { request: { id: request.id } } }, "post", { email: user.email }, (template: string) => {
      const id = newId();
      const values = {
        ID: id,
        AssertionID: newId(),
        Destination: escapeXml(request.acsUrl),
        Audience: escapeXml(opts.audience ?? request.issuer),
        EntityID: escapeXml(request.issuer),
        SubjectRecipient: escapeXml(request.acsUrl),
        Issuer: escapeXml(entityId),
        IssueInstant: now.toISOString(),
        AssertionConsumerServiceURL: escapeXml(request.acsUrl),
        StatusCode: "urn:oasis:names:tc:SAML:2.0:status:Success",
        ConditionsNotBefore: notBefore,
        ConditionsNotOnOrAfter: notOnOrAfter,
        SubjectConfirmationDataNotOnOrAfter: notOnOrAfter,
        NameIDFormat: EMAIL_FORMAT,
        NameID: escapeXml(user.email),
        InResponseTo: escapeXml(opts.inResponseTo ?? request.id),
        AuthnStatement:
          `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" ` +
          `SessionIndex="${newId()}"><saml:AuthnContext>` +
          `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport` +
          `</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
        AttributeStatement: attributeStatement(user.email, name),
      };
      // samlify's replaceTagsByValue escapes every value; the statements here are XML already (values escaped above).
      return { id, context: template.replace(/\{(\w+)\}/g, (tag: string, key: string) => (key in values ? String(values[key as keyof typeof values]) : tag)) };
    });
    let xml = Buffer.from(made.context, "base64").toString("utf8");
    if (opts.unsigned) xml = xml.replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, "");
    if (opts.tamperEmail) xml = xml.split(escapeXml(user.email)).join(escapeXml(opts.tamperEmail));
    return { acsUrl: request.acsUrl, SAMLResponse: Buffer.from(xml, "utf8").toString("base64"), RelayState: request.relayState };
  }

  async function handle(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) {
    const url = new URL(req.url ?? "/", base);
    if (req.method === "GET" && url.pathname === "/metadata") {
      res.writeHead(200, { "content-type": "application/samlmetadata+xml" }).end(metadataXml);
      return;
    }
    if (req.method === "GET" && url.pathname === "/sso") {
      const page =
        `<!doctype html><html><head><title>Test SAML IdP</title></head><body><h1>Test SAML IdP</h1>
<form method="post" action="/sso"><input type="hidden" name="SAMLRequest" ` +
        `value="${escapeHtml(url.searchParams.get("SAMLRequest") ?? "")}"><input type="hidden" name="RelayState" ` +
        `value="${escapeHtml(url.searchParams.get("RelayState") ?? "")}">
<label>E-mail <input name="email" type="email" required></label><label>Name <input name="name"></label><button type="submit">Sign in to the ` +
        `IdP</button></form></body></html>`;
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
      return;
    }
    if (req.method === "POST" && url.pathname === "/sso") {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const redirect = new URL(ssoUrl);
      redirect.searchParams.set("SAMLRequest", form.get("SAMLRequest") ?? "");
      redirect.searchParams.set("RelayState", form.get("RelayState") ?? "");
      const request = parseRedirect(redirect.href);
      const answer = await respond(request, { email: form.get("email") ?? "", name: form.get("name") || undefined });
      const page =
        `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" ` +
        `action="${escapeHtml(answer.acsUrl)}"><input type="hidden" name="SAMLResponse" value="${escapeHtml(answer.SAMLResponse)}"><input ` +
        `type="hidden" name="RelayState" value="${escapeHtml(answer.RelayState)}"><noscript><button type="submit">Continue</button>` +
        `</noscript></form></body></html>`;
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
      return;
    }
    res.writeHead(404).end();
  }

  return {
    url: base,
    entityId,
    ssoUrl,
    metadataUrl: entityId,
    certificatePem: own.cert,
    metadataXml,
    parseRedirect,
    respond,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
