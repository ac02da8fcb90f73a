import type { ConnectionCheck, Connector } from "../types";
import { config } from "@/lib/config";
import { emailDomainConfigSchema, emailDomainCredentialSchema, type EmailDomainConfig, type EmailDomainCredentials } from "./config";
import { discoverEmailDomains, DOMAIN } from "./discover";
import { createResolver, lookupTxt } from "./resolver";
import { emailDomainTests } from "./tests";
import { prose } from "@/lib/format/prose";

/** A domain's e-mail authentication records, read from public DNS with node:dns (c-ares). */
export const emailDomainConnector: Connector<EmailDomainConfig, EmailDomainCredentials> = {
  id: "email_domain",
  name: "E-mail domain",
  description: "Checks each sending domain's SPF, DMARC and DKIM records in public DNS, which decide whether mail forged in its name is delivered.",
  category: "network",
  mode: "pull",
  configSchema: emailDomainConfigSchema,
  credentialSchema: emailDomainCredentialSchema,
  leastPrivilege: {
    summary: prose(
      "Nothing to grant: SPF, DMARC and DKIM records are public DNS. Lookups go to the DNS servers set by the operator",
      "(INTEGRATIONS_DNS_SERVERS) or to this server's resolvers.",
    ),
  },
  resourceTypes: [
    {
      type: DOMAIN,
      name: "E-mail domain",
      description: "A domain the organisation sends mail from.",
      attributes: {
        domain: "The domain",
        checkedAt: "When the sync looked it up (ISO instant)",
        domainExists: "false when the domain answers NXDOMAIN",
        spfRecords: "The TXT records at the domain that start with v=spf1",
        spfAll: "The all mechanism that applies (-all, ~all, ?all, +all), after redirect=; null without one",
        spfRedirect: "The redirect= domain followed, if any",
        spfProblem: "Why the redirect= chain could not be followed to a policy (a permanent error), or null",
        dmarcRecords: "The TXT records at _dmarc.<domain> that start with v=DMARC1",
        dkim: "{selectorsChecked, withKey, revoked}: which selectors publish a DKIM key",
      },
    },
  ],
  tests: emailDomainTests,
  async checkConnection(ctx): Promise<ConnectionCheck> {
    const resolver = createResolver(ctx.signal);
    const via = config.integrations.dnsServers.length > 0 ? `DNS servers ${config.integrations.dnsServers.join(", ")}` : "the system's DNS resolvers";
    const problems = (
      await Promise.all(
        ctx.config.domains.map(async (domain) => {
          try {
            const answer = await lookupTxt(resolver, domain);
            return answer.kind === "nxdomain" ? `${domain} does not exist (NXDOMAIN)` : null;
          } catch (error) {
            return error instanceof Error ? error.message : String(error);
          }
        }),
      )
    ).filter((p): p is string => p !== null);
    if (problems.length === 0)
      return {
        ok: true,
        message: `Looked up ${ctx.config.domains.length === 1 ? ctx.config.domains[0] : `all ${ctx.config.domains.length} domains`} through ${via}.`,
      };
    return { ok: false, message: `Through ${via}: ${problems.join("; ")}.` };
  },
  discover: discoverEmailDomains,
};
