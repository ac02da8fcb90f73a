import { describe, expect, it } from "vitest";
import { agentConnector, hostAttributes } from "@/lib/connectors/agent/connector";
import {
  AGENT_VERSION,
  collectReport,
  inputFilteredIptables,
  inputFilteredNft,
  parseAptSimulation,
  parseDnfCheckUpdate,
  parseDnfSecurity,
  parseNetshProfiles,
  parsePowercfg,
  parseReg,
  parseSoftwareUpdate,
  stableId,
  type HostReport,
} from "@/scripts/agent/collect.mjs";
import { fails, fakeHost, hangs, NOW, type FakeHost, type Reply } from "./fake-host";
import { darwin, linux, windows } from "./outputs";

/** Collects on the fake host and checks the report against the connector's strict schema. */
async function collect(host: FakeHost): Promise<HostReport & { calls: string[] }> {
  const { deps, calls } = fakeHost(host);
  const report = await collectReport(deps);
  const parsed = hostAttributes.safeParse(report.attributes);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(report.type).toBe("agent.host");
  expect(report.name).toBe(report.attributes.hostname);
  return { ...report, calls };
}

/** The connector's verdict on a report, test by test. */
function outcomes(report: HostReport): Record<string, string> {
  return Object.fromEntries(
    agentConnector.tests.map((t) => [
      t.id.replace("agent.host.", ""),
      t.evaluate(report.attributes as never, { name: report.name, externalId: report.externalId }).outcome,
    ]),
  );
}

const GNOME_SESSION = { WAYLAND_DISPLAY: "wayland-0", XDG_CURRENT_DESKTOP: "ubuntu:GNOME", XDG_SESSION_TYPE: "wayland" };
const gsettings = (lock: string, idle: number, delay = 0): Record<string, Reply> => ({
  "gsettings get org.gnome.desktop.screensaver lock-enabled": { stdout: `${lock}\n` },
  "gsettings get org.gnome.desktop.session idle-delay": { stdout: `uint32 ${idle}\n` },
  "gsettings get org.gnome.desktop.screensaver lock-delay": { stdout: `uint32 ${delay}\n` },
});
const APT = "apt-get -s -o Debug::NoLocking=1 dist-upgrade";
const LSBLK = "lsblk -J -o NAME,TYPE,MOUNTPOINT,MOUNTPOINTS,FSTYPE";
const SYSTEMCTL = "systemctl is-active firewalld nftables netfilter-persistent iptables";

/** An Ubuntu laptop: LUKS, ufw, GNOME, apt; each test overrides what it is about. */
function ubuntuLaptop(overrides: Partial<FakeHost> & { commands?: Record<string, Reply> } = {}): FakeHost {
  return {
    platform: "linux",
    env: GNOME_SESSION,
    ...overrides,
    commands: {
      [LSBLK]: { stdout: linux.lsblkLuks },
      "ufw status": { stdout: linux.ufwActive },
      ...gsettings("true", 300),
      [APT]: { stdout: linux.aptSimulation },
      ...overrides.commands,
    },
    files: { "/etc/os-release": linux.osRelease, "/etc/machine-id": linux.machineId, ...overrides.files },
    dirs: { "/var/lib/apt/lists": linux.aptLists, ...overrides.dirs },
    mtimes: { "/var/lib/apt/periodic/update-success-stamp": "2026-11-27T06:12:00Z", "/var/lib/apt/lists": "2026-11-27T06:11:58Z", ...overrides.mtimes },
  };
}

describe("collectReport on Linux", () => {
  it("reads an encrypted Ubuntu laptop: LUKS root, ufw active, GNOME lock after 5 minutes, apt security updates", async () => {
    const report = await collect(ubuntuLaptop());
    expect(report.attributes).toEqual({
      hostname: "alice-laptop",
      os: "linux",
      osVersion: "Ubuntu 24.04.1 LTS",
      agentVersion: AGENT_VERSION,
      reportedAt: NOW,
      diskEncrypted: true,
      diskEncryptionMethod: "LUKS",
      firewallEnabled: true,
      screenLockEnabled: true,
      screenLockTimeoutSeconds: 300,
      pendingUpdates: 3,
      pendingSecurityUpdates: 2,
      updatesCheckedAt: "2026-11-27T06:12:00.000Z",
      notes: [],
    });
    // The machine id itself never leaves the host: an app-specific id derived from it does, the same every run.
    expect(report.externalId).toBe(stableId("linux:4c2f8d61a2e94a0c9f3b1d7e5a6b8c90"));
    expect(report.externalId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(JSON.stringify(report)).not.toContain("4c2f8d61a2e94a0c9f3b1d7e5a6b8c90");
    expect(outcomes(report)).toEqual({ disk_encrypted: "passing", firewall_enabled: "passing", screen_lock: "passing", os_updates: "failing" });
  });

  it("never runs a command through a shell: each probe is a program and its arguments", async () => {
    const { calls } = await collect(ubuntuLaptop());
    expect(calls).toContain(LSBLK);
    expect(calls.every((c) => !/[|;&$`<>]/.test(c))).toBe(true);
  });

  it("reads an unencrypted disk (older lsblk without MOUNTPOINTS), ufw inactive, a lock only after 30 minutes, no updates", async () => {
    const report = await collect(
      ubuntuLaptop({
        commands: {
          [LSBLK]: linux.lsblkNoMountpoints,
          "lsblk -J -o NAME,TYPE,MOUNTPOINT,FSTYPE": { stdout: linux.lsblkPlain },
          "ufw status": { stdout: linux.ufwInactive },
          "nft list ruleset": { stdout: linux.nftAccept },
          ...gsettings("true", 1500, 300),
          [APT]: { stdout: linux.aptNothing },
        },
      }),
    );
    expect(report.attributes).toMatchObject({
      diskEncrypted: false,
      diskEncryptionMethod: null,
      firewallEnabled: false,
      screenLockEnabled: true,
      screenLockTimeoutSeconds: 1800,
      pendingUpdates: 0,
      pendingSecurityUpdates: 0,
    });
    expect(outcomes(report)).toEqual({ disk_encrypted: "failing", firewall_enabled: "failing", screen_lock: "failing", os_updates: "passing" });
  });

  it("GNOME with the lock off, or an idle delay of never", async () => {
    const off = await collect(ubuntuLaptop({ commands: gsettings("false", 300) }));
    expect(off.attributes).toMatchObject({ screenLockEnabled: false, screenLockTimeoutSeconds: 300 });
    expect(outcomes(off).screen_lock).toBe("failing");
    const never = await collect(ubuntuLaptop({ commands: gsettings("true", 0) }));
    expect(never.attributes).toMatchObject({ screenLockEnabled: true, screenLockTimeoutSeconds: 0 });
    expect(outcomes(never).screen_lock).toBe("failing");
  });

  it("as a normal user, reads ufw from /etc/ufw/ufw.conf (`ufw status` needs root)", async () => {
    const enabled = await collect(ubuntuLaptop({ commands: { "ufw status": linux.ufwNotRoot }, files: { "/etc/ufw/ufw.conf": linux.ufwConfEnabled } }));
    expect(enabled.attributes.firewallEnabled).toBe(true);
    // Disabled ufw, no firewalld, the ruleset unreadable, and systemd says no firewall service runs: off.
    const disabled = await collect(
      ubuntuLaptop({
        commands: {
          "ufw status": linux.ufwNotRoot,
          "nft list ruleset": fails(1, "Operation not permitted (you must be root)"),
          [SYSTEMCTL]: { code: 3, stdout: "inactive\ninactive\ninactive\ninactive\n" },
        },
        files: { "/etc/ufw/ufw.conf": linux.ufwConfDisabled },
      }),
    );
    expect(disabled.attributes.firewallEnabled).toBe(false);
    expect(disabled.attributes.notes.join("\n")).toMatch(/No firewall service is active/);
  });

  it("firewalld running, or a live ruleset that drops what it does not allow, is a firewall", async () => {
    expect(
      (await collect(ubuntuLaptop({ commands: { "ufw status": { error: "not installed" }, "firewall-cmd --state": { stdout: "running\n" } } }))).attributes
        .firewallEnabled,
    ).toBe(true);
    const viaNft = await collect(
      ubuntuLaptop({
        commands: {
          "ufw status": { error: "not installed" },
          "firewall-cmd --state": fails(252, "", "not running\n"),
          "nft list ruleset": { stdout: linux.nftFirewalld },
        },
      }),
    );
    expect(viaNft.attributes.firewallEnabled).toBe(true);
    const viaIptables = await collect(ubuntuLaptop({ commands: { "ufw status": { error: "not installed" }, "iptables -S": { stdout: linux.iptablesDrop } } }));
    expect(viaIptables.attributes.firewallEnabled).toBe(true);
    const docker = await collect(ubuntuLaptop({ commands: { "ufw status": { error: "not installed" }, "iptables -S": { stdout: linux.iptablesDocker } } }));
    expect(docker.attributes.firewallEnabled).toBe(false);
  });

  it("an nftables service with a readable config is judged from the config, and says so", async () => {
    const report = await collect(
      ubuntuLaptop({
        commands: {
          "ufw status": { error: "not installed" },
          "nft list ruleset": fails(1, "Operation not permitted"),
          [SYSTEMCTL]: { code: 3, stdout: "inactive\nactive\ninactive\ninactive\n" },
        },
        files: {
          "/etc/nftables.conf":
            `#!/usr/sbin/nft -f\nflush ruleset\ntable inet filter {\n  chain input { type filter hook input priority 0; ` + `policy drop; iif lo accept }\n}\n`,
        },
      }),
    );
    expect(report.attributes.firewallEnabled).toBe(true);
    expect(report.attributes.notes).toContainEqual(expect.stringContaining("/etc/nftables.conf"));
  });

  it("without systemd and without root, the firewall is unknown, with the reasons", async () => {
    const report = await collect(
      ubuntuLaptop({
        commands: {
          "ufw status": { error: "not installed" },
          [SYSTEMCTL]: fails(1, "System has not been booted with systemd as init system (PID 1). Can't operate."),
        },
      }),
    );
    expect(report.attributes.firewallEnabled).toBeNull();
    expect(report.attributes.notes.find((n) => n.startsWith("Whether a firewall"))).toMatch(/`nft` is not installed.*systemd/);
    expect(outcomes(report).firewall_enabled).toBe("failing");
  });

  it("follows /proc/mounts and /sys dm slaves when lsblk is missing: LVM on LUKS", async () => {
    const report = await collect(
      ubuntuLaptop({
        commands: { [LSBLK]: { error: "not installed" } },
        files: {
          "/proc/mounts": "sysfs /sys sysfs rw 0 0\n/dev/mapper/vg-root / ext4 rw,relatime 0 0\n/dev/nvme0n1p1 /boot/efi vfat rw 0 0\n",
          "/sys/class/block/dm-1/dm/uuid": "LVM-Xk2Jc0e1pRkq6sWm0b0xUo3bqGfJbCw1qPLcmXn2pQ7O7kKd0x4Y3i1d2e3f4g5h\n",
          "/sys/class/block/dm-0/dm/uuid": "CRYPT-LUKS2-8b1f0d4e2c3a4b5c9d8e7f6a5b4c3d2e-luks-8b1f0d4e\n",
        },
        links: { "/dev/mapper/vg-root": "/dev/dm-1" },
        dirs: {
          "/sys/class/block/dm-1": ["dm", "slaves"],
          "/sys/class/block/dm-1/slaves": ["dm-0"],
          "/sys/class/block/dm-0/slaves": ["nvme0n1p3"],
          "/sys/class/block/nvme0n1p3/slaves": [],
        },
      }),
    );
    expect(report.attributes).toMatchObject({ diskEncrypted: true, diskEncryptionMethod: "LUKS" });
  });

  it("in a container (overlay root), disk encryption is unknown with a note", async () => {
    const report = await collect(
      ubuntuLaptop({
        commands: { [LSBLK]: { stdout: JSON.stringify({ blockdevices: [{ name: "vda", type: "disk", mountpoint: null, fstype: null }] }) } },
        files: { "/proc/mounts": "overlay / overlay rw,relatime,lowerdir=/var/lib/docker/overlay2/l/ABC 0 0\nproc /proc proc rw 0 0\n" },
      }),
    );
    expect(report.attributes.diskEncrypted).toBeNull();
    expect(report.attributes.notes).toContainEqual(expect.stringMatching(/root filesystem is overlay.*container/));
  });

  it("a server without a graphical session: screen lock null (not applicable), never trusting gsettings defaults", async () => {
    const report = await collect(
      ubuntuLaptop({
        env: {},
        username: "root",
        commands: {
          "loginctl list-sessions --no-legend": { stdout: "  5 0 root  pts/0 active no -\n" },
          "loginctl show-session 5 -p Type -p Class -p Name -p Desktop": { stdout: "Type=tty\nClass=user\nName=root\nDesktop=\n" },
        },
      }),
    );
    expect(report.attributes).toMatchObject({ screenLockEnabled: null, screenLockTimeoutSeconds: null });
    expect(report.calls.some((c) => c.startsWith("gsettings"))).toBe(false);
    expect(report.attributes.notes).toContainEqual(expect.stringContaining("No graphical session"));
    expect(outcomes(report).screen_lock).toBe("not_applicable");
  });

  it("run from cron on a desktop: finds the user's Wayland session through logind", async () => {
    const report = await collect(
      ubuntuLaptop({
        env: {},
        commands: {
          "loginctl list-sessions --no-legend": { stdout: "      2 1000 alice seat0 tty2 active no -\n" },
          "loginctl show-session 2 -p Type -p Class -p Name -p Desktop": { stdout: "Type=wayland\nClass=user\nName=alice\nDesktop=ubuntu\n" },
        },
      }),
    );
    expect(report.attributes).toMatchObject({ screenLockEnabled: true, screenLockTimeoutSeconds: 300 });
  });

  it("KDE Plasma: kscreenlockerrc", async () => {
    const report = await collect(
      ubuntuLaptop({
        env: { DISPLAY: ":0", XDG_CURRENT_DESKTOP: "KDE" },
        files: { "/home/alice/.config/kscreenlockerrc": "[Daemon]\nTimeout=10\nLockGrace=0\n" },
      }),
    );
    expect(report.attributes).toMatchObject({ screenLockEnabled: true, screenLockTimeoutSeconds: 600 });
  });

  it("a probe that times out yields null and a note, and the others still answer", async () => {
    const report = await collect(ubuntuLaptop({ commands: { "gsettings get org.gnome.desktop.screensaver lock-enabled": hangs, [APT]: hangs } }));
    expect(report.attributes).toMatchObject({
      screenLockEnabled: null,
      pendingUpdates: null,
      pendingSecurityUpdates: null,
      diskEncrypted: true,
      firewallEnabled: true,
    });
    expect(report.attributes.notes).toContainEqual(
      expect.stringMatching(/gsettings get org\.gnome\.desktop\.screensaver lock-enabled` timed out after 200 ms/),
    );
    expect(report.attributes.notes).toContainEqual(expect.stringMatching(/apt-get -s dist-upgrade` timed out/));
  });

  it("a probe that throws, or a command that fails, yields null and a note", async () => {
    const report = await collect(
      ubuntuLaptop({
        commands: {
          [LSBLK]: () => {
            throw new Error("spawn EACCES");
          },
          [APT]: fails(100, "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)"),
        },
      }),
    );
    expect(report.attributes).toMatchObject({ diskEncrypted: null, pendingUpdates: null });
    expect(report.attributes.notes).toContainEqual(expect.stringContaining("spawn EACCES"));
    expect(report.attributes.notes).toContainEqual(expect.stringContaining("exited with 100: E: Could not open lock file"));
  });

  it("empty apt lists (apt-get update never ran) are unknown, not zero", async () => {
    const report = await collect(ubuntuLaptop({ commands: { [APT]: { stdout: linux.aptNothing } }, dirs: { "/var/lib/apt/lists": ["lock", "partial"] } }));
    expect(report.attributes.pendingUpdates).toBeNull();
    expect(report.attributes.notes).toContainEqual(expect.stringContaining("package lists are empty"));
  });

  it("Fedora: dnf check-update from the cache, and security advisories by package", async () => {
    const report = await collect(
      ubuntuLaptop({
        commands: {
          [APT]: { error: "not installed" },
          "dnf -q -C check-update": { code: 100, stdout: linux.dnfCheckUpdate },
          "dnf -q -C updateinfo list --security": { stdout: linux.dnfSecurity },
        },
        files: { "/etc/os-release": 'NAME="Fedora Linux"\nPRETTY_NAME="Fedora Linux 41 (Workstation Edition)"\n' },
        dirs: { "/var/cache/dnf": ["fedora-3f5c1a9b2d7e4c60", "updates-8e2d4b6a1c3f5e70"] },
        mtimes: {
          "/var/cache/dnf/updates-8e2d4b6a1c3f5e70/repodata/repomd.xml": "2026-11-26T10:00:00Z",
          "/var/cache/dnf/fedora-3f5c1a9b2d7e4c60/repodata/repomd.xml": "2026-10-01T10:00:00Z",
        },
      }),
    );
    expect(report.attributes).toMatchObject({
      osVersion: "Fedora Linux 41 (Workstation Edition)",
      pendingUpdates: 3,
      pendingSecurityUpdates: 2,
      updatesCheckedAt: "2026-11-26T10:00:00.000Z",
    });
  });

  it("without a machine id, falls back to the hostname and says so", async () => {
    const report = await collect(ubuntuLaptop({ files: { "/etc/machine-id": "" } }));
    expect(report.externalId).toBe(stableId("hostname:alice-laptop"));
    expect(report.attributes.notes).toContainEqual(expect.stringContaining("identified by its hostname"));
  });
});

/** A MacBook with FileVault, the firewall and an immediate lock; each test overrides what it is about. */
function macbook(commands: Record<string, Reply> = {}): FakeHost {
  return {
    platform: "darwin",
    commands: {
      sw_vers: { stdout: darwin.swVers },
      "sw_vers -productVersion": { stdout: "14.6.1\n" },
      "ioreg -rd1 -c IOPlatformExpertDevice": { stdout: darwin.ioreg },
      "fdesetup status": { stdout: darwin.fileVaultOn },
      "/usr/libexec/ApplicationFirewall/socketfilterfw --getglobalstate": { stdout: darwin.firewallOn },
      "sysadminctl -screenLock status": darwin.screenLockImmediate,
      "defaults -currentHost read com.apple.screensaver idleTime": { stdout: "300\n" },
      "pmset -g custom": { stdout: darwin.pmsetCustom },
      "softwareupdate -l --no-scan": { stdout: darwin.softwareUpdates },
      "defaults read /Library/Preferences/com.apple.SoftwareUpdate LastSuccessfulDate": { stdout: darwin.lastSuccessfulDate },
      ...commands,
    },
  };
}

describe("collectReport on macOS", () => {
  it("reads FileVault on, the firewall enabled, an immediate lock and pending updates (a major upgrade not counted)", async () => {
    const report = await collect(macbook());
    expect(report.attributes).toMatchObject({
      os: "darwin",
      osVersion: "macOS 14.6.1 (23G93)",
      diskEncrypted: true,
      diskEncryptionMethod: "FileVault",
      firewallEnabled: true,
      screenLockEnabled: true,
      // Battery: the display sleeps after 2 min; on AC the screen saver starts first, at 5 min. The longer counts.
      screenLockTimeoutSeconds: 300,
      pendingUpdates: 2,
      pendingSecurityUpdates: null,
      updatesCheckedAt: "2026-11-26T22:14:03.000Z",
    });
    expect(report.externalId).toBe(stableId("darwin:8A1B2C3D-4E5F-6071-8293-A4B5C6D7E8F9"));
    expect(report.attributes.notes).toContainEqual(expect.stringContaining("macOS Sequoia 15.1.1"));
    expect(outcomes(report)).toEqual({ disk_encrypted: "passing", firewall_enabled: "passing", screen_lock: "passing", os_updates: "failing" });
  });

  it("reads FileVault off, the firewall disabled, the lock off and no updates", async () => {
    const report = await collect(
      macbook({
        "fdesetup status": { stdout: darwin.fileVaultOff },
        "/usr/libexec/ApplicationFirewall/socketfilterfw --getglobalstate": { stdout: darwin.firewallOff },
        "sysadminctl -screenLock status": darwin.screenLockOff,
        "softwareupdate -l --no-scan": darwin.noUpdates,
      }),
    );
    expect(report.attributes).toMatchObject({
      diskEncrypted: false,
      diskEncryptionMethod: null,
      firewallEnabled: false,
      screenLockEnabled: false,
      pendingUpdates: 0,
    });
    expect(outcomes(report)).toEqual({ disk_encrypted: "failing", firewall_enabled: "failing", screen_lock: "failing", os_updates: "passing" });
  });

  it("adds the password delay to the idle time, and FileVault still encrypting is not yet on", async () => {
    const report = await collect(
      macbook({ "sysadminctl -screenLock status": darwin.screenLockDelay, "fdesetup status": { stdout: darwin.fileVaultEncrypting } }),
    );
    expect(report.attributes).toMatchObject({ screenLockTimeoutSeconds: 360, diskEncrypted: false, diskEncryptionMethod: "FileVault" });
    expect(report.attributes.notes).toContainEqual(expect.stringContaining("Encryption in progress: Percent completed = 42.1"));
  });

  it("a display that never sleeps with no screen saver never locks", async () => {
    const report = await collect(
      macbook({
        "defaults -currentHost read com.apple.screensaver idleTime": { stdout: "0\n" },
        "pmset -g custom": { stdout: "AC Power:\n displaysleep         0\n" },
      }),
    );
    expect(report.attributes).toMatchObject({ screenLockEnabled: true, screenLockTimeoutSeconds: 0 });
    expect(outcomes(report).screen_lock).toBe("failing");
  });

  it("fdesetup timing out leaves disk encryption unknown with a note", async () => {
    const report = await collect(macbook({ "fdesetup status": hangs }));
    expect(report.attributes).toMatchObject({ diskEncrypted: null, diskEncryptionMethod: null });
    expect(report.attributes.notes).toContainEqual(expect.stringContaining("`fdesetup status` timed out"));
    expect(outcomes(report).disk_encrypted).toBe("failing");
  });
});

const REG = {
  currentVersion: "reg query HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion /reg:64",
  machineGuid: "reg query HKLM\\SOFTWARE\\Microsoft\\Cryptography /v MachineGuid /reg:64",
  desktop: "reg query HKCU\\Control Panel\\Desktop /reg:64",
  desktopPolicy: "reg query HKCU\\Software\\Policies\\Microsoft\\Windows\\Control Panel\\Desktop /reg:64",
  inactivity: "reg query HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Policies\\System /v InactivityTimeoutSecs /reg:64",
};
const POWERCFG = {
  sleep: "powercfg /q SCHEME_CURRENT 238c9fa8-0aad-41ed-83f4-97be242c8f20 29f6c1db-86da-48c5-9fdb-f2b67b1f44da",
  consoleLock: "powercfg /q SCHEME_CURRENT fea3413e-7e05-4911-9a71-700331f1c294 0e796bdb-100d-47d6-a2d5-f7d2daa51f51",
};

/** A Windows 11 laptop with BitLocker, the firewall on and a secure screen saver; each test overrides what it is about. */
function windowsLaptop(commands: Record<string, Reply> = {}): FakeHost {
  return {
    platform: "win32",
    env: { SystemDrive: "C:" },
    commands: {
      [REG.currentVersion]: { stdout: windows.currentVersion },
      [REG.machineGuid]: { stdout: windows.machineGuid },
      "manage-bde -status C:": { stdout: windows.manageBdeOn },
      "netsh advfirewall show allprofiles state": { stdout: windows.netshAllOn },
      [REG.desktop]: { stdout: windows.desktopSecureSaver },
      [REG.desktopPolicy]: windows.regMissing,
      [REG.inactivity]: windows.regMissing,
      [POWERCFG.sleep]: { stdout: windows.sleepAfter(1800, 900) },
      [POWERCFG.consoleLock]: { stdout: windows.consoleLock(true) },
      "powershell:Microsoft.Update.Session": { stdout: windows.updates },
      ...commands,
    },
  };
}

describe("collectReport on Windows", () => {
  it("reads BitLocker on, every firewall profile on, a secure screen saver at 10 minutes and pending updates", async () => {
    const report = await collect(windowsLaptop());
    expect(report.attributes).toMatchObject({
      os: "windows",
      // ProductName still says Windows 10 on Windows 11; the build tells.
      osVersion: "Windows 11 Pro 24H2 (build 26100.2299)",
      diskEncrypted: true,
      diskEncryptionMethod: "BitLocker (XTS-AES 128)",
      firewallEnabled: true,
      screenLockEnabled: true,
      screenLockTimeoutSeconds: 600,
      pendingUpdates: 3,
      pendingSecurityUpdates: 1,
      updatesCheckedAt: "2026-11-26T21:40:12.000Z",
      notes: [],
    });
    expect(report.externalId).toBe(stableId("windows:6f1c8a2e-93b4-4d1e-a7f5-0c2b9e8d7a61"));
    expect(outcomes(report)).toEqual({ disk_encrypted: "passing", firewall_enabled: "passing", screen_lock: "passing", os_updates: "failing" });
  });

  it("manage-bde refused (not elevated): Explorer's BitLocker property answers instead", async () => {
    const report = await collect(windowsLaptop({ "manage-bde -status C:": windows.manageBdeDenied, "powershell:BitLockerProtection": { stdout: "2\r\n" } }));
    expect(report.attributes).toMatchObject({ diskEncrypted: false, diskEncryptionMethod: null });
    const on = await collect(windowsLaptop({ "manage-bde -status C:": windows.manageBdeDenied, "powershell:BitLockerProtection": { stdout: "1\r\n" } }));
    expect(on.attributes).toMatchObject({ diskEncrypted: true, diskEncryptionMethod: "BitLocker" });
  });

  it("manage-bde refused and the property unreadable: null with a note asking for elevation", async () => {
    const report = await collect(
      windowsLaptop({
        "manage-bde -status C:": windows.manageBdeDenied,
        "powershell:BitLockerProtection": fails(1, "New-Object : Retrieving the COM class factory failed"),
      }),
    );
    expect(report.attributes.diskEncrypted).toBeNull();
    expect(report.attributes.notes).toContainEqual(expect.stringContaining("manage-bde needs an elevated prompt"));
    expect(outcomes(report).disk_encrypted).toBe("failing");
  });

  it('the Public profile off, no screen saver ("(None)"), sleep never, no updates search result', async () => {
    const report = await collect(
      windowsLaptop({
        "netsh advfirewall show allprofiles state": { stdout: windows.netshPublicOff },
        [REG.desktop]: { stdout: windows.desktopNoSaver },
        [POWERCFG.sleep]: { stdout: windows.sleepAfter(0, 900) },
        "powershell:Microsoft.Update.Session": fails(1, "Exception from HRESULT: 0x8024402C"),
      }),
    );
    expect(report.attributes).toMatchObject({ firewallEnabled: false, screenLockEnabled: false, screenLockTimeoutSeconds: null, pendingUpdates: null });
    expect(report.attributes.notes).toContainEqual("The firewall is off for the Public profile.");
    expect(report.attributes.notes).toContainEqual(expect.stringContaining("0x8024402C"));
  });

  it("the machine inactivity limit counts as a screen lock, the earliest lock wins", async () => {
    const report = await collect(
      windowsLaptop({
        [REG.inactivity]: {
          stdout: "\nHKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Policies\\System\n    InactivityTimeoutSecs    REG_DWORD    0x12c\n\n",
        },
      }),
    );
    expect(report.attributes.screenLockTimeoutSeconds).toBe(300);
  });

  it("Group Policy's screen saver settings override the user's", async () => {
    const report = await collect(
      windowsLaptop({
        [REG.desktopPolicy]: {
          stdout: "\nHKEY_CURRENT_USER\\Software\\Policies\\Microsoft\\Windows\\Control Panel\\Desktop\n    ScreenSaveTimeOut    REG_SZ    1200\n",
        },
        [POWERCFG.consoleLock]: { stdout: windows.consoleLock(false) },
      }),
    );
    expect(report.attributes).toMatchObject({ screenLockEnabled: true, screenLockTimeoutSeconds: 1200 });
    expect(outcomes(report).screen_lock).toBe("failing");
  });
});

describe("other platforms", () => {
  it("still send a valid report, everything unknown with notes", async () => {
    const report = await collect({ platform: "freebsd" });
    expect(report.attributes).toMatchObject({ os: "other", diskEncrypted: null, firewallEnabled: null, screenLockEnabled: null, pendingUpdates: null });
    expect(report.attributes.notes.length).toBeGreaterThanOrEqual(4);
  });
});

describe("parsers", () => {
  it("nftables: policy drop, or a final unconditional drop/reject, on an input hook", () => {
    expect(inputFilteredNft(linux.nftAccept)).toBe(false);
    expect(inputFilteredNft(linux.nftFirewalld)).toBe(true);
    expect(inputFilteredNft("table inet f {\n chain input {\n  type filter hook input priority 0; policy accept;\n  tcp dport 22 drop\n }\n}")).toBe(false);
    expect(
      inputFilteredNft("table inet f {\n chain input {\n  type filter hook input priority 0; policy accept;\n  counter packets 12 bytes 720 drop\n }\n}"),
    ).toBe(true);
    // A drop policy on forward or output is not inbound filtering.
    expect(inputFilteredNft("table inet f { chain fwd { type filter hook forward priority 0; policy drop; } }")).toBe(false);
  });

  it("iptables: INPUT policy DROP or a final catch-all DROP/REJECT; FORWARD does not count", () => {
    expect(inputFilteredIptables(linux.iptablesDrop)).toBe(true);
    expect(inputFilteredIptables(linux.iptablesDocker)).toBe(false);
    expect(inputFilteredIptables("-P INPUT ACCEPT\n-A INPUT -p tcp --dport 22 -j ACCEPT\n-A INPUT -j REJECT --reject-with icmp-host-prohibited\n")).toBe(true);
    expect(inputFilteredIptables("-P INPUT ACCEPT\n-A INPUT -s 10.0.0.5/32 -j DROP\n")).toBe(false);
    expect(inputFilteredIptables("*nat\n:INPUT DROP [0:0]\nCOMMIT\n*filter\n:INPUT ACCEPT [0:0]\nCOMMIT\n")).toBe(false);
    expect(inputFilteredIptables("*filter\n:INPUT DROP [0:0]\n:FORWARD DROP [0:0]\nCOMMIT\n")).toBe(true);
  });

  it("apt, dnf, softwareupdate, reg, netsh and powercfg outputs", () => {
    expect(parseAptSimulation(linux.aptSimulation)).toEqual({ total: 3, security: 2 });
    expect(parseAptSimulation("Inst libc6 [2.36-9+deb12u3] (2.36-9+deb12u4 Debian:12.5/stable, Debian-Security:12/stable-security [amd64])\n")).toEqual({
      total: 1,
      security: 1,
    });
    expect(parseDnfCheckUpdate(linux.dnfCheckUpdate)).toBe(3);
    expect(parseDnfSecurity(linux.dnfSecurity)).toBe(2);
    expect(parseSoftwareUpdate(darwin.softwareUpdates).map((u) => u.version)).toEqual(["14.7.1", "18.1.1", "15.1.1"]);
    expect(parseReg(windows.currentVersion)).toMatchObject({ ProductName: "Windows 10 Pro", UBR: 2299, CurrentMajorVersionNumber: 10 });
    expect(parseNetshProfiles(windows.netshPublicOff)).toEqual([
      { profile: "Domain", on: true },
      { profile: "Private", on: true },
      { profile: "Public", on: false },
    ]);
    expect(parsePowercfg(windows.sleepAfter(1800, 900))).toEqual({ ac: 1800, dc: 900 });
  });
});

describe("privacy", () => {
  it("notes never carry the user's name or home directory", async () => {
    const report = await collect(
      ubuntuLaptop({
        commands: { [APT]: fails(100, "E: Could not open file /home/alice/.cache/apt/pkgcache.bin for alice - open (13: Permission denied)") },
      }),
    );
    const text = report.attributes.notes.join("\n");
    expect(text).toContain("Could not open file ~/.cache/apt/pkgcache.bin for <user>");
    expect(text).not.toMatch(/alice(?!-laptop)/);
  });
});
