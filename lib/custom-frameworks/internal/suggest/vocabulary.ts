/**
 * Security vocabulary: groups of words and phrases that name the same concept in the way
 * different catalogs, auditors and customers write about it ("vendor" / "supplier" /
 * "third party"; "MFA" / "multi-factor authentication" / "credentials"). Every phrase of a
 * group makes the text it occurs in also carry the group's concept term, so two texts that
 * use different words for one idea still share a term.
 *
 * Written from general security-domain knowledge. Deliberately NOT derived from any
 * crosswalk or control-id table: those are the answer key used to measure the ranking.
 */
export const CONCEPTS: Record<string, string[]> = {
  policy: ["policy", "policies", "rules", "standards", "procedures", "security program"],
  // policies are how management sets direction: strategy, objectives and risk appetite live in them
  governance_direction: [
    "policy", "policies", "strategy", "strategic direction", "objectives", "risk appetite", "risk tolerance",
    "risk management strategy", "priorities", "direction", "governance",
  ],
  roles: [
    "roles", "responsibilities", "responsible", "accountability", "accountable", "authorities",
    "assigned security responsibility", "security official", "duties",
  ],
  segregation_duties: ["separation of duties", "segregation of duties", "conflicting duties", "dual control"],
  leadership: [
    "leadership", "senior management", "executive", "board", "governance", "oversight",
    "top management", "management commitment",
  ],
  authorities_contact: [
    "authorities", "law enforcement", "regulators", "regulatory bodies", "government", "supervisory authority",
  ],
  information_sharing: [
    "special interest groups", "information sharing", "sharing forums", "professional associations",
    "industry groups", "isac", "sharing",
  ],
  threat_intel: [
    "threat intelligence", "cyber threat intelligence", "threat information", "threats", "threat actors",
    "adversaries", "threat landscape",
  ],
  project: ["project management", "projects", "project"],
  asset_inventory: [
    "inventory", "inventories", "assets", "asset management", "asset register", "hardware", "software",
    "data flows", "information and other associated assets",
  ],
  acceptable_use: ["acceptable use", "rules of behavior", "rules for use", "use of assets"],
  asset_return: ["return of assets", "returned", "return", "offboarding"],
  classification: [
    "classification", "classified", "categorization", "categorize", "criticality", "sensitivity",
    "prioritized", "labelling", "labeling", "marking", "labels",
  ],
  labelling: ["labelling", "labeling", "marking", "labels", "label"],
  transfer: [
    "information transfer", "transmission", "transmitted", "exchange", "data in transit", "in transit",
    "transfer", "communications", "electronic messaging", "email",
  ],
  access_control: [
    "access control", "access controls", "access", "access permissions", "permissions", "authorizations",
    "authorization", "entitlements", "least privilege", "access restriction", "need to know",
    "logical access", "access enforcement",
  ],
  identity: [
    "identity", "identities", "identity management", "identification", "user accounts", "accounts",
    "account management", "provisioning", "deprovisioning", "unique user identification", "users",
  ],
  authentication: [
    "authentication", "authenticate", "authenticated", "authenticators", "authenticator", "credentials",
    "passwords", "password", "multi factor", "multifactor", "mfa", "login", "logon", "sign in",
    "secure authentication", "authentication information", "person or entity authentication",
  ],
  access_rights: [
    "access rights", "access permissions", "entitlements", "access review", "access reviews",
    "authorizations", "least privilege", "access authorization", "access establishment and modification",
  ],
  privileged: [
    "privileged", "privileged access", "privileged accounts", "administrator", "administrative accounts",
    "elevated", "superuser", "root", "least privilege",
  ],
  supplier: [
    "supplier", "suppliers", "vendor", "vendors", "third party", "third parties", "service providers",
    "service provider", "business associate", "business associates", "processor", "processors",
    "contractors", "partners", "outsourced", "external providers", "external system services",
    "acquisition", "procurement",
  ],
  supplier_agreement: [
    "supplier agreements", "contracts", "contractual", "agreements", "service level agreements",
    "business associate contracts", "terms",
  ],
  supply_chain: ["supply chain", "ict supply chain", "acquisition", "acquired", "procurement", "purchase"],
  supplier_monitoring: [
    "monitoring of suppliers", "supplier services", "review of suppliers", "supplier performance",
    "supplier monitoring", "third party monitoring",
  ],
  cloud: ["cloud", "cloud services", "cloud service", "saas", "iaas", "paas"],
  incident: [
    "incident", "incidents", "security incident", "breach", "breaches", "compromise", "cybersecurity incident",
    "incident response", "incident management", "incident handling", "security events",
    "information security events", "cybersecurity events",
  ],
  incident_plan: [
    "incident response plan", "incident planning", "response plan", "incident management planning",
    "preparation", "playbooks", "response procedures",
  ],
  event_triage: [
    "events", "adverse events", "security events", "triage", "triaged", "analyzed", "analysis",
    "assessment and decision", "categorized", "declared", "escalation", "anomalies", "alerts",
  ],
  incident_response: [
    "response", "respond", "responding", "containment", "contain", "contained", "eradication",
    "mitigated", "mitigation", "response activities", "recovery actions", "incident recovery",
  ],
  lessons_learned: [
    "lessons learned", "learning", "improvement", "improvements", "post incident", "root cause",
    "after action", "continual improvement",
  ],
  forensics: ["collection of evidence", "forensics", "forensic", "chain of custody", "preserved", "integrity of evidence"],
  continuity: [
    "business continuity", "continuity", "disruption", "contingency", "contingency plan", "disaster recovery",
    "recovery", "restoration", "restore", "resilience", "resilient", "emergency mode", "operational capabilities",
  ],
  ict_readiness: ["ict readiness", "recovery objectives", "recovery time", "disaster recovery", "failover", "alternate site"],
  legal: [
    "legal", "statutory", "regulatory", "contractual", "laws", "regulations", "legal requirements",
    "compliance requirements", "obligations", "jurisdictions",
  ],
  intellectual_property: ["intellectual property", "copyright", "licenses", "licensing", "proprietary", "software licenses"],
  records: ["records", "record", "retention", "retained", "documentation", "archives", "protection of records"],
  privacy: [
    "privacy", "pii", "personal data", "personally identifiable information", "personal information",
    "data subject", "data subjects", "protected health information", "ephi", "phi",
  ],
  independent_review: [
    "independent review", "independent", "audits", "audit", "internal audit", "assessments", "evaluated",
    "evaluation", "reviewed", "review", "third party assessment",
  ],
  compliance_check: [
    "compliance", "conformance", "adherence", "compliance with policies", "compliance checking",
    "performance is evaluated", "measured",
  ],
  operating_procedures: [
    "operating procedures", "documented procedures", "runbooks", "procedures", "documented", "operations",
  ],
  screening: ["screening", "background checks", "background verification", "personnel screening", "vetting", "workforce clearance"],
  employment_terms: [
    "terms and conditions of employment", "employment", "personnel", "workforce", "employees", "staff",
    "hiring", "human resources",
  ],
  training: [
    "awareness", "training", "education", "educated", "trained", "security awareness", "awareness and training",
    "knowledge and skills", "skills", "personnel are provided",
  ],
  disciplinary: ["disciplinary", "sanctions", "sanction policy", "penalties", "violations"],
  termination: [
    "termination", "terminated", "change of employment", "offboarding", "departure", "transfer of personnel",
    "separated",
  ],
  confidentiality_agreement: [
    "confidentiality agreements", "non disclosure", "nondisclosure", "nda", "confidentiality",
  ],
  remote: ["remote working", "remote work", "telework", "teleworking", "remote access", "work from home", "remote"],
  event_reporting: [
    "event reporting", "reporting", "reported", "report", "reports", "notify", "notification", "notified",
    "communicated",
  ],
  physical: [
    "physical", "physical security", "facilities", "facility", "premises", "perimeter", "perimeters",
    "buildings", "offices", "rooms", "physical access", "data center", "data centers", "site",
  ],
  physical_entry: ["physical entry", "entry", "entry controls", "visitors", "badges", "physical access"],
  physical_monitoring: ["physical security monitoring", "surveillance", "cctv", "intrusion alarms", "guards"],
  environmental: [
    "environmental", "environmental threats", "fire", "flood", "natural disasters", "temperature",
    "humidity", "environmental hazards",
  ],
  clear_desk: ["clear desk", "clear screen", "screen lock", "session lock", "unattended"],
  equipment: ["equipment", "devices", "hardware", "equipment siting", "workstations", "workstation"],
  off_premises: ["off premises", "offsite", "off site", "outside the premises", "travel"],
  media: ["media", "storage media", "removable media", "portable media", "usb", "device and media controls"],
  utilities: ["utilities", "supporting utilities", "power", "electricity", "hvac", "power supply", "ups"],
  cabling: ["cabling", "cables", "wiring", "power and telecommunications"],
  maintenance: ["maintenance", "maintained", "repair", "repairs", "maintenance records"],
  disposal: [
    "disposal", "dispose", "disposed", "sanitization", "sanitize", "destruction", "destroyed", "re use", "reuse",
    "decommission", "decommissioned", "removed", "end of life", "retired",
  ],
  endpoint: [
    "endpoint", "endpoints", "user endpoint devices", "laptops", "mobile devices", "mobile", "workstations",
    "computing devices", "devices",
  ],
  source_code: ["source code", "code repositories", "repositories", "program source"],
  capacity: ["capacity", "capacity management", "resources", "performance", "scalability", "resource availability"],
  malware: [
    "malware", "malicious code", "malicious software", "virus", "viruses", "antivirus", "anti malware",
    "ransomware", "protection from malicious software",
  ],
  vulnerability: [
    "vulnerability", "vulnerabilities", "technical vulnerabilities", "patch", "patches", "patching",
    "flaw remediation", "flaws", "weaknesses", "vulnerability scanning", "vulnerability disclosures",
    "vulnerability management",
  ],
  configuration: [
    "configuration", "configurations", "configuration management", "baseline configuration", "hardening",
    "hardened", "secure configuration", "settings", "configuration baselines",
  ],
  deletion: ["deletion", "delete", "deleted", "erasure", "erase", "information deletion", "purge", "removal of data"],
  masking: [
    "masking", "data masking", "de identification", "deidentification", "pseudonymization",
    "pseudonymisation", "anonymization", "anonymisation", "tokenization", "obfuscation",
  ],
  leakage: [
    "data leakage", "leakage", "data loss prevention", "dlp", "exfiltration", "unauthorized disclosure",
    "data leaks",
  ],
  backup: ["backup", "backups", "backed up", "backup copies", "data backup", "restore", "restoration", "restored"],
  redundancy: [
    "redundancy", "redundant", "failover", "high availability", "availability", "information processing facilities",
  ],
  logging: [
    "logging", "logs", "log", "log records", "audit logs", "audit records", "audit trail", "audit trails",
    "event logging", "audit controls", "log data", "audit events", "correlated", "correlation", "siem",
  ],
  monitoring: [
    "monitoring", "monitored", "monitor", "continuous monitoring", "detection", "detect", "detected",
    "surveillance", "anomalous", "anomalies", "adverse events", "intrusion detection", "information system activity review",
    "correlated", "correlation", "aggregated", "siem",
  ],
  clock: ["clock synchronization", "time synchronization", "time stamps", "timestamps", "clocks", "ntp", "time sources"],
  privileged_utility: ["privileged utility programs", "utility programs", "system utilities", "admin tools"],
  software_installation: [
    "installation of software", "software installation", "installed", "unauthorized software",
    "allowlisting", "whitelisting", "user installed software", "operational systems",
  ],
  network: [
    "network", "networks", "network security", "firewall", "firewalls", "network devices", "network traffic",
    "boundary protection", "network communications", "routers", "network security controls",
  ],
  network_services: ["network services", "service agreements", "internet service", "connectivity"],
  network_segregation: [
    "segregation of networks", "network segmentation", "segmentation", "segmented", "separated networks",
    "isolation", "isolated", "zones", "dmz", "trust boundaries",
  ],
  web_filtering: ["web filtering", "url filtering", "websites", "web access", "web content", "dns filtering"],
  cryptography: [
    "cryptography", "cryptographic", "encryption", "encrypt", "encrypted", "decryption", "cipher", "tls",
    "key management", "cryptographic keys", "encryption keys", "encryption and decryption",
  ],
  sdlc: [
    "development", "development life cycle", "sdlc", "software development", "secure development",
    "system development life cycle", "devsecops", "life cycle",
  ],
  security_requirements: [
    "security requirements", "application security", "requirements are identified",
    "security specifications",
  ],
  architecture: [
    "architecture", "architectures", "engineering", "design", "engineering principles", "security architecture",
    "secure design", "designed",
  ],
  secure_coding: ["secure coding", "coding", "code", "coding practices", "code review", "software"],
  security_testing: [
    "security testing", "testing", "tested", "test", "penetration testing", "acceptance testing", "code analysis",
    "verification",
  ],
  outsourced_dev: ["outsourced development", "outsourced", "developer", "developers", "external developers"],
  environments: [
    "separation of development test and production", "production", "test environments", "development environments",
    "environments", "runtime environments", "staging",
  ],
  change: [
    "change management", "change control", "changes", "change", "modifications", "configuration change control",
    "unauthorized changes",
  ],
  test_data: ["test information", "test data", "testing data"],
  audit_protection: ["audit testing", "audit activities", "during audit", "audit tools"],
  risk: [
    "risk", "risks", "risk management", "risk assessment", "risk analysis", "risk treatment", "risk appetite",
    "risk tolerance", "risk register",
  ],
  data_security: [
    "data at rest", "at rest", "confidentiality integrity and availability", "data protection",
    "data security", "data in use", "data in transit",
  ],
  integrity: ["integrity", "integrity checking", "tamper", "tampering", "unauthorized alteration", "checksums", "hashes"],
};
