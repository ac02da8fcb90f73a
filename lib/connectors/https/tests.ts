import { formatDate } from "@/lib/format/date-time";
import { defineTest, errored, failing, isAttributeError, passing } from "../define-test";
import type { TestDefinition } from "../types";
import { ENDPOINT } from "./discover";
import type { SecurityHeaders } from "./headers";
import type { CertificateSummary } from "./probe";
import { prose } from "@/lib/format/prose";

/** 180 days: the minimum HSTS max-age the HSTS preload list and most baselines accept. */
export const MIN_HSTS_MAX_AGE = 15_552_000;
/** Certificates must be renewed at least this many days before they expire. */
export const EXPIRY_WARNING_DAYS = 30;

const DAY = 86_400_000;

const tlsVersion = defineTest({
  id: "https.endpoint.tls_version",
  resourceType: ENDPOINT,
  title: "Only TLS 1.2 or newer",
  description: "A handshake offering only TLS 1.0 and 1.1 (at OpenSSL security level 0, so the client really offers them) is refused by the endpoint.",
  rationale: "TLS 1.0 and 1.1 are deprecated (RFC 8996) and rely on weak constructions; PCI DSS and most baselines forbid them.",
  remediation: {
    console: prose(
      "In the load balancer or CDN, choose a TLS policy with minimum version TLS 1.2 (AWS ALB: ELBSecurityPolicy-TLS13-1-2-2021-06;",
      "Cloudflare: Minimum TLS Version 1.2).",
    ),
    command: "nginx: ssl_protocols TLSv1.2 TLSv1.3; · check: openssl s_client -connect host:443 -tls1_1 (must fail)",
  },
  severity: "high",
  themes: ["encryption_in_transit"],
  needs: ["legacyTls"],
  evaluate: (a) => {
    const legacy = a.legacyTls as { accepted: boolean; protocol: string | null };
    if (legacy.accepted) return failing(`The endpoint accepts ${legacy.protocol ?? "TLS 1.0/1.1"}.`);
    if (isAttributeError(a.tlsProtocol)) return errored(`TLS 1.0 and 1.1 are refused, but a TLS 1.2+ handshake failed too: ${a.tlsProtocol.$error}.`);
    return passing(`TLS 1.0 and 1.1 are refused; ${String(a.tlsProtocol)} was negotiated.`);
  },
});

const certificateValid = defineTest({
  id: "https.endpoint.certificate_valid",
  resourceType: ENDPOINT,
  title: "Certificate chains to a trusted CA",
  description: prose(
    "The certificate chain verifies against the system's CA store plus the CAs configured for this integration, and the certificate is",
    "not self-signed (a self-signed certificate fails even when configured as trusted).",
  ),
  rationale:
    "Clients that cannot verify the certificate either refuse the site or are trained to click through warnings, which is what an interception attack needs.",
  remediation: {
    console:
      "Issue the certificate from a public CA (Let's Encrypt, AWS Certificate Manager) or your internal CA, and serve the full chain including intermediates.",
    command: "openssl s_client -connect host:443 -servername host -showcerts </dev/null | openssl x509 -noout -issuer -subject",
  },
  severity: "high",
  themes: ["certificate_management", "encryption_in_transit"],
  needs: ["certificate", "certificateChain"],
  evaluate: (a) => {
    const cert = a.certificate as CertificateSummary;
    const chain = a.certificateChain as { verified: boolean; error: string | null };
    if (cert.selfSigned)
      return failing(`The certificate (${cert.subject}) is self-signed${chain.verified ? ", trusted only because it is configured as a CA" : ""}.`);
    if (!chain.verified) return failing(`The certificate chain does not verify: ${chain.error ?? "unknown reason"}.`);
    return passing(`The certificate (${cert.subject}) is issued by ${cert.issuer} and chains to a trusted CA.`);
  },
});

const certificateExpiry = defineTest({
  id: "https.endpoint.certificate_expiry",
  resourceType: ENDPOINT,
  title: `Certificate valid for more than ${EXPIRY_WARNING_DAYS} days`,
  description: `The certificate does not expire within ${EXPIRY_WARNING_DAYS} days of the check.`,
  rationale: "An expired certificate takes the service down for every client; renewing a month ahead leaves time to fix a failed automation.",
  remediation: {
    console: "Renew the certificate, and automate renewal (ACME/Let's Encrypt, AWS Certificate Manager managed renewal).",
    command: "echo | openssl s_client -connect host:443 -servername host 2>/dev/null | openssl x509 -noout -enddate",
  },
  severity: "medium",
  themes: ["certificate_management"],
  needs: ["certificate", "checkedAt"],
  evaluate: (a) => {
    const cert = a.certificate as CertificateSummary;
    const left = (Date.parse(cert.validTo) - Date.parse(String(a.checkedAt))) / DAY;
    if (left <= 0) return failing(`The certificate expired on ${formatDate(cert.validTo)}.`);
    const days = Math.floor(left);
    if (left <= EXPIRY_WARNING_DAYS) return failing(`The certificate expires on ${formatDate(cert.validTo)}, in ${days} ${days === 1 ? "day" : "days"}.`);
    return passing(`The certificate expires on ${formatDate(cert.validTo)}, in ${days} days.`);
  },
});

const hostnameMatch = defineTest({
  id: "https.endpoint.hostname_match",
  resourceType: ENDPOINT,
  title: "Certificate names the host",
  description: "The certificate's subject alternative names (or, failing those, its common name) cover the URL's host, as a browser checks it.",
  rationale: "A certificate for another name makes every client show an error or, if it skips the check, accept any impostor.",
  remediation: {
    console: "Request a certificate whose subject alternative names include this host (or a matching wildcard), and attach it to the listener serving it.",
    command: "echo | openssl s_client -connect host:443 -servername host 2>/dev/null | openssl x509 -noout -ext subjectAltName",
  },
  severity: "high",
  themes: ["certificate_management", "encryption_in_transit"],
  needs: ["hostnameMatch", "host"],
  evaluate: (a) => {
    const match = a.hostnameMatch as { matches: boolean; reason: string | null };
    if (match.matches) return passing(`The certificate names ${String(a.host)}.`);
    const cert = a.certificate as CertificateSummary | undefined;
    const names =
      cert && !isAttributeError(cert) && cert.subjectAltNames.length > 0
        ? cert.subjectAltNames.join(", ")
        : cert && !isAttributeError(cert)
          ? cert.subject
          : "other names";
    return failing(`The certificate is for ${names}, not ${String(a.host)}.`);
  },
});

function maxAge(header: string): number | null {
  const match = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(header);
  return match ? Number(match[1]) : null;
}

const hsts = defineTest({
  id: "https.endpoint.hsts",
  resourceType: ENDPOINT,
  title: "HSTS for at least 180 days",
  description: `The response (after HTTPS redirects) carries Strict-Transport-Security with max-age of at least ${MIN_HSTS_MAX_AGE} seconds (180 days).`,
  rationale: "Without HSTS a browser's first request can go over plain HTTP, where an attacker on the network can strip TLS.",
  remediation: {
    console: "Add the header at the load balancer, CDN or web server: Strict-Transport-Security: max-age=31536000; includeSubDomains.",
    command: prose(
      'nginx: add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always; · check: curl -sI https://host/ | grep -i',
      "strict-transport",
    ),
  },
  severity: "medium",
  themes: ["encryption_in_transit"],
  needs: ["securityHeaders"],
  evaluate: (a) => {
    const h = a.securityHeaders as SecurityHeaders;
    if (!h.strictTransportSecurity) return failing(`${h.finalUrl} sends no Strict-Transport-Security header.`);
    const age = maxAge(h.strictTransportSecurity);
    if (age === null) return failing(`Strict-Transport-Security has no max-age ("${h.strictTransportSecurity}").`);
    if (age < MIN_HSTS_MAX_AGE)
      return failing(
        `Strict-Transport-Security max-age is ${age} seconds (${Math.floor(age / 86_400)} days); at least ${MIN_HSTS_MAX_AGE} (180 days) is required.`,
      );
    const subdomains = /includesubdomains/i.test(h.strictTransportSecurity) ? ", including subdomains" : "";
    return passing(`Strict-Transport-Security max-age is ${age} seconds (${Math.floor(age / 86_400)} days)${subdomains}.`);
  },
});

/** Referrer policies that send the full URL to other origins. */
const LEAKY_REFERRER = new Set(["unsafe-url", "no-referrer-when-downgrade"]);

function frameAncestors(csp: string | null): string | null {
  if (!csp) return null;
  const directive = csp
    .split(/[;,]/)
    .map((d) => d.trim())
    .find((d) => /^frame-ancestors(\s|$)/i.test(d));
  return directive ? directive.replace(/^frame-ancestors\s*/i, "") : null;
}

const securityHeaders = defineTest({
  id: "https.endpoint.security_headers",
  resourceType: ENDPOINT,
  title: "Security headers are set",
  description: prose(
    "The response (after HTTPS redirects) sends X-Content-Type-Options: nosniff; protects against framing with Content-Security-Policy",
    "frame-ancestors (not *) or X-Frame-Options DENY/SAMEORIGIN; and sends a Referrer-Policy other than unsafe-url or",
    "no-referrer-when-downgrade.",
  ),
  rationale: prose(
    "These headers close whole classes of browser attacks: MIME-sniffing script injection, clickjacking, and leaking URLs (with tokens",
    "in them) to other sites.",
  ),
  remediation: {
    console: "Add the headers at the CDN, load balancer or application (e.g. helmet for Express, next.config headers()).",
    command: prose(
      "nginx: add_header X-Content-Type-Options nosniff always; add_header Content-Security-Policy \"frame-ancestors 'self'\" always;",
      "add_header Referrer-Policy strict-origin-when-cross-origin always;",
    ),
  },
  severity: "low",
  themes: ["secure_configuration", "secure_development"],
  needs: ["securityHeaders"],
  evaluate: (a) => {
    const h = a.securityHeaders as SecurityHeaders;
    const missing: string[] = [];
    if (h.xContentTypeOptions?.trim().toLowerCase() !== "nosniff") missing.push("X-Content-Type-Options: nosniff");
    const ancestors = frameAncestors(h.contentSecurityPolicy);
    const xfo = h.xFrameOptions?.trim().toUpperCase() ?? null;
    const framing =
      ancestors !== null && ancestors !== "*" ? `frame-ancestors ${ancestors}` : xfo === "DENY" || xfo === "SAMEORIGIN" ? `X-Frame-Options ${xfo}` : null;
    if (!framing) missing.push("framing protection (Content-Security-Policy frame-ancestors or X-Frame-Options)");
    const referrer =
      h.referrerPolicy
        ?.split(",")
        .map((p) => p.trim().toLowerCase())
        .filter(Boolean)
        .pop() ?? null;
    if (!referrer || LEAKY_REFERRER.has(referrer)) missing.push(referrer ? `a Referrer-Policy that does not leak URLs (it is ${referrer})` : "Referrer-Policy");
    if (missing.length > 0) return failing(`${h.finalUrl} lacks ${missing.join("; ")}.`);
    return passing(`nosniff, ${framing} and Referrer-Policy ${referrer} are set.`);
  },
});

export const httpsTests: TestDefinition[] = [tlsVersion, certificateValid, certificateExpiry, hostnameMatch, hsts, securityHeaders];
