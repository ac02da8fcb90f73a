import type { SectionVocabulary } from "./types";

/**
 * Every section any framework can require, with the headings that name it. Phrases are chosen to
 * be specific: a phrase that also fits a neighbouring section would hide that section's absence
 * (the unit tests remove each required section of every template to prove they do not).
 */
export const sectionVocabulary: Readonly<Record<string, SectionVocabulary>> = {
  // ---- privacy notices, consent, cookies
  "controller-identity": {
    title: "Identity and contact details of the controller",
    headings: ["who we are", "who is asking", "who is responsible", "controller", "contact details", "about us", "data controller"],
  },
  "data-collected": {
    title: "Personal data collected",
    headings: ["data we collect", "information we collect", "data collected", "personal data we collect", "categories of personal data", "what we collect"],
  },
  "purposes-legal-basis": {
    title: "Purposes and legal bases of processing",
    headings: ["legal basis", "legal bases", "lawful basis", "how we use", "purposes of processing", "why we use"],
  },
  recipients: {
    title: "Recipients of personal data",
    headings: ["share", "sharing", "recipients", "who will receive", "disclosure of personal data", "third parties we"],
  },
  "international-transfers": {
    title: "International transfers",
    headings: ["international transfer", "international transfers", "transfers outside", "cross border transfers", "third countries"],
  },
  retention: { title: "Retention period", headings: ["how long", "retention", "retain", "storage period", "keep your data"] },
  "data-subject-rights": {
    title: "Rights of the data subject",
    headings: ["your rights", "your other rights", "data subject rights", "rights of data subjects", "individual rights", "privacy rights", "other rights"],
  },
  "provision-requirement": {
    title: "Whether providing personal data is required",
    headings: [
      "have to provide",
      "required to provide",
      "must provide",
      "must you provide",
      "obligation to provide",
      "statutory or contractual requirement",
      "provide personal data",
      "provide your data",
      "provide data",
    ],
  },
  "automated-decisions": {
    title: "Automated decision-making and profiling",
    headings: ["automated decision", "automated decisions", "automated decision making", "profiling"],
  },
  "security-measures": {
    title: "Security of personal data",
    headings: ["how we protect", "security of your", "data security", "security measures", "keeping your data safe"],
  },
  complaints: { title: "Right to lodge a complaint", headings: ["complaint", "complaints", "supervisory authority"] },
  "consent-purposes": {
    title: "Purposes consented to",
    headings: ["what you are consenting to", "consent purposes", "purposes of consent", "what you consent to", "scope of consent"],
  },
  "data-used": { title: "Personal data used", headings: ["personal data we will use", "data we will use", "data used", "information we will use"] },
  "right-to-withdraw": { title: "Right to withdraw consent", headings: ["withdraw", "withdrawal", "withdrawing"] },
  "consent-record": { title: "Declaration of consent", headings: ["declaration", "signature", "your consent record", "confirmation of consent"] },
  "what-are-cookies": { title: "What cookies are", headings: ["what cookies are", "what are cookies", "about cookies", "cookies and similar technologies"] },
  "cookie-categories": {
    title: "Cookies used and their purposes",
    headings: ["cookies we use", "types of cookies", "categories of cookies", "cookie categories", "cookie list"],
  },
  "cookie-consent": {
    title: "How consent to cookies is obtained",
    headings: ["ask for your consent", "cookie consent", "consent to cookies", "cookie banner"],
  },
  "managing-cookies": {
    title: "Changing or withdrawing cookie choices",
    headings: ["changing your choices", "managing cookies", "manage cookies", "cookie settings", "your choices", "control cookies"],
  },
  "third-party-transfers": { title: "Third parties and transfers", headings: ["third parties", "third party cookies", "international transfers"] },

  // ---- data processing agreement
  "processing-details": {
    title: "Subject matter and details of processing",
    headings: ["subject matter", "details of processing", "description of processing", "scope of processing"],
  },
  "controller-instructions": { title: "Processing on documented instructions", headings: ["instructions", "documented instructions"] },
  confidentiality: { title: "Confidentiality of personnel", headings: ["confidentiality"] },
  "security-of-processing": {
    title: "Security of processing",
    headings: ["security of processing", "security measures", "technical and organisational measures", "technical and organizational measures"],
  },
  "sub-processors": { title: "Sub-processors", headings: ["sub processors", "subprocessors", "sub processor", "subprocessor", "sub processing"] },
  "data-subject-assistance": {
    title: "Assistance with data subject requests",
    headings: ["data subject requests", "data subject rights", "requests from data subjects"],
  },
  "controller-assistance": {
    title: "Assistance with security, breaches and impact assessments",
    headings: ["impact assessments", "impact assessment", "assistance with security", "articles 32 to 36", "dpia"],
  },
  "breach-notification": {
    title: "Personal data breach notification",
    headings: ["breach notification", "data breach", "personal data breach", "notification of breach", "security incident notification"],
  },
  "deletion-return": { title: "Return and deletion of personal data", headings: ["deletion", "return of data", "return and deletion", "end of processing"] },
  "audit-rights": { title: "Information and audits", headings: ["audit", "audits", "inspections", "information and audits"] },

  // ---- incident response, breach procedure
  "purpose-scope": { title: "Purpose and scope", headings: ["purpose", "scope", "applicability", "introduction"] },
  "roles-responsibilities": { title: "Roles and responsibilities", headings: ["roles", "responsibilities", "organisation", "organization", "team"] },
  "severity-classification": {
    title: "Incident classification and severity",
    headings: ["severity", "classification", "triage", "prioritisation", "prioritization"],
  },
  "detection-reporting": { title: "Detection and reporting", headings: ["detection", "detecting", "reporting an incident", "identification", "reporting"] },
  "response-procedures": { title: "Containment, eradication and recovery", headings: ["containment", "eradication", "response procedures", "response steps"] },
  "evidence-preservation": { title: "Evidence collection and preservation", headings: ["evidence", "forensic", "forensics", "chain of custody"] },
  communication: { title: "Communication and notification", headings: ["communication", "communications", "notification", "stakeholder"] },
  "post-incident-review": {
    title: "Post-incident review and lessons learned",
    headings: ["lessons learned", "post incident", "post-incident", "retrospective", "post mortem", "postmortem"],
  },
  "testing-training": { title: "Testing and training", headings: ["testing", "training", "exercises", "exercise"] },
  "plan-maintenance": { title: "Plan review and maintenance", headings: ["maintenance", "plan review", "review of the plan", "updates to the plan"] },
  "breach-definition": {
    title: "Definition of a breach",
    headings: ["what counts as a breach", "definition", "definitions", "what is a breach", "what counts"],
  },
  "internal-reporting": {
    title: "Internal reporting of a suspected breach",
    headings: ["reporting a suspected", "internal reporting", "reporting internally", "escalation"],
  },
  "risk-assessment": { title: "Breach risk assessment", headings: ["assessing the risk", "risk assessment", "assessment of risk", "assessing risk"] },
  "authority-notification": {
    title: "Notification to the supervisory authority",
    headings: ["supervisory authority", "notifying the regulator", "regulator notification", "notifying the authority"],
  },
  "individual-notification": {
    title: "Communication to affected individuals",
    headings: ["affected individuals", "notifying individuals", "data subjects", "communication to individuals"],
  },
  "hipaa-notifications": {
    title: "Notification to HHS, the media and covered entities",
    headings: ["hhs", "media", "covered entities", "covered entity", "secretary"],
  },
  "processor-breaches": {
    title: "Breaches at processors and service providers",
    headings: ["processors", "service providers", "vendors", "business associates"],
  },
  "breach-register": { title: "Breach register and documentation", headings: ["register", "documentation", "records of breaches", "breach log"] },

  // ---- information security, acceptable use, retention, vendors, continuity, access
  "security-objectives": { title: "Information security objectives", headings: ["objectives", "security goals", "commitment"] },
  "risk-management": { title: "Risk management", headings: ["risk management", "risk assessment", "risk treatment"] },
  "asset-management": { title: "Asset management and classification", headings: ["asset management", "assets", "classification", "inventory of assets"] },
  "access-control": { title: "Access control", headings: ["access control", "access management", "identity and access"] },
  cryptography: { title: "Cryptography and data protection", headings: ["cryptography", "encryption", "cryptographic"] },
  "operations-security": { title: "Operations security", headings: ["operations security", "operational security", "operations", "security operations"] },
  "physical-security": { title: "Physical and environmental security", headings: ["physical", "environmental security", "facilities"] },
  "people-security": {
    title: "People security and awareness",
    headings: ["people security", "human resources", "personnel security", "awareness", "hr security"],
  },
  "supplier-security": { title: "Supplier security", headings: ["supplier", "suppliers", "vendor", "third party security"] },
  "incident-management": { title: "Incident management", headings: ["incident management", "incident response", "incidents"] },
  "business-continuity": { title: "Business continuity and backup", headings: ["business continuity", "continuity", "backup", "disaster recovery"] },
  "compliance-review": { title: "Compliance, exceptions and review", headings: ["compliance", "exceptions", "policy review"] },
  enforcement: { title: "Enforcement and sanctions", headings: ["enforcement", "sanctions", "violations", "disciplinary"] },
  "general-use": { title: "General use and ownership", headings: ["general use", "ownership", "personal use"] },
  "prohibited-activities": { title: "Prohibited activities", headings: ["prohibited", "unacceptable use", "not permitted"] },
  "passwords-authentication": { title: "Passwords and authentication", headings: ["password", "passwords", "authentication", "credentials"] },
  "devices-remote-work": {
    title: "Devices, remote working and removable media",
    headings: ["devices", "device", "remote working", "remote work", "removable media", "mobile"],
  },
  communications: { title: "E-mail, internet and messaging", headings: ["e mail", "email", "internet", "messaging"] },
  "information-handling": { title: "Handling information", headings: ["handling information", "information handling", "data handling", "handling data"] },
  "software-cloud": { title: "Software and cloud services", headings: ["software", "cloud services", "applications"] },
  monitoring: { title: "Monitoring and privacy", headings: ["monitoring", "no expectation of privacy"] },
  "enforcement-acknowledgement": { title: "Enforcement and acknowledgement", headings: ["acknowledgement", "acknowledgment", "enforcement", "sanctions"] },
  "retention-principles": { title: "Retention principles", headings: ["principles", "retention rules", "general rules"] },
  "retention-schedule": { title: "Retention schedule", headings: ["schedule", "retention periods", "retention period"] },
  "legal-hold": { title: "Legal holds", headings: ["legal hold", "legal holds", "litigation hold", "preservation"] },
  "secure-disposal": { title: "Secure deletion and disposal", headings: ["disposal", "destruction", "secure deletion", "secure erasure"] },
  "backups-archives": { title: "Backups and archives", headings: ["backups", "backup", "archives", "archive"] },
  "erasure-requests": { title: "Erasure requests", headings: ["erasure", "right to be forgotten", "deletion requests"] },
  "review-compliance": { title: "Review and compliance", headings: ["review", "compliance", "audit"] },
  "vendor-inventory": { title: "Vendor inventory", headings: ["inventory", "vendor register", "register of vendors", "list of vendors"] },
  "risk-classification": {
    title: "Vendor risk classification",
    headings: ["risk classification", "risk tier", "risk tiers", "risk tiering", "criticality", "risk rating"],
  },
  "due-diligence": {
    title: "Due diligence before engagement",
    headings: ["due diligence", "assessment before", "onboarding", "vendor assessment", "selection"],
  },
  "contract-requirements": { title: "Contractual requirements", headings: ["contract", "contracts", "contractual", "agreements"] },
  "ongoing-monitoring": { title: "Ongoing monitoring and review", headings: ["monitoring", "ongoing", "periodic review", "reassessment"] },
  "vendor-offboarding": { title: "Vendor offboarding", headings: ["offboarding", "termination", "exit", "end of relationship"] },
  "business-impact-analysis": {
    title: "Business impact analysis",
    headings: ["business impact", "impact analysis", "bia", "criticality analysis", "critical systems"],
  },
  "recovery-objectives": { title: "Recovery objectives", headings: ["recovery objectives", "rto", "rpo", "recovery time", "recovery point"] },
  "data-backup": { title: "Data backup", headings: ["backup", "backups", "data backup"] },
  "disaster-recovery": { title: "Disaster recovery procedures", headings: ["disaster recovery", "recovery procedures", "recovery steps", "restoration"] },
  "emergency-mode": { title: "Emergency mode operation", headings: ["emergency mode", "emergency operations", "emergency operation"] },
  "crisis-communication": { title: "Crisis communication", headings: ["communication", "communications", "crisis"] },
  "testing-exercises": { title: "Testing and exercises", headings: ["testing", "exercises", "exercise", "tests"] },
  "access-principles": { title: "Access control principles", headings: ["principles", "least privilege", "need to know"] },
  "user-provisioning": { title: "Granting access", headings: ["granting access", "provisioning", "access requests", "user registration", "granting"] },
  authentication: { title: "Authentication", headings: ["authentication", "passwords", "password", "mfa", "multi factor"] },
  "privileged-access": { title: "Privileged access", headings: ["privileged", "administrative access", "admin access"] },
  "access-reviews": { title: "Access reviews", headings: ["access reviews", "access review", "review of access", "recertification"] },
  "access-removal": {
    title: "Changing and removing access",
    headings: ["removing access", "removal of access", "deprovisioning", "revocation", "leavers", "termination of access"],
  },
  "session-controls": { title: "Session controls", headings: ["session", "sessions", "timeout", "screen lock"] },
  "emergency-access": { title: "Emergency access", headings: ["emergency access", "break glass", "break-glass"] },
  "remote-access": { title: "Remote and network access", headings: ["remote access", "remote and network", "network access", "vpn"] },
  "access-logging": { title: "Access logging and monitoring", headings: ["logging", "audit logs", "audit controls", "log monitoring"] },
};
