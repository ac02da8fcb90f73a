import type { LibraryTemplate } from "../types";
import { companyName, dataTypes, effectiveDate, policyOwner, securityEmail } from "../fields";

const template: LibraryTemplate = {
  id: "vendor-management-policy",
  name: "Vendor Management Policy",
  category: "vendor-management",
  kind: "vendor_management_policy",
  description:
    "How third-party vendors, suppliers and service providers are inventoried, risk-tiered, assessed before engagement, contracted with security and privacy terms, monitored and offboarded. Meets SOC 2 CC9.2, ISO/IEC 27001 A.5.19 to A.5.23, PCI DSS 12.8, HIPAA 164.308(b), NIST CSF GV.SC and NIST SP 800-53 SA-9.",
  frameworks: ["soc2", "iso27001", "hipaa", "nist-csf-2", "nist-800-53", "pci-dss-4"],
  keywords: [
    "vendor management",
    "third party risk",
    "tprm",
    "supplier",
    "supply chain",
    "service provider",
    "vendor assessment",
    "security questionnaire",
    "business associate agreement",
    "outsourcing",
    "procurement",
  ],
  version: "1.0.0",
  fields: [
    companyName,
    policyOwner,
    securityEmail,
    dataTypes,
    effectiveDate,
    {
      name: "criticalVendors",
      label: "Critical vendors",
      type: "string[]",
      required: false,
      description: "Vendors currently classified as critical.",
      example: ["Example Cloud Host: infrastructure hosting", "Example Identity Provider: single sign-on", "Example Payments: payment processing"],
    },
  ],
  intro: `**Owner:** {{policyOwner}} · **Effective date:** {{effectiveDate}}

{{companyName}} relies on vendors to deliver its services, and a vendor's weakness can become our incident. This policy makes sure that every vendor with access to our information or systems is chosen, contracted and monitored in proportion to the risk it brings.`,
  sections: [
    {
      id: "purpose-scope",
      title: "Purpose and Scope",
      required: true,
      requirements: ["SOC 2 CC9.2", "ISO 27001 A.5.19", "HIPAA 164.308(b)(1)", "NIST CSF GV.SC-01", "NIST 800-53 SR-1", "PCI DSS 12.8"],
      body: `This policy applies to every third party that stores, processes or transmits {{companyName}} or customer information, has access to our systems or facilities, or provides a service on which our products depend, including cloud and software-as-a-service providers, contractors, consultants and outsourced development.`,
    },
    {
      id: "vendor-inventory",
      title: "Vendor Inventory",
      required: true,
      requirements: ["PCI DSS 12.8.1", "ISO 27001 A.5.19", "NIST CSF GV.SC-04", "NIST 800-53 SA-9", "SOC 2 CC9.2"],
      body: `Procurement maintains an inventory of all in-scope vendors recording the service provided, the business owner, the information and systems they can access, their risk tier, contract and review dates, and for service providers handling cardholder data, which PCI DSS requirements each is responsible for.{{#if criticalVendors}} Vendors currently classified as critical include:

{{list criticalVendors}}
{{/if}}`,
    },
    {
      id: "risk-classification",
      title: "Risk Classification",
      required: true,
      requirements: ["NIST CSF GV.SC-04", "NIST CSF GV.SC-07", "NIST 800-53 RA-3", "ISO 27001 A.5.19", "SOC 2 CC9.2"],
      body: `Each vendor is assigned a risk tier before engagement and at each review:

- **Critical:** hosts or processes Restricted data (such as customer data, personal data{{#if dataTypes includes "health_data"}}, protected health information{{/if}}{{#if dataTypes includes "payment_cards"}}, cardholder data{{/if}}) or provides a service whose failure would stop our products.
- **High:** has access to Confidential data or internal systems.
- **Moderate:** has limited access to Internal data.
- **Low:** has no access to non-public data or systems.`,
    },
    {
      id: "due-diligence",
      title: "Due Diligence Before Engagement",
      required: true,
      requirements: ["PCI DSS 12.8.3", "ISO 27001 A.5.19", "ISO 27001 A.5.21", "NIST CSF GV.SC-06", "NIST 800-53 SA-9", "SOC 2 CC9.2"],
      body: `No vendor may receive non-public information or system access before the security team has completed a due diligence review in proportion to its tier. For critical and high vendors the review includes an independent assurance report (SOC 2 Type II, ISO/IEC 27001 certificate or PCI DSS attestation of compliance) or a security questionnaire with evidence, a review of data protection and sub-processor practices, financial and operational resilience, and the vendor's incident history. Findings are tracked to resolution or formally accepted by the business owner and the {{policyOwner}}.`,
    },
    {
      id: "contract-requirements",
      title: "Contractual Requirements",
      required: true,
      requirements: [
        "ISO 27001 A.5.20",
        "PCI DSS 12.8.2",
        "HIPAA 164.308(b)(1)",
        "HIPAA 164.314(a)(1)",
        "NIST CSF GV.SC-05",
        "NIST 800-53 SA-4",
        "SOC 2 CC9.2",
        "SOC 2 P6.4",
      ],
      body: `Contracts with vendors that handle our information include, as appropriate to the risk: confidentiality and security obligations; written acknowledgement of responsibility for the security of the data they handle; a data processing agreement meeting GDPR Article 28 where personal data is processed; a business associate agreement meeting 45 CFR 164.314(a) where protected health information is created, received, maintained or transmitted; incident and breach notification to {{securityEmail}} without undue delay; rights to audit or to receive assurance reports; restrictions on sub-contracting; and the return or secure deletion of data at the end of the contract.`,
    },
    {
      id: "ongoing-monitoring",
      title: "Ongoing Monitoring and Review",
      required: true,
      requirements: ["ISO 27001 A.5.22", "PCI DSS 12.8.4", "PCI DSS 12.8.5", "NIST CSF GV.SC-07", "NIST 800-53 SA-9", "SOC 2 CC9.2"],
      body: `Vendors are reassessed periodically according to tier: critical vendors annually, high vendors every two years and others when their service changes. Reviews check current assurance reports, exceptions noted by auditors, security incidents, service performance, and changes in ownership or sub-processors. PCI DSS compliance status of service providers is monitored at least once every 12 months. Significant deterioration is escalated to the {{policyOwner}}.`,
    },
    {
      id: "vendor-offboarding",
      title: "Offboarding",
      required: true,
      requirements: ["NIST CSF GV.SC-10", "ISO 27001 A.5.19", "NIST 800-53 SA-9", "SOC 2 CC6.2"],
      body: `When a vendor relationship ends, the business owner makes sure that all access granted to the vendor is revoked, credentials and keys are rotated, company data is returned or securely destroyed with written confirmation, and the inventory is updated.`,
    },
    {
      id: "cloud-services",
      title: "Cloud Services",
      required: false,
      requirements: ["ISO 27001 A.5.23"],
      body: `Cloud services are subject to this policy. In addition, their configuration is reviewed against the provider's shared responsibility model, so that the controls {{companyName}} remains responsible for, such as identity and access management, encryption settings and logging, are implemented.`,
    },
    {
      id: "roles-responsibilities",
      title: "Roles and Responsibilities",
      required: true,
      requirements: ["ISO 27001 A.5.2", "SOC 2 CC1.3", "NIST CSF GV.SC-02"],
      body: `Business owners request vendors, own the relationship and keep inventory data current. The security team performs due diligence and monitoring. Legal reviews contracts. The {{policyOwner}} owns this policy, approves risk acceptances and reports on third-party risk to management at least annually.`,
    },
  ],
};

export default template;
