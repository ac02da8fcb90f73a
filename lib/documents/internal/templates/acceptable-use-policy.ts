import type { LibraryTemplate } from "../types";
import { companyName, effectiveDate, policyOwner, securityEmail } from "../fields";

const template: LibraryTemplate = {
  id: "acceptable-use-policy",
  name: "Acceptable Use Policy",
  category: "acceptable-use",
  kind: "acceptable_use_policy",
  description:
    "Rules of behaviour for employees and contractors using company laptops, phones, accounts, e-mail, internet, messaging, cloud services and information, including prohibited activities, passwords, remote work, monitoring and acknowledgement. Meets ISO/IEC 27001 A.5.10, PCI DSS 12.2, NIST SP 800-53 PL-4 and HIPAA 164.310(b).",
  frameworks: ["iso27001", "soc2", "nist-800-53", "pci-dss-4", "hipaa"],
  keywords: [
    "acceptable use",
    "aup",
    "rules of behavior",
    "employee laptop",
    "company devices",
    "internet use",
    "email use",
    "byod",
    "personal use",
    "employee handbook security",
    "end-user technology",
  ],
  version: "1.0.0",
  fields: [
    companyName,
    policyOwner,
    securityEmail,
    effectiveDate,
    {
      name: "approvedTools",
      label: "Approved collaboration tools",
      type: "string[]",
      required: false,
      description: "Messaging, storage and collaboration services approved for company information.",
      example: ["Example Office Suite", "Example Chat", "Example Password Manager", "Example Code Hosting"],
    },
  ],
  intro: `**Owner:** {{policyOwner}} · **Effective date:** {{effectiveDate}}

{{companyName}} provides computers, accounts, networks and services so that personnel can do their work. This policy sets out the rules for using them responsibly, so that our information, our customers and our colleagues are protected.`,
  sections: [
    {
      id: "purpose-scope",
      title: "Purpose and Scope",
      required: true,
      requirements: ["ISO 27001 A.5.10", "SOC 2 CC2.2", "NIST 800-53 PL-4", "PCI DSS 12.2.1", "HIPAA 164.310(b)"],
      body: `This policy applies to all employees, contractors, interns and third parties ("users") who use {{companyName}} information or information systems, including laptops, mobile devices, accounts, networks, e-mail, messaging, cloud services and any personal device used for work. It covers use during and outside working hours.`,
    },
    {
      id: "general-use",
      title: "General Use and Ownership",
      required: true,
      requirements: ["ISO 27001 A.5.10", "ISO 27001 A.5.11", "NIST 800-53 PL-4"],
      body: `Company systems are provided for business purposes. Limited, occasional personal use is permitted if it does not interfere with work, consume significant resources, breach this policy or create risk for {{companyName}}. Information created or stored on company systems belongs to {{companyName}}. Users must return all company devices, media and information when their employment or contract ends.`,
    },
    {
      id: "prohibited-activities",
      title: "Prohibited Activities",
      required: true,
      requirements: ["ISO 27001 A.5.10", "ISO 27001 A.5.32", "NIST 800-53 PL-4", "PCI DSS 12.2.1"],
      body: `Users must not:

- access, copy, alter or delete information or systems without authorisation, or attempt to bypass security controls;
- share accounts, passwords or multi-factor authentication devices, or use another person's credentials;
- install unlicensed software or infringe copyright and other intellectual property rights;
- disable, tamper with or uninstall security software, including endpoint protection, disk encryption and device management;
- send Confidential or Restricted information to personal e-mail accounts or unapproved services;
- use company systems for harassment, discrimination, illegal content, gambling, cryptocurrency mining or personal commercial activity;
- connect unapproved devices to production networks, or scan, probe or test systems for vulnerabilities without written authorisation from the security team.`,
    },
    {
      id: "passwords-authentication",
      title: "Passwords and Authentication",
      required: true,
      requirements: ["ISO 27001 A.5.17", "HIPAA 164.308(a)(5)(ii)(D)", "NIST 800-53 IA-5", "PCI DSS 8.3.6", "SOC 2 CC6.1"],
      body: `Passwords must be unique to each system, at least 12 characters long, and stored only in the company-approved password manager. Multi-factor authentication must be enabled wherever it is offered. Users must never disclose passwords, including to IT staff, and must change a password immediately and report it to {{securityEmail}} if they suspect it has been exposed.`,
    },
    {
      id: "devices-remote-work",
      title: "Devices, Remote Working and Removable Media",
      required: true,
      requirements: [
        "ISO 27001 A.8.1",
        "ISO 27001 A.6.7",
        "ISO 27001 A.7.9",
        "ISO 27001 A.7.10",
        "HIPAA 164.310(c)",
        "HIPAA 164.310(d)(1)",
        "NIST 800-53 AC-19",
        "PCI DSS 12.3.4",
      ],
      body: `Laptops and mobile devices used for work must be enrolled in device management, encrypted, protected with a screen lock that activates after no more than five minutes of inactivity, and kept up to date with security patches. Devices must never be left unattended in public places or vehicles. When working remotely, users must use trusted networks or the company VPN and prevent others from seeing their screen. Removable media such as USB drives may be used only when approved and encrypted. Lost or stolen devices must be reported to {{securityEmail}} immediately.`,
    },
    {
      id: "communications",
      title: "E-mail, Internet and Messaging",
      required: true,
      requirements: ["ISO 27001 A.5.14", "ISO 27001 A.8.23", "NIST 800-53 PL-4"],
      body: `Users must be alert to phishing: verify unexpected requests for payments, credentials or data through a second channel, and report suspicious messages using the report button or to {{securityEmail}}. Business communication must use company accounts and approved tools.{{#if approvedTools}} The approved tools are:

{{list approvedTools}}
{{/if}}
Users must not express views on behalf of {{companyName}} in public forums or social media unless authorised.`,
    },
    {
      id: "information-handling",
      title: "Handling Information",
      required: true,
      requirements: ["ISO 27001 A.5.12", "ISO 27001 A.5.13", "SOC 2 C1.1", "PCI DSS 3.2.1", "HIPAA 164.310(b)"],
      body: `Users must handle information according to its classification. Confidential and Restricted information may be shared only with people who need it and are authorised to receive it, and only through approved, encrypted channels. Customer data must not be copied to local devices or non-production environments unless approved and protected. Cardholder data and health information may be accessed only by users whose role requires it. Printed Restricted information must be stored securely and shredded when no longer needed.`,
    },
    {
      id: "software-cloud",
      title: "Software and Cloud Services",
      required: true,
      requirements: ["ISO 27001 A.8.19", "ISO 27001 A.5.23", "SOC 2 CC6.8", "NIST 800-53 CM-11"],
      body: `Only software approved by IT may be installed on company devices. New cloud services, browser extensions and AI tools must be approved through the vendor review process before any company information is entered into them.`,
    },
    {
      id: "monitoring",
      title: "Monitoring and Privacy",
      required: true,
      requirements: ["ISO 27001 A.8.16", "NIST 800-53 AC-8", "NIST 800-53 PL-4"],
      body: `To protect its systems and information, and as permitted by law, {{companyName}} monitors the use of company systems, networks and accounts, including security logs, network traffic and device compliance. Monitoring is proportionate, carried out by authorised staff only, and described in the employee privacy notice. Users should not expect privacy in their use of company systems beyond what the law guarantees.`,
    },
    {
      id: "enforcement-acknowledgement",
      title: "Enforcement and Acknowledgement",
      required: true,
      requirements: ["ISO 27001 A.6.4", "NIST 800-53 PL-4", "PCI DSS 12.2.1", "SOC 2 CC1.5"],
      body: `Violations of this policy may lead to disciplinary action, up to and including dismissal or termination of contract, and may be reported to law enforcement. All users must read this policy and acknowledge in writing that they will comply with it before receiving access, and again each year. The {{policyOwner}} reviews this policy at least annually.`,
    },
  ],
};

export default template;
