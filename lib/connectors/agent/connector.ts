import { z } from "zod";
import { daysBetween, defineTest, failing, notApplicable, passing } from "../define-test";
import type { Connector } from "../types";
import { prose } from "@/lib/format/prose";

const HOST = "agent.host";
/** Screen lock after at most 15 minutes of inactivity (CIS benchmarks; HIPAA automatic logoff). */
const MAX_LOCK_SECONDS = 900;
/** A host that has not looked for updates in this long cannot show that it is patched. */
const UPDATE_CHECK_DAYS = 14;

const state = z.boolean().nullable().describe("null when the agent could not tell on this OS");

/** What `npx compliance-agent` reports (scripts/agent/compliance-agent.mjs). */
export const hostAttributes = z.strictObject({
  hostname: z.string().max(255),
  os: z.enum(["linux", "darwin", "windows", "other"]),
  osVersion: z.string().max(200),
  agentVersion: z.string().max(50),
  reportedAt: z.iso.datetime({ offset: true }),
  diskEncrypted: state,
  diskEncryptionMethod: z.string().max(200).nullable(),
  firewallEnabled: state,
  screenLockEnabled: state,
  screenLockTimeoutSeconds: z.number().int().min(0).nullable(),
  pendingUpdates: z.number().int().min(0).nullable(),
  pendingSecurityUpdates: z.number().int().min(0).nullable(),
  updatesCheckedAt: z.iso.datetime({ offset: true }).nullable(),
  notes: z.array(z.string().max(500)).max(20).describe("What the agent could not determine, and why"),
});

const unknown = (what: string, attrs: Record<string, unknown>) =>
  failing(
    `The agent could not determine ${what} on this ${String(attrs.os)} host${
      Array.isArray(attrs.notes) && attrs.notes.length > 0 ? ` ` + `(${(attrs.notes as string[]).join("; ")})` : ""
    }; an auditor will ask for another proof.`,
  );

/**
 * The device agent: hosts report their own state through the API (POST /api/v1/integrations/{id}/resources,
 * with an API key). Nothing is pulled; each report replaces the host's snapshot.
 */
export const agentConnector: Connector<Record<string, never>, Record<string, never>> = {
  id: "agent",
  name: "Device agent",
  description: prose(
    "Laptops and servers report disk encryption, firewall, screen lock and OS updates with `npx compliance-agent` (from this",
    "repository), run by MDM or a scheduled task. Each report is checked as it arrives.",
  ),
  category: "devices",
  mode: "push",
  configSchema: z.strictObject({}),
  credentialSchema: z.strictObject({}),
  leastPrivilege: {
    summary: prose(
      "Create an API key for the agent (API keys act for the account on the document routes and on pushes to integrations; keep one key",
      "per fleet and revoke it when a device is lost). The agent reads local settings only and needs no administrator rights, except",
      "where the OS hides state from a normal user (BitLocker's detailed status; ufw's rules as root): it then reports what it can read",
      "and says what it could not.",
    ),
    document: { format: "text", content: "npx compliance-agent --url https://compliance.example.com --key <api key> --integration <integration id>" },
  },
  resourceTypes: [
    {
      type: HOST,
      name: "Host",
      description: "A laptop, desktop or server running the agent.",
      attributes: {
        hostname: "The host's name",
        os: "linux, darwin, windows or other",
        osVersion: "Operating system name and version",
        agentVersion: "Version of the agent that reported",
        reportedAt: "When the agent collected the report (ISO instant)",
        diskEncrypted: "Whether the system disk is encrypted (null: unknown)",
        diskEncryptionMethod: "LUKS, FileVault, BitLocker…",
        firewallEnabled: "Whether a host firewall is on (null: unknown)",
        screenLockEnabled: "Whether the screen locks when idle (null: unknown)",
        screenLockTimeoutSeconds: "Idle seconds before the screen locks",
        pendingUpdates: "Updates available and not installed",
        pendingSecurityUpdates: "Security updates available and not installed (null: the OS does not say)",
        updatesCheckedAt: "When the OS last looked for updates",
        notes: "What the agent could not determine, and why",
      },
      schema: hostAttributes,
    },
  ],
  tests: [
    defineTest({
      id: "agent.host.disk_encrypted",
      resourceType: HOST,
      title: "Disk encryption is on",
      description: "The host's system disk is encrypted (FileVault, BitLocker, LUKS).",
      rationale: "A lost or stolen laptop with an unencrypted disk exposes everything on it, including cached credentials and customer data.",
      remediation: {
        console: prose(
          "macOS: System Settings → Privacy & Security → FileVault → Turn On. Windows: Settings → Privacy & security → Device encryption",
          "(or BitLocker). Linux: encrypt at install time with LUKS.",
        ),
        command: "macOS: sudo fdesetup enable · Windows: manage-bde -on C: · Linux: cryptsetup luksFormat (reinstall)",
      },
      severity: "high",
      themes: ["encryption_at_rest", "endpoint_security"],
      needs: ["diskEncrypted"],
      evaluate: (a) =>
        a.diskEncrypted === null
          ? unknown("whether the disk is encrypted", a)
          : a.diskEncrypted
            ? passing(`The system disk is encrypted${a.diskEncryptionMethod ? ` (${a.diskEncryptionMethod})` : ""}.`)
            : failing("The system disk is not encrypted."),
    }),
    defineTest({
      id: "agent.host.firewall_enabled",
      resourceType: HOST,
      title: "Host firewall is on",
      description: "A host firewall filters incoming connections.",
      rationale: "Without a firewall every listening service is reachable from whatever network the device joins.",
      remediation: {
        console: "macOS: System Settings → Network → Firewall. Windows: Windows Security → Firewall & network protection. Linux: enable ufw or firewalld.",
        command: prose(
          "macOS: sudo /usr/libexec/ApplicationFirewall/socketfilterfw --setglobalstate on · Windows: netsh advfirewall set allprofiles",
          "state on · Linux: sudo ufw enable",
        ),
      },
      severity: "medium",
      themes: ["network_security", "endpoint_security"],
      needs: ["firewallEnabled"],
      evaluate: (a) =>
        a.firewallEnabled === null
          ? unknown("whether a firewall is on", a)
          : a.firewallEnabled
            ? passing("The host firewall is on.")
            : failing("The host firewall is off."),
    }),
    defineTest({
      id: "agent.host.screen_lock",
      resourceType: HOST,
      title: `Screen locks within ${MAX_LOCK_SECONDS / 60} minutes`,
      description: `The screen locks after at most ${MAX_LOCK_SECONDS / 60} minutes of inactivity. Servers without a display are not applicable.`,
      rationale: "An unlocked, unattended screen gives anyone nearby the user's access.",
      remediation: {
        console: prose(
          "macOS: System Settings → Lock Screen. Windows: Settings → Accounts → Sign-in options, and the screen saver timeout. GNOME:",
          "Settings → Privacy → Screen Lock.",
        ),
        command: "GNOME: gsettings set org.gnome.desktop.session idle-delay 600 && gsettings set org.gnome.desktop.screensaver lock-enabled true",
      },
      severity: "medium",
      themes: ["session_lock", "endpoint_security"],
      needs: ["screenLockEnabled"],
      evaluate: (a) => {
        if (a.screenLockEnabled === null) {
          return a.os === "linux"
            ? notApplicable("No graphical session was found; a server without a display has no screen to lock.")
            : unknown("whether the screen locks", a);
        }
        if (!a.screenLockEnabled) return failing("The screen does not lock when idle.");
        const timeout = a.screenLockTimeoutSeconds as number | null;
        if (timeout === null) return passing("The screen locks when idle.");
        if (timeout === 0) return failing("The screen lock is on, but the idle timeout is never.");
        return timeout <= MAX_LOCK_SECONDS
          ? passing(`The screen locks after ${Math.round(timeout / 60)} minutes idle.`)
          : failing(`The screen locks only after ${Math.round(timeout / 60)} minutes idle; at most ${MAX_LOCK_SECONDS / 60} are allowed.`);
      },
    }),
    defineTest({
      id: "agent.host.os_updates",
      resourceType: HOST,
      title: "Operating system is up to date",
      description: `No security updates are pending, and the OS looked for updates within ${UPDATE_CHECK_DAYS} days.`,
      rationale: "Known vulnerabilities are exploited within days of their fixes being published.",
      remediation: {
        console: "macOS: System Settings → General → Software Update. Windows: Settings → Windows Update. Linux: the distribution's updater.",
        command: "macOS: softwareupdate -ia · Windows: UsoClient StartInstall · Debian/Ubuntu: sudo apt update && sudo apt upgrade",
      },
      severity: "high",
      themes: ["vulnerability_management", "endpoint_security"],
      needs: ["reportedAt"],
      evaluate: (a, _r) => {
        const pending = (a.pendingSecurityUpdates ?? a.pendingUpdates) as number | null;
        const kind = a.pendingSecurityUpdates === null ? "updates" : "security updates";
        if (pending === null || pending === undefined) return unknown("which updates are pending", a);
        if (pending > 0) return failing(`${pending} ${kind} ${pending === 1 ? "is" : "are"} pending.`);
        const checked = a.updatesCheckedAt as string | null;
        const age = checked ? daysBetween(checked, new Date(a.reportedAt as string)) : null;
        if (age !== null && age > UPDATE_CHECK_DAYS) return failing(`No ${kind} are pending, but the OS last looked ${age} days ago.`);
        return passing(`No ${kind} are pending.`);
      },
    }),
  ],
};
