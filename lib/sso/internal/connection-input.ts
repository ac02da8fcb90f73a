import type { CreateConnectionInput, UpdateConnectionInput } from "../schemas";
import { ServiceError } from "@/lib/errors";
import { assertIdpUrl, fetchMetadata, IdpCallError } from "./idp-fetch";
import { MetadataError, normalizeCertificate, parseIdpMetadata } from "./saml-metadata";
import { DEFAULT_CLOCK_SKEW_SECONDS, DEFAULT_SCOPES, type OidcSettings, type SamlSettings } from "./settings";

// Turns what an admin sends into a connection's stored settings. Runs before the write's transaction: it may
// download IdP metadata.

const invalid = (path: string, message: string) => new ServiceError("validation_failed", undefined, [{ path, message }]);

type SamlInput = Pick<UpdateConnectionInput, "idpMetadataXml" | "idpMetadataUrl" | "entityId" | "ssoUrl" | "certificates" | "clockSkewSeconds">;

export async function oidcSettingsFrom(input: { issuer: string; clientId: string; scopes?: string[] }): Promise<OidcSettings> {
  await assertIdpUrl(input.issuer, "issuer");
  const scopes = input.scopes ?? DEFAULT_SCOPES;
  if (!scopes.includes("openid")) throw invalid("scopes", "Must include `openid`");
  if (!scopes.includes("email")) throw invalid("scopes", "Must include `email`: sign-in matches people by their verified e-mail");
  return { issuer: input.issuer.replace(/\/+$/, ""), clientId: input.clientId, scopes };
}

/** SAML settings from metadata XML, a metadata URL, or the three values typed in; `base` fills what an update leaves out. */
export async function samlSettingsFrom(input: SamlInput, base?: SamlSettings): Promise<SamlSettings> {
  const clockSkewSeconds = input.clockSkewSeconds ?? base?.clockSkewSeconds ?? DEFAULT_CLOCK_SKEW_SECONDS;
  const sources = [input.idpMetadataXml, input.idpMetadataUrl].filter((v) => v !== undefined).length;
  if (sources > 1) throw invalid("idpMetadataUrl", "Send `idpMetadataXml` or `idpMetadataUrl`, not both");
  if (sources === 1 && (input.entityId || input.ssoUrl || input.certificates))
    throw invalid("entityId", "Send metadata, or `entityId`, `ssoUrl` and `certificates`, not both");
  let xml = input.idpMetadataXml;
  if (input.idpMetadataUrl) {
    await assertIdpUrl(input.idpMetadataUrl, "idpMetadataUrl");
    try {
      xml = await fetchMetadata(input.idpMetadataUrl);
    } catch (error) {
      if (error instanceof IdpCallError) throw invalid("idpMetadataUrl", error.message);
      throw error;
    }
  }
  if (xml !== undefined) {
    try {
      const metadata = parseIdpMetadata(xml);
      await assertIdpUrl(metadata.ssoUrl, input.idpMetadataUrl ? "idpMetadataUrl" : "idpMetadataXml");
      return {
        idpEntityId: metadata.entityId,
        ssoUrl: metadata.ssoUrl,
        certificates: metadata.certificates,
        clockSkewSeconds,
        idpMetadataUrl: input.idpMetadataUrl ?? null,
      };
    } catch (error) {
      if (error instanceof MetadataError) throw invalid(input.idpMetadataUrl ? "idpMetadataUrl" : "idpMetadataXml", error.message);
      throw error;
    }
  }
  const entityId = input.entityId ?? base?.idpEntityId;
  const ssoUrl = input.ssoUrl ?? base?.ssoUrl;
  const certificates = input.certificates ?? base?.certificates;
  if (!entityId) throw invalid("entityId", "Required (or send `idpMetadataXml` / `idpMetadataUrl`)");
  if (!ssoUrl) throw invalid("ssoUrl", "Required (or send `idpMetadataXml` / `idpMetadataUrl`)");
  if (!certificates?.length) throw invalid("certificates", "Required: the IdP's signing certificate (or send `idpMetadataXml` / `idpMetadataUrl`)");
  if (input.ssoUrl) await assertIdpUrl(input.ssoUrl, "ssoUrl");
  const pems = certificates.map((cert, index) => {
    try {
      return normalizeCertificate(cert);
    } catch {
      throw invalid(`certificates.${index}`, "Must be a PEM or base64 X.509 certificate");
    }
  });
  return {
    idpEntityId: entityId,
    ssoUrl,
    certificates: pems,
    clockSkewSeconds,
    idpMetadataUrl: input.idpMetadataUrl ?? (input.entityId ? null : (base?.idpMetadataUrl ?? null)),
  };
}

export type ConnectionFlags = Pick<CreateConnectionInput, "enabled" | "jitProvisioning" | "defaultRole" | "ssoRequired">;
