/**
 * Phrases that, found in a document's own title, say which category the document is: a document
 * titled "Incident Response Plan" is an incident response plan, however little of one it contains
 * yet. Phrases are whole words after folding; each names its category's head noun, not a modifier
 * ("Information Security Incident Response Plan" names incident response only, so information
 * security is matched by "security policy"/"security programme", never by "information security" alone).
 */
export const categoryTitles: Readonly<Record<string, readonly string[]>> = {
  "privacy-policy": ["privacy policy", "privacy notice", "privacy statement", "privacy information", "fair processing notice"],
  dpa: ["data processing agreement", "data processing addendum", "processing agreement", "processor agreement", "dpa"],
  "consent-form": [
    "consent form",
    "consent request",
    "declaration of consent",
    "consent declaration",
    "consent to process",
    "consent to processing",
    "consent to the processing",
  ],
  "incident-response": [
    "incident response",
    "incident management",
    "incident handling",
    "security incident",
    "incident plan",
    "incident procedure",
    "incident policy",
  ],
  "breach-notification": [
    "breach notification",
    "breach response",
    "breach procedure",
    "breach policy",
    "breach management",
    "data breach",
    "personal data breach",
    "breach reporting",
  ],
  "cookie-policy": ["cookie policy", "cookie notice", "cookie statement", "cookies policy", "use of cookies", "cookie", "cookies"],
  "information-security": [
    "information security policy",
    "security policy",
    "information security programme",
    "information security program",
    "information security management",
    "isms",
    "cybersecurity policy",
    "cyber security policy",
  ],
  "acceptable-use": ["acceptable use", "acceptable usage", "it usage policy", "computer use policy", "use of company systems"],
  "data-retention": ["retention", "records management", "record keeping", "data disposal", "disposal policy"],
  "vendor-management": [
    "vendor management",
    "vendor risk",
    "vendor policy",
    "supplier management",
    "supplier security",
    "supplier policy",
    "third party risk",
    "third party management",
    "vendor",
    "supplier",
  ],
  "business-continuity": ["business continuity", "disaster recovery", "continuity plan", "contingency plan", "bcp", "drp"],
  "access-control": ["access control", "access management", "identity and access", "user access", "access policy"],
};
