/**
 * What an automated test evidences, stated once per theme and mapped to the controls of every built-in
 * framework where one applies. A test names its themes; its controls follow from here, so the same kind of
 * check (MFA in GitHub, in AWS, in Okta) always counts for the same controls. The ids are the built-in
 * catalogs' (lib/frameworks/catalogs); tests/unit/connectors/control-themes.test.ts checks that each exists.
 */
export const CONTROL_THEMES = {
  mfa: {
    label: "Multi-factor authentication",
    controls: {
      soc2: ["CC6.1"],
      iso27001: ["A.8.5"],
      hipaa: ["164.312(d)"],
      gdpr: ["Art. 32"],
      "nist-csf-2": ["PR.AA-03"],
      "nist-800-53": ["IA-2(1)", "IA-2(2)"],
      "pci-dss-4": ["8"],
    },
  },
  privileged_access: {
    label: "Privileged access",
    controls: {
      soc2: ["CC6.3"],
      iso27001: ["A.8.2"],
      hipaa: ["164.312(a)(1)"],
      gdpr: ["Art. 32"],
      "nist-csf-2": ["PR.AA-05"],
      "nist-800-53": ["AC-6", "AC-6(5)"],
      "pci-dss-4": ["7"],
    },
  },
  access_lifecycle: {
    label: "Access provisioning and removal",
    controls: {
      soc2: ["CC6.2", "CC6.3"],
      iso27001: ["A.5.18", "A.5.16"],
      hipaa: ["164.308(a)(3)(ii)(C)", "164.308(a)(4)(ii)(C)"],
      "nist-csf-2": ["PR.AA-01", "PR.AA-05"],
      "nist-800-53": ["AC-2", "AC-2(3)"],
      "pci-dss-4": ["8"],
    },
  },
  credential_management: {
    label: "Passwords and keys",
    controls: {
      soc2: ["CC6.1"],
      iso27001: ["A.5.17"],
      hipaa: ["164.308(a)(5)(ii)(D)"],
      "nist-csf-2": ["PR.AA-01"],
      "nist-800-53": ["IA-5", "IA-5(1)"],
      "pci-dss-4": ["8"],
    },
  },
  change_management: {
    label: "Change management",
    controls: {
      soc2: ["CC8.1"],
      iso27001: ["A.8.32", "A.8.4"],
      "nist-csf-2": ["PR.PS-01"],
      "nist-800-53": ["CM-3", "CM-5"],
      "pci-dss-4": ["6"],
    },
  },
  secure_development: {
    label: "Secure development",
    controls: {
      soc2: ["CC8.1", "CC7.1"],
      iso27001: ["A.8.25", "A.8.28"],
      "nist-csf-2": ["PR.PS-06"],
      "nist-800-53": ["SA-11", "SA-15"],
      "pci-dss-4": ["6"],
    },
  },
  vulnerability_management: {
    label: "Vulnerability and patch management",
    controls: {
      soc2: ["CC7.1"],
      iso27001: ["A.8.8"],
      hipaa: ["164.308(a)(1)(ii)(B)"],
      "nist-csf-2": ["ID.RA-01", "PR.PS-02"],
      "nist-800-53": ["RA-5", "SI-2"],
      "pci-dss-4": ["6", "11"],
    },
  },
  encryption_at_rest: {
    label: "Encryption at rest",
    controls: {
      soc2: ["CC6.1"],
      iso27001: ["A.8.24"],
      hipaa: ["164.312(a)(2)(iv)"],
      gdpr: ["Art. 32"],
      "nist-csf-2": ["PR.DS-01"],
      "nist-800-53": ["SC-28", "SC-28(1)"],
      "pci-dss-4": ["3"],
    },
  },
  encryption_in_transit: {
    label: "Encryption in transit",
    controls: {
      soc2: ["CC6.7"],
      iso27001: ["A.8.24", "A.8.21"],
      hipaa: ["164.312(e)(1)", "164.312(e)(2)(ii)"],
      gdpr: ["Art. 32"],
      "nist-csf-2": ["PR.DS-02"],
      "nist-800-53": ["SC-8", "SC-8(1)", "SC-13"],
      "pci-dss-4": ["4"],
    },
  },
  certificate_management: {
    label: "Certificates",
    controls: {
      soc2: ["CC6.7"],
      iso27001: ["A.8.24"],
      hipaa: ["164.312(e)(1)"],
      "nist-csf-2": ["PR.DS-02"],
      "nist-800-53": ["SC-12", "SC-17"],
      "pci-dss-4": ["4"],
    },
  },
  network_security: {
    label: "Network security",
    controls: {
      soc2: ["CC6.6"],
      iso27001: ["A.8.20", "A.8.22"],
      hipaa: ["164.312(e)(1)"],
      "nist-csf-2": ["PR.IR-01"],
      "nist-800-53": ["SC-7", "AC-4"],
      "pci-dss-4": ["1"],
    },
  },
  data_exposure: {
    label: "Restricting access to data",
    controls: {
      soc2: ["CC6.1", "C1.1"],
      iso27001: ["A.8.3", "A.5.15"],
      hipaa: ["164.312(a)(1)"],
      gdpr: ["Art. 25", "Art. 32"],
      "nist-csf-2": ["PR.DS-01", "PR.AA-05"],
      "nist-800-53": ["AC-3"],
      "pci-dss-4": ["7"],
    },
  },
  logging: {
    label: "Audit logging",
    controls: {
      soc2: ["CC7.2"],
      iso27001: ["A.8.15"],
      hipaa: ["164.312(b)"],
      "nist-csf-2": ["PR.PS-04"],
      "nist-800-53": ["AU-2", "AU-12", "AU-9"],
      "pci-dss-4": ["10"],
    },
  },
  threat_detection: {
    label: "Threat detection",
    controls: {
      soc2: ["CC7.2", "CC7.3"],
      iso27001: ["A.8.16"],
      hipaa: ["164.308(a)(1)(ii)(D)"],
      "nist-csf-2": ["DE.CM-01", "DE.AE-02"],
      "nist-800-53": ["SI-4"],
      "pci-dss-4": ["10", "11"],
    },
  },
  secure_configuration: {
    label: "Secure configuration",
    controls: {
      soc2: ["CC7.1"],
      iso27001: ["A.8.9"],
      "nist-csf-2": ["PR.PS-01"],
      "nist-800-53": ["CM-6", "CM-7"],
      "pci-dss-4": ["2"],
    },
  },
  endpoint_security: {
    label: "Endpoint devices",
    controls: {
      soc2: ["CC6.8"],
      iso27001: ["A.8.1"],
      hipaa: ["164.310(c)", "164.310(b)"],
      "nist-csf-2": ["PR.PS-01", "DE.CM-09"],
      "nist-800-53": ["CM-6"],
      "pci-dss-4": ["5"],
    },
  },
  session_lock: {
    label: "Screen lock and automatic logoff",
    controls: {
      soc2: ["CC6.1"],
      iso27001: ["A.7.7", "A.8.1"],
      hipaa: ["164.312(a)(2)(iii)"],
      "nist-800-53": ["AC-11", "AC-12"],
      "pci-dss-4": ["8"],
    },
  },
  email_security: {
    label: "E-mail authentication",
    controls: {
      soc2: ["CC6.6"],
      iso27001: ["A.5.14"],
      "nist-csf-2": ["PR.DS-02"],
      "nist-800-53": ["SI-8", "SC-8"],
    },
  },
} as const satisfies Record<string, { label: string; controls: Partial<Record<string, readonly string[]>> }>;

export type ControlTheme = keyof typeof CONTROL_THEMES;

export interface ThemeControlRef {
  framework: string;
  controlId: string;
}

/** The built-in controls a set of themes evidences, each once, in framework then theme order. */
export function controlsOfThemes(themes: readonly ControlTheme[]): ThemeControlRef[] {
  const seen = new Set<string>();
  const out: ThemeControlRef[] = [];
  for (const theme of themes) {
    for (const [framework, ids] of Object.entries(CONTROL_THEMES[theme].controls)) {
      for (const controlId of ids as readonly string[]) {
        const key = `${framework}\u0000${controlId}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ framework, controlId });
      }
    }
  }
  return out;
}
