/** Document categories: the four the interface names first, then the rest of the library's. */
export interface DocumentCategory {
  id: string;
  name: string;
  description: string;
}

export const documentCategories: readonly DocumentCategory[] = [
  {
    id: "privacy-policy",
    name: "Privacy policy",
    description: "Public notices explaining how personal data is collected, used, shared and protected, and the rights people have.",
  },
  {
    id: "dpa",
    name: "Data processing agreement",
    description: "Contracts between controllers and processors governing processing on the controller's behalf.",
  },
  { id: "consent-form", name: "Consent form", description: "Forms that obtain and record valid consent to process personal data." },
  { id: "incident-response", name: "Incident response", description: "Plans for detecting, responding to and recovering from security incidents." },
  {
    id: "breach-notification",
    name: "Breach notification",
    description: "Procedures for assessing personal data breaches and notifying authorities and individuals.",
  },
  { id: "cookie-policy", name: "Cookie policy", description: "Notices about cookies and similar technologies and how consent to them is managed." },
  {
    id: "information-security",
    name: "Information security policy",
    description: "The top-level security policy and the rules of the information security programme.",
  },
  { id: "acceptable-use", name: "Acceptable use", description: "Rules of behaviour for using company systems, devices and information." },
  { id: "data-retention", name: "Data retention", description: "How long records are kept and how they are disposed of." },
  { id: "vendor-management", name: "Vendor management", description: "Managing the security and privacy risk of suppliers and service providers." },
  { id: "business-continuity", name: "Business continuity", description: "Continuity and disaster recovery plans for critical services." },
  { id: "access-control", name: "Access control", description: "Granting, authenticating, reviewing and removing access to systems and data." },
];

const byId = new Map(documentCategories.map((c) => [c.id, c]));

export function getCategory(id: string): DocumentCategory | undefined {
  return byId.get(id);
}
