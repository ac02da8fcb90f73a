/**
 * The device agent's collection: what `npx compliance-agent` reads on this host, as an `agent.host` resource whose
 * attributes match `hostAttributes` (lib/connectors/agent/connector.ts). Plain Node (≥ 20), no dependencies.
 *
 * Every probe runs a fixed program with a fixed argument array (execFile, never a shell), has a timeout, and never
 * throws: what cannot be determined is null, with a note saying why. Everything the probes touch (the platform,
 * `run`, the file system, the clock) is injectable, so the unit tests feed recorded command outputs.
 */
import { execFile } from "node:child_process";
import { createHmac } from "node:crypto";
import * as fsp from "node:fs/promises";
import * as nodeOs from "node:os";

export const AGENT_VERSION = "1.0.0";
export const RESOURCE_TYPE = "agent.host";
/** Default per-probe timeout. */
export const PROBE_TIMEOUT_MS = 5_000;
/** Update checks read package metadata (apt, dnf, softwareupdate, Windows Update): they get longer. */
export const UPDATES_TIMEOUT_MS = 60_000;
const MAX_NOTES = 20;
/** Accounts that name no person (and words like "root filesystem" must survive the notes' scrubbing). */
const SYSTEM_ACCOUNTS = new Set(["root", "system", "administrator", "admin", "daemon", "nobody"]);
const MAX_NOTE = 500;

/**
 * @typedef {object} RunResult
 * @property {number | null} code exit code; null when the program could not run or was stopped
 * @property {string} stdout
 * @property {string} stderr
 * @property {string} [error] why it did not run to completion: "not installed", "timed out after 5 s", …
 */
/**
 * @typedef {(cmd: string, args: string[], options?: { timeoutMs?: number }) => Promise<Partial<RunResult>>} Run
 */
/**
 * @typedef {object} CollectDeps
 * @property {string} [platform] process.platform by default
 * @property {Run} [run] runs a program without a shell; by default execFile with a timeout
 * @property {(path: string) => Promise<string>} [readFile] utf8 text; rejects when absent
 * @property {(path: string) => Promise<string[]>} [readdir]
 * @property {(path: string) => Promise<{ mtimeMs: number }>} [stat]
 * @property {(path: string) => Promise<string>} [realpath]
 * @property {() => Date} [now]
 * @property {string} [hostname]
 * @property {string} [osRelease] the kernel release (os.release())
 * @property {string} [username] who runs the agent (whose screen lock settings are read)
 * @property {string} [homedir]
 * @property {Record<string, string | undefined>} [env]
 * @property {number} [timeoutMs] per-probe timeout (default PROBE_TIMEOUT_MS)
 * @property {number} [updatesTimeoutMs] timeout of the update checks (default UPDATES_TIMEOUT_MS)
 */
/**
 * @typedef {object} HostAttributes
 * @property {string} hostname
 * @property {"linux" | "darwin" | "windows" | "other"} os
 * @property {string} osVersion
 * @property {string} agentVersion
 * @property {string} reportedAt
 * @property {boolean | null} diskEncrypted
 * @property {string | null} diskEncryptionMethod
 * @property {boolean | null} firewallEnabled
 * @property {boolean | null} screenLockEnabled
 * @property {number | null} screenLockTimeoutSeconds
 * @property {number | null} pendingUpdates
 * @property {number | null} pendingSecurityUpdates
 * @property {string | null} updatesCheckedAt
 * @property {string[]} notes
 */
/**
 * @typedef {object} HostReport
 * @property {"agent.host"} type
 * @property {string} externalId
 * @property {string} name
 * @property {HostAttributes} attributes
 */

/**
 * The default `run`: execFile (no shell) with a timeout, output as text, never rejecting. POSIX programs run with
 * LC_ALL=C so their output is the English the parsers expect.
 * @param {{ env?: Record<string, string | undefined>, platform?: string }} [options]
 * @returns {Run}
 */
export function createRun(options = {}) {
  const platform = options.platform ?? process.platform;
  const baseEnv = { ...(options.env ?? process.env), ...(platform === "win32" ? {} : { LC_ALL: "C", LANG: "C" }) };
  return (cmd, args, { timeoutMs = PROBE_TIMEOUT_MS } = {}) =>
    new Promise((resolve) => {
      execFile(
        cmd,
        args,
        { timeout: timeoutMs, windowsHide: true, maxBuffer: 16 * 1024 * 1024, encoding: "utf8", env: baseEnv, shell: false },
        (error, stdout, stderr) => {
          const out = { stdout: String(stdout ?? ""), stderr: String(stderr ?? "") };
          if (!error) return resolve({ code: 0, ...out });
          const err = /** @type {NodeJS.ErrnoException & { killed?: boolean, signal?: string, code?: unknown }} */ (error);
          if (err.code === "ENOENT") return resolve({ code: null, ...out, error: "not installed" });
          if (err.killed || err.signal)
            return resolve({ code: null, ...out, error: err.killed ? `timed out after ${seconds(timeoutMs)}` : `stopped by ${err.signal}` });
          if (typeof err.code === "number") return resolve({ code: err.code, ...out });
          resolve({ code: null, ...out, error: String(err.code ?? err.message).slice(0, 200) });
        },
      );
    });
}

/** @param {number} ms */
const seconds = (ms) => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);

/**
 * Collects this host's report. Never throws: a probe that fails leaves its attributes null and adds a note.
 * @param {CollectDeps} [deps]
 * @returns {Promise<HostReport>}
 */
export async function collectReport(deps = {}) {
  const p = probeContext(deps);
  const osName = osOf(p.platform);
  const collectors = COLLECTORS[osName];
  const hostname = (deps.hostname ?? safe(() => nodeOs.hostname(), "") ?? "").trim().slice(0, 255) || "unknown-host";
  const reportedAt = p.now().toISOString();
  const [identity, disk, firewall, screen, updates] = await Promise.all([
    guard(
      p,
      "the OS version and machine id",
      () => collectors.identity(p, hostname),
      () => ({ osVersion: fallbackOsVersion(p), machineId: null }),
    ),
    guard(
      p,
      "disk encryption",
      () => collectors.disk(p),
      () => ({ diskEncrypted: null, diskEncryptionMethod: null }),
    ),
    guard(
      p,
      "the firewall",
      () => collectors.firewall(p),
      () => ({ firewallEnabled: null }),
    ),
    guard(
      p,
      "the screen lock",
      () => collectors.screenLock(p),
      () => ({ screenLockEnabled: null, screenLockTimeoutSeconds: null }),
    ),
    guard(
      p,
      "pending updates",
      () => collectors.updates(p),
      () => ({ pendingUpdates: null, pendingSecurityUpdates: null, updatesCheckedAt: null }),
    ),
  ]);
  let externalId;
  if (identity.machineId) {
    externalId = stableId(`${osName}:${identity.machineId}`);
  } else {
    p.note(`No machine id could be read; the host is identified by its hostname, so renaming it makes it a new host.`);
    externalId = stableId(`hostname:${hostname.toLowerCase()}`);
  }
  /** @type {HostAttributes} */
  const attributes = {
    hostname,
    os: osName,
    osVersion: clip(identity.osVersion || fallbackOsVersion(p), 200),
    agentVersion: AGENT_VERSION,
    reportedAt,
    diskEncrypted: disk.diskEncrypted,
    diskEncryptionMethod: disk.diskEncryptionMethod === null ? null : clip(disk.diskEncryptionMethod, 200),
    firewallEnabled: firewall.firewallEnabled,
    screenLockEnabled: screen.screenLockEnabled,
    screenLockTimeoutSeconds: count(screen.screenLockTimeoutSeconds),
    pendingUpdates: count(updates.pendingUpdates),
    pendingSecurityUpdates: count(updates.pendingSecurityUpdates),
    updatesCheckedAt: updates.updatesCheckedAt,
    notes: p.notes(),
  };
  return { type: RESOURCE_TYPE, externalId, name: hostname, attributes };
}

/**
 * An app-specific id derived from the machine id (HMAC-SHA256, formatted as a UUID), as machine-id(5) asks of
 * anything that sends it off the host: stable for the host, useless for tracking it anywhere else.
 * @param {string} value
 */
export function stableId(value) {
  const hex = createHmac("sha256", "compliance-agent/externalId").update(value).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** @param {string} platform @returns {HostAttributes["os"]} */
function osOf(platform) {
  if (platform === "linux") return "linux";
  if (platform === "darwin") return "darwin";
  if (platform === "win32" || platform === "windows") return "windows";
  return "other";
}

/** @param {unknown} n */
const count = (n) => (typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : null);
/** @param {string} s @param {number} max */
const clip = (s, max) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * @template T
 * @param {() => T} fn
 * @param {T} fallback
 */
function safe(fn, fallback) {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/** @param {ProbeContext} p */
function fallbackOsVersion(p) {
  const kernel = p.osRelease ? ` ${p.osRelease}` : "";
  if (p.platform === "linux") return `Linux${kernel}`;
  if (p.platform === "darwin") return `Darwin${kernel}`;
  if (p.platform === "win32") return `Windows${kernel}`;
  return `${p.platform}${kernel}`;
}

/**
 * One section of the report, isolated: an unexpected exception becomes the fallback and a note.
 * @template T
 * @param {ProbeContext} p
 * @param {string} what
 * @param {() => Promise<T>} fn
 * @param {() => T} fallback
 * @returns {Promise<T>}
 */
async function guard(p, what, fn, fallback) {
  try {
    return await fn();
  } catch (error) {
    p.note(`The agent failed while reading ${what}: ${error instanceof Error ? error.message : String(error)}`);
    return fallback();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Probe context: the injected world, made safe (timeouts, no throws) and a place to collect notes.

/**
 * @typedef {object} ProbeContext
 * @property {string} platform
 * @property {(cmd: string, args: string[], options?: { long?: boolean }) => Promise<RunResult>} run
 * @property {(path: string) => Promise<string | null>} readFile
 * @property {(path: string) => Promise<string[] | null>} readdir
 * @property {(path: string) => Promise<number | null>} mtime
 * @property {(path: string) => Promise<string | null>} realpath
 * @property {() => Date} now
 * @property {string} osRelease
 * @property {string} username
 * @property {string} homedir
 * @property {Record<string, string | undefined>} env
 * @property {(message: string) => void} note
 * @property {() => string[]} notes
 */

/** @param {CollectDeps} deps @returns {ProbeContext} */
function probeContext(deps) {
  const platform = deps.platform ?? process.platform;
  const env = deps.env ?? process.env;
  const rawRun = deps.run ?? createRun({ env, platform });
  const timeoutMs = deps.timeoutMs ?? PROBE_TIMEOUT_MS;
  const updatesTimeoutMs = deps.updatesTimeoutMs ?? UPDATES_TIMEOUT_MS;
  const readFile = deps.readFile ?? ((path) => fsp.readFile(path, "utf8"));
  const readdir = deps.readdir ?? ((path) => fsp.readdir(path));
  const stat = deps.stat ?? ((path) => fsp.stat(path));
  const realpath = deps.realpath ?? ((path) => fsp.realpath(path));
  /** @type {string[]} */
  const notes = [];
  const user = deps.username ?? safe(() => nodeOs.userInfo().username, env.USER ?? env.USERNAME ?? "");
  const home = deps.homedir ?? safe(() => nodeOs.homedir(), env.HOME ?? env.USERPROFILE ?? "");
  return {
    platform,
    env,
    now: deps.now ?? (() => new Date()),
    osRelease: deps.osRelease ?? safe(() => nodeOs.release(), ""),
    username: user,
    homedir: home,
    async run(cmd, args, { long = false } = {}) {
      const limit = long ? updatesTimeoutMs : timeoutMs;
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      /** @type {Promise<RunResult>} */
      const timedOut = new Promise((resolve) => {
        timer = setTimeout(() => resolve({ code: null, stdout: "", stderr: "", error: `timed out after ${seconds(limit)}` }), limit);
        timer.unref?.();
      });
      try {
        const raw = await Promise.race([Promise.resolve().then(() => rawRun(cmd, args, { timeoutMs: limit })), timedOut]);
        return {
          code: raw?.code === undefined ? (raw?.error ? null : 0) : raw.code,
          stdout: String(raw?.stdout ?? ""),
          stderr: String(raw?.stderr ?? ""),
          ...(raw?.error ? { error: String(raw.error) } : {}),
        };
      } catch (error) {
        return { code: null, stdout: "", stderr: "", error: error instanceof Error ? error.message : String(error) };
      } finally {
        clearTimeout(timer);
      }
    },
    readFile: (path) => attempt(() => readFile(path)).then((v) => (typeof v === "string" ? v : null)),
    readdir: (path) => attempt(() => readdir(path)).then((v) => (Array.isArray(v) ? v.map(String) : null)),
    mtime: (path) => attempt(() => stat(path)).then((s) => (s && Number.isFinite(s.mtimeMs) ? s.mtimeMs : null)),
    realpath: (path) => attempt(() => realpath(path)).then((v) => (typeof v === "string" ? v : null)),
    note(message) {
      // Notes quote command errors; they must not carry who uses the host (docs/agent.md "Privacy").
      let text = message.replace(/\s+/g, " ").trim();
      if (home.length > 1) text = text.split(home).join("~");
      if (user.length >= 3 && !SYSTEM_ACCOUNTS.has(user.toLowerCase()))
        text = text.replace(new RegExp(`\\b${user.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "g"), "<user>");
      text = clip(text, MAX_NOTE);
      if (text && !notes.includes(text)) notes.push(text);
    },
    notes: () => (notes.length <= MAX_NOTES ? [...notes] : [...notes.slice(0, MAX_NOTES - 1), `…and ${notes.length - MAX_NOTES + 1} more notes.`]),
  };
}

/**
 * @template T
 * @param {() => Promise<T>} fn
 * @returns {Promise<T | null>}
 */
async function attempt(fn) {
  try {
    return await fn();
  } catch {
    return null;
  }
}

/**
 * Why a command gave no usable answer, in words, for a note.
 * @param {RunResult} r
 * @param {string} label the command as a person would type it
 */
export function describeFailure(r, label) {
  if (r.error === "not installed") return `\`${label.split(" ")[0]}\` is not installed`;
  if (r.error) return `\`${label}\` ${r.error.startsWith("timed out") ? r.error : `failed (${r.error})`}`;
  const detail = (firstLine(r.stderr) || firstLine(r.stdout)).replace(/[.\s]+$/, "");
  return `\`${label}\` exited with ${r.code}${detail ? `: ${clip(detail, 200)}` : ""}`;
}

/** @param {string} text */
const firstLine = (text) => (text.split(/\r?\n/).find((l) => l.trim()) ?? "").trim();
/** @param {RunResult} r */
const ok = (r) => r.code === 0 && !r.error;
/** @param {RunResult} r */
const both = (r) => `${r.stdout}\n${r.stderr}`;
/** @param {number | null} ms */
const iso = (ms) => (ms === null || !Number.isFinite(ms) ? null : new Date(ms).toISOString());

// ---------------------------------------------------------------------------------------------------------------
// Linux

/** @param {ProbeContext} p */
async function linuxIdentity(p) {
  const osRelease = (await p.readFile("/etc/os-release")) ?? (await p.readFile("/usr/lib/os-release"));
  const pretty = osRelease ? keyValue(osRelease).PRETTY_NAME : undefined;
  if (!pretty) p.note("/etc/os-release has no PRETTY_NAME; the kernel release stands for the OS version.");
  let machineId = null;
  for (const path of ["/etc/machine-id", "/var/lib/dbus/machine-id"]) {
    const id = (await p.readFile(path))?.trim();
    if (id && /^[0-9a-f]{32}$/i.test(id)) {
      machineId = id.toLowerCase();
      break;
    }
  }
  if (!machineId) p.note("/etc/machine-id is missing or empty.");
  return { osVersion: pretty ?? fallbackOsVersion(p), machineId };
}

/**
 * `KEY=value` lines (os-release, ufw.conf), quotes removed.
 * @param {string} text
 * @returns {Record<string, string>}
 */
function keyValue(text) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (m) out[m[1]] = m[2].replace(/^(["'])(.*)\1$/, "$2");
  }
  return out;
}

/**
 * Linux: the device chain under the root filesystem. Encrypted when a dm-crypt device (TYPE crypt, LUKS or plain)
 * is on the way from the disk to "/": first from `lsblk -J`, else /proc/mounts and /sys/class/block/<dev>/dm/uuid
 * (a CRYPT- prefix), following dm slaves (LVM on LUKS); ZFS roots ask `zfs get encryption`.
 * @param {ProbeContext} p
 */
async function linuxDisk(p) {
  let lsblk = await p.run("lsblk", ["-J", "-o", "NAME,TYPE,MOUNTPOINT,MOUNTPOINTS,FSTYPE"]);
  // util-linux before 2.37 has no MOUNTPOINTS column: it exits non-zero ("unknown column").
  if (lsblk.code !== null && lsblk.code !== 0) {
    const older = await p.run("lsblk", ["-J", "-o", "NAME,TYPE,MOUNTPOINT,FSTYPE"]);
    if (ok(older)) lsblk = older;
  }
  if (ok(lsblk)) {
    const chain = rootChain(safe(() => JSON.parse(lsblk.stdout)?.blockdevices, null));
    if (chain) return cryptVerdict(chain.map((d) => ({ type: String(d.type ?? ""), fstype: String(d.fstype ?? "") })));
  }
  const mounts = await p.readFile("/proc/mounts");
  const root = mounts ? rootMount(mounts) : null;
  if (!root) {
    p.note(
      `The root filesystem could not be found (${ok(lsblk) ? "lsblk lists no device mounted on /" : describeFailure(lsblk, "lsblk -J")}; ` +
        `/proc/mounts unreadable).`,
    );
    return { diskEncrypted: null, diskEncryptionMethod: null };
  }
  if (root.fstype === "zfs") {
    const zfs = await p.run("zfs", ["get", "-H", "-o", "value", "encryption", root.device]);
    const value = zfs.stdout.trim();
    if (ok(zfs) && value)
      return value === "off"
        ? { diskEncrypted: false, diskEncryptionMethod: null }
        : { diskEncrypted: true, diskEncryptionMethod: `ZFS native encryption (${value})` };
    p.note(`The root filesystem is ZFS and ${describeFailure(zfs, "zfs get encryption")}.`);
    return { diskEncrypted: null, diskEncryptionMethod: null };
  }
  if (!root.device.startsWith("/dev/")) {
    p.note(`The root filesystem is ${root.fstype} on "${root.device}", not a disk (a container?): check the encryption of the machine that runs it.`);
    return { diskEncrypted: null, diskEncryptionMethod: null };
  }
  const resolved = (await p.realpath(root.device)) ?? root.device;
  const name = resolved.split("/").pop() ?? "";
  if (!name || (await p.readdir(`/sys/class/block/${name}`)) === null) {
    p.note(`The root device ${root.device} has no entry under /sys/class/block, so its device chain could not be followed.`);
    return { diskEncrypted: null, diskEncryptionMethod: null };
  }
  const method = await dmCryptBelow(p, name, 0);
  return method ? { diskEncrypted: true, diskEncryptionMethod: method } : { diskEncrypted: false, diskEncryptionMethod: null };
}

/**
 * The path from a top-level block device down to the one mounted on "/".
 * @param {unknown} devices
 * @param {any[]} [above]
 * @returns {any[] | null}
 */
function rootChain(devices, above = []) {
  if (!Array.isArray(devices)) return null;
  for (const device of devices) {
    if (!device || typeof device !== "object") continue;
    const here = [...above, device];
    const points = [device.mountpoint, ...(Array.isArray(device.mountpoints) ? device.mountpoints : [])];
    if (points.includes("/")) return here;
    const below = rootChain(device.children, here);
    if (below) return below;
  }
  return null;
}

/** @param {{ type: string, fstype: string }[]} chain */
function cryptVerdict(chain) {
  if (!chain.some((d) => d.type === "crypt")) return { diskEncrypted: false, diskEncryptionMethod: null };
  return { diskEncrypted: true, diskEncryptionMethod: chain.some((d) => d.fstype === "crypto_LUKS") ? "LUKS" : "dm-crypt" };
}

/** @param {string} mounts /proc/mounts */
function rootMount(mounts) {
  let found = null;
  for (const line of mounts.split("\n")) {
    const [device, mountpoint, fstype] = line.split(/\s+/);
    // The last mount on "/" is the visible one.
    if (mountpoint === "/") found = { device: device.replace(/\\040/g, " "), fstype: fstype ?? "" };
  }
  return found;
}

/**
 * "LUKS" / "dm-crypt" when a dm-crypt mapping is at or below this block device, following dm slaves.
 * @param {ProbeContext} p
 * @param {string} name
 * @param {number} depth
 * @returns {Promise<string | null>}
 */
async function dmCryptBelow(p, name, depth) {
  if (depth > 8 || !/^[\w.:-]+$/.test(name)) return null;
  const uuid = (await p.readFile(`/sys/class/block/${name}/dm/uuid`))?.trim() ?? "";
  if (uuid.startsWith("CRYPT-")) return uuid.startsWith("CRYPT-LUKS") ? "LUKS" : "dm-crypt";
  for (const slave of (await p.readdir(`/sys/class/block/${name}/slaves`)) ?? []) {
    const found = await dmCryptBelow(p, slave, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Linux: a host firewall is on when incoming traffic is filtered by default:
 * 1. ufw reports `Status: active` (root) or /etc/ufw/ufw.conf has ENABLED=yes;
 * 2. firewalld is running (`firewall-cmd --state`);
 * 3. the live ruleset (root: `nft list ruleset`, `iptables -S`) has an input chain whose policy is drop, or whose
 *    last rule is an unconditional drop/reject (see inputFilteredNft / inputFilteredIptables);
 * 4. without root: the nftables / netfilter-persistent service is active and its saved rules say so.
 * Off when the ruleset was read and filters nothing, or when it could not be read and no firewall service is
 * active; unknown otherwise.
 * @param {ProbeContext} p
 */
async function linuxFirewall(p) {
  const on = { firewallEnabled: true };
  const off = { firewallEnabled: false };
  const ufw = await p.run("ufw", ["status"]);
  if (ok(ufw) && /^Status:\s*active\b/m.test(ufw.stdout)) return on;
  let ufwOff = ok(ufw) && /^Status:\s*inactive\b/m.test(ufw.stdout);
  if (!ok(ufw)) {
    const conf = await p.readFile("/etc/ufw/ufw.conf");
    if (conf) {
      if (/^yes$/i.test(keyValue(conf).ENABLED ?? "")) return on;
      ufwOff = true;
    }
  }
  const firewalld = await p.run("firewall-cmd", ["--state"]);
  if (/^running\b/m.test(firewalld.stdout)) return on;

  const nft = await p.run("nft", ["list", "ruleset"]);
  const iptables = await p.run("iptables", ["-S"]);
  if (ok(nft) || ok(iptables)) {
    if ((ok(nft) && inputFilteredNft(nft.stdout)) || (ok(iptables) && inputFilteredIptables(iptables.stdout))) return on;
    return off;
  }

  const services = ["firewalld", "nftables", "netfilter-persistent", "iptables"];
  const systemctl = await p.run("systemctl", ["is-active", ...services]);
  const states = systemctl.stdout
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const answered =
    states.length === services.length && states.every((s) => /^(active|inactive|failed|unknown|activating|deactivating|reloading|maintenance)$/.test(s));
  if (!answered) {
    p.note(
      `Whether a firewall is on could not be determined: ufw ${ufwOff ? "is inactive" : "is not installed or not readable"}, firewalld is ` +
        `not running, the live ruleset could not be read (${describeFailure(nft, "nft list ruleset")}; ${describeFailure(iptables, "iptables -S")}; ` +
        `both need root), and ${describeFailure(systemctl, "systemctl is-active")}.`,
    );
    return { firewallEnabled: null };
  }
  const active = new Set(services.filter((_, i) => states[i] === "active"));
  if (active.has("firewalld")) return on;
  if (active.has("nftables")) {
    for (const path of ["/etc/nftables.conf", "/etc/sysconfig/nftables.conf"]) {
      const text = await p.readFile(path);
      if (text !== null) {
        p.note(`The firewall was judged from ${path} (the nftables service is active); reading the live ruleset needs root.`);
        return inputFilteredNft(text) ? on : off;
      }
    }
  }
  if (active.has("netfilter-persistent") || active.has("iptables")) {
    for (const path of ["/etc/iptables/rules.v4", "/etc/sysconfig/iptables"]) {
      const text = await p.readFile(path);
      if (text !== null) {
        p.note(`The firewall was judged from ${path} (saved iptables rules are loaded at boot); reading the live ruleset needs root.`);
        return inputFilteredIptables(text) ? on : off;
      }
    }
  }
  if (active.size > 0) {
    p.note(`A firewall service is active (${[...active].join(", ")}) but its rules could not be read without root; run the agent as root to check them.`);
    return { firewallEnabled: null };
  }
  p.note("No firewall service is active (ufw, firewalld, nftables, netfilter-persistent, iptables); the live ruleset was not read (it needs root).");
  return off;
}

/**
 * nftables text (`nft list ruleset` or a config file): true when a chain hooked on input has `policy drop`, or its
 * last statement is an unconditional drop or reject (as firewalld's `reject with icmpx admin-prohibited`).
 * @param {string} text
 */
export function inputFilteredNft(text) {
  const opener = /\bchain\s+(?:"[^"]*"|[\w.-]+)\s*\{/g;
  for (let m = opener.exec(text); m; m = opener.exec(text)) {
    let depth = 1;
    let i = m.index + m[0].length;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === "{") depth++;
      else if (text[i] === "}") depth--;
    }
    const body = text.slice(m.index + m[0].length, i - 1);
    if (!/\btype\s+filter\s+hook\s+input\b/.test(body)) continue;
    if (/\bpolicy\s+drop\b/.test(body)) return true;
    const statements = body
      .split(/[\n;]/)
      .map((s) => s.replace(/#.*$/, "").trim())
      .filter((s) => s && !/^(type|policy|comment|devices?)\b/.test(s));
    const last = (statements.at(-1) ?? "")
      .replace(/^counter(\s+packets\s+\d+\s+bytes\s+\d+)?\s*/, "")
      .replace(/^log(\s+prefix\s+"[^"]*")?(\s+level\s+\w+)?\s*/, "");
    if (/^(drop|reject)\b/.test(last)) return true;
  }
  return false;
}

/**
 * iptables rules (`iptables -S`, or iptables-save format): true when the filter table's INPUT policy is DROP, or its
 * last INPUT rule jumps to DROP/REJECT with no match (a catch-all). FORWARD policies (Docker's) do not count.
 * @param {string} text
 */
export function inputFilteredIptables(text) {
  let table = "filter";
  let policy = "";
  let last = "";
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith("*")) {
      table = line.slice(1);
      continue;
    }
    if (table !== "filter") continue;
    const p = /^(?:-P\s+INPUT|:INPUT)\s+(\w+)/.exec(line);
    if (p) policy = p[1];
    if (/^-A\s+INPUT\s/.test(line)) last = line;
  }
  if (policy === "DROP") return true;
  return /^-A\s+INPUT(?:\s+-m\s+comment\s+--comment\s+(?:"[^"]*"|\S+))?\s+-j\s+(DROP|REJECT)\b/.test(last);
}

/** Desktops whose screen lock lives in GSettings: schema of the lock switch and of the idle delay, and units. */
const GSETTINGS_DESKTOPS = [
  { match: /cinnamon/i, lock: "org.cinnamon.desktop.screensaver", idle: "org.cinnamon.desktop.session", unit: 1 },
  { match: /mate/i, lock: "org.mate.screensaver", idle: "org.mate.session", unit: 60 },
  { match: /gnome|unity|ubuntu|pop|budgie|pantheon|zorin|^$/i, lock: "org.gnome.desktop.screensaver", idle: "org.gnome.desktop.session", unit: 1 },
];

/**
 * Linux: only a graphical session has a screen to lock. It is found from DISPLAY / WAYLAND_DISPLAY /
 * XDG_SESSION_TYPE, else from logind (`loginctl`): an x11 or wayland session of the user running the agent.
 * GNOME, Cinnamon and MATE: `gsettings` lock-enabled, idle-delay and lock-delay; KDE: kscreenlockerrc.
 * No graphical session: null (a server; the check is not applicable).
 * @param {ProbeContext} p
 */
async function linuxScreenLock(p) {
  const none = { screenLockEnabled: null, screenLockTimeoutSeconds: null };
  const session = await graphicalSession(p);
  if (!session) return none;
  if (/kde|plasma/i.test(session.desktop)) return kdeScreenLock(p);
  const desktop = GSETTINGS_DESKTOPS.find((d) => d.match.test(session.desktop));
  if (!desktop) {
    p.note(`The screen lock of the ${session.desktop} desktop cannot be read (GNOME, Cinnamon, MATE and KDE are supported).`);
    return none;
  }
  const get = (/** @type {string} */ schema, /** @type {string} */ key) => p.run("gsettings", ["get", schema, key]);
  const [lock, idle, delay] = await Promise.all([get(desktop.lock, "lock-enabled"), get(desktop.idle, "idle-delay"), get(desktop.lock, "lock-delay")]);
  const lockValue = ok(lock) ? lock.stdout.trim() : "";
  const enabled = lockValue === "true" ? true : lockValue === "false" ? false : null;
  if (enabled === null) {
    p.note(`The screen lock setting could not be read: ${describeFailure(lock, `gsettings get ${desktop.lock} lock-enabled`)}.`);
    return none;
  }
  const idleValue = ok(idle) ? gvariantNumber(idle.stdout) : null;
  if (idleValue === null) {
    p.note(`The idle delay could not be read: ${describeFailure(idle, `gsettings get ${desktop.idle} idle-delay`)}.`);
    return { screenLockEnabled: enabled, screenLockTimeoutSeconds: null };
  }
  const idleSeconds = idleValue * desktop.unit;
  const delaySeconds = (ok(delay) ? (gvariantNumber(delay.stdout) ?? 0) : 0) * desktop.unit;
  // idle-delay 0: the session never goes idle, so it never locks by itself (the check fails: "never").
  return { screenLockEnabled: enabled, screenLockTimeoutSeconds: idleSeconds === 0 ? 0 : idleSeconds + delaySeconds };
}

/** `uint32 300` / `300` / `true` → 300 / null. @param {string} text */
function gvariantNumber(text) {
  const m = /^(?:u?int\d+\s+)?(\d+)\s*$/.exec(text.trim());
  return m ? Number(m[1]) : null;
}

/**
 * The graphical session of the user running the agent, or null (with a note).
 * @param {ProbeContext} p
 * @returns {Promise<{ desktop: string } | null>}
 */
async function graphicalSession(p) {
  const env = p.env;
  if (env.WAYLAND_DISPLAY || env.DISPLAY || /^(x11|wayland)$/.test(env.XDG_SESSION_TYPE ?? "")) {
    return { desktop: env.XDG_CURRENT_DESKTOP ?? env.DESKTOP_SESSION ?? "" };
  }
  const list = await p.run("loginctl", ["list-sessions", "--no-legend"]);
  const ids = ok(list)
    ? list.stdout
        .split(/\r?\n/)
        .map((l) => l.trim().split(/\s+/)[0])
        .filter((id) => id && /^[\w-]+$/.test(id))
        .slice(0, 20)
    : [];
  /** @type {{ user: string, desktop: string }[]} */
  const graphical = [];
  for (const id of ids) {
    const show = await p.run("loginctl", ["show-session", id, "-p", "Type", "-p", "Class", "-p", "Name", "-p", "Desktop"]);
    if (!ok(show)) continue;
    const props = keyValue(show.stdout);
    if (/^(x11|wayland|mir)$/.test(props.Type ?? "") && (props.Class ?? "user") === "user")
      graphical.push({ user: props.Name ?? "", desktop: props.Desktop ?? "" });
  }
  const mine = graphical.find((s) => s.user === p.username);
  if (mine) return { desktop: env.XDG_CURRENT_DESKTOP ?? mine.desktop };
  if (graphical.length > 0) {
    p.note("A graphical session of another user is open: run the agent as the user logged in at the screen to read its screen lock.");
  } else {
    p.note(
      `No graphical session was found, so there is no screen to lock (no DISPLAY or WAYLAND_DISPLAY, and ${
        ok(list) ? "logind lists " + "none" : `${describeFailure(list, "loginctl list-sessions")}`
      }).`,
    );
  }
  return null;
}

/**
 * KDE Plasma: kscreenlockerrc [Daemon] Autolock (default true), Timeout in minutes (default 5), LockGrace in
 * seconds (default 5); the system file under /etc/xdg first, the user's over it.
 * @param {ProbeContext} p
 */
async function kdeScreenLock(p) {
  /** @type {Record<string, string>} */
  const settings = {};
  for (const path of ["/etc/xdg/kscreenlockerrc", `${p.env.XDG_CONFIG_HOME || `${p.homedir}/.config`}/kscreenlockerrc`]) {
    const text = await p.readFile(path);
    if (text) Object.assign(settings, iniSection(text, "Daemon"));
  }
  const enabled = !/^false$/i.test(settings.Autolock ?? "true");
  const minutes = Number(settings.Timeout ?? "5");
  const grace = Number(settings.LockGrace ?? "5");
  if (!Number.isFinite(minutes)) return { screenLockEnabled: enabled, screenLockTimeoutSeconds: null };
  return { screenLockEnabled: enabled, screenLockTimeoutSeconds: minutes <= 0 ? 0 : Math.round(minutes * 60 + (Number.isFinite(grace) ? grace : 0)) };
}

/** @param {string} text @param {string} section */
function iniSection(text, section) {
  /** @type {Record<string, string>} */
  const out = {};
  let current = "";
  for (const line of text.split(/\r?\n/)) {
    const header = /^\s*\[([^\]]+)\]/.exec(line);
    if (header) current = header[1];
    else if (current === section) {
      const m = /^\s*([^=#;]+?)\s*=\s*(.*?)\s*$/.exec(line);
      if (m) out[m[1]] = m[2];
    }
  }
  return out;
}

/**
 * Linux updates. Debian/Ubuntu: `apt-get -s dist-upgrade` (a simulation, no root) counts the Inst lines, those
 * from a *-security origin are security updates (dist-upgrade, not upgrade, so kernel updates that pull new
 * packages are counted); the last check is /var/lib/apt/periodic/update-success-stamp or the package lists' time.
 * RHEL/Fedora: `dnf -C check-update` and `dnf -C updateinfo list --security` (from the cache, no network).
 * @param {ProbeContext} p
 */
async function linuxUpdates(p) {
  const none = { pendingUpdates: null, pendingSecurityUpdates: null, updatesCheckedAt: null };
  const apt = await p.run("apt-get", ["-s", "-o", "Debug::NoLocking=1", "dist-upgrade"], { long: true });
  if (apt.error !== "not installed") return aptUpdates(p, apt);
  for (const dnf of ["dnf", "yum"]) {
    const check = await p.run(dnf, ["-q", "-C", "check-update"], { long: true });
    if (check.error === "not installed") continue;
    return dnfUpdates(p, dnf, check);
  }
  p.note("No supported package manager (apt, dnf, yum) was found, so pending updates are unknown.");
  return none;
}

/**
 * @param {ProbeContext} p
 * @param {RunResult} apt
 */
async function aptUpdates(p, apt) {
  const lists = await p.readdir("/var/lib/apt/lists");
  const checkedAt = await aptCheckedAt(p, lists ?? []);
  if (lists !== null && !lists.some((f) => /_Packages(\.\w+)?$/.test(f))) {
    p.note("The apt package lists are empty (`apt-get update` never ran), so pending updates are unknown.");
    return { pendingUpdates: null, pendingSecurityUpdates: null, updatesCheckedAt: checkedAt };
  }
  if (!ok(apt)) {
    p.note(`Pending updates are unknown: ${describeFailure(apt, "apt-get -s dist-upgrade")}.`);
    return { pendingUpdates: null, pendingSecurityUpdates: null, updatesCheckedAt: checkedAt };
  }
  const { total, security } = parseAptSimulation(apt.stdout);
  if (!checkedAt) p.note("When apt last looked for updates is unknown (no update-success-stamp, no package lists).");
  return { pendingUpdates: total, pendingSecurityUpdates: security, updatesCheckedAt: checkedAt };
}

/**
 * `apt-get -s` output: each `Inst pkg [old] (new origin, origin [arch])` is an update; one with a *-security origin
 * (Ubuntu `jammy-security`, Debian `Debian-Security:12/stable-security`) is a security update.
 * @param {string} text
 */
export function parseAptSimulation(text) {
  let total = 0;
  let security = 0;
  for (const line of text.split(/\r?\n/)) {
    const m = /^Inst\s+\S+(?:\s+\[[^\]]*\])?\s+\((.*)\)/.exec(line);
    if (!m) continue;
    total++;
    if (/security/i.test(m[1])) security++;
  }
  return { total, security };
}

/**
 * @param {ProbeContext} p
 * @param {string[]} lists
 */
async function aptCheckedAt(p, lists) {
  const stamp = await p.mtime("/var/lib/apt/periodic/update-success-stamp");
  if (stamp !== null) return iso(stamp);
  // apt renames fresh lists into place, which updates the directory's time; *Release files carry the repository's.
  const times = await Promise.all(
    ["/var/lib/apt/lists", ...lists.filter((f) => /Release$/.test(f)).map((f) => `/var/lib/apt/lists/${f}`)].map((f) => p.mtime(f)),
  );
  const newest = Math.max(...times.filter((t) => t !== null));
  return Number.isFinite(newest) ? iso(newest) : null;
}

/**
 * @param {ProbeContext} p
 * @param {string} dnf
 * @param {RunResult} check exit 0: nothing pending, 100: updates listed, else an error
 */
async function dnfUpdates(p, dnf, check) {
  const checkedAt = await dnfCheckedAt(p);
  if (check.error || (check.code !== 0 && check.code !== 100)) {
    p.note(`Pending updates are unknown: ${describeFailure(check, `${dnf} -C check-update`)} (the metadata cache may be empty: run \`${dnf} makecache\`).`);
    return { pendingUpdates: null, pendingSecurityUpdates: null, updatesCheckedAt: checkedAt };
  }
  const total = check.code === 0 ? 0 : parseDnfCheckUpdate(check.stdout);
  const security = await p.run(dnf, ["-q", "-C", "updateinfo", "list", "--security"], { long: true });
  let securityCount = null;
  if (ok(security)) securityCount = parseDnfSecurity(security.stdout);
  else p.note(`Which updates are security updates is unknown: ${describeFailure(security, `${dnf} updateinfo list --security`)}.`);
  return { pendingUpdates: total, pendingSecurityUpdates: securityCount, updatesCheckedAt: checkedAt };
}

/**
 * `dnf check-update`: one `name.arch  version  repo` line per update, until "Obsoleting Packages".
 * @param {string} text
 */
export function parseDnfCheckUpdate(text) {
  let n = 0;
  for (const line of text.split(/\r?\n/)) {
    if (/^Obsoleting/i.test(line.trim())) break;
    if (/^\S+\.\S+\s+\S+\s+\S+\s*$/.test(line)) n++;
  }
  return n;
}

/**
 * `dnf updateinfo list --security`: advisory lines naming a package NEVRA (dnf4: `ID Severity/Sec. nevra`, dnf5
 * adds columns); distinct package names are counted.
 * @param {string} text
 */
export function parseDnfSecurity(text) {
  const names = new Set();
  for (const line of text.split(/\r?\n/)) {
    const nevra = line
      .trim()
      .split(/\s+/)
      .find((t) => /^[\w+.:-]+-[^-\s]+-[^-\s]+\.(x86_64|noarch|aarch64|i686|ppc64le|s390x|armv7hl|src)$/.test(t));
    if (nevra) names.add(nevra.replace(/\.[^.]+$/, "").replace(/-[^-]+-[^-]+$/, ""));
  }
  return names.size;
}

/** @param {ProbeContext} p */
async function dnfCheckedAt(p) {
  const files = ["/var/cache/dnf/last_makecache"];
  for (const base of ["/var/cache/dnf", "/var/cache/libdnf5", "/var/cache/yum"]) {
    for (const dir of (await p.readdir(base)) ?? []) files.push(`${base}/${dir}/repodata/repomd.xml`);
  }
  const times = (await Promise.all(files.slice(0, 200).map((f) => p.mtime(f)))).filter((t) => t !== null);
  return times.length > 0 ? iso(Math.max(...times)) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// macOS

/** @param {ProbeContext} p */
async function darwinIdentity(p) {
  const [sw, ioreg] = await Promise.all([p.run("sw_vers", []), p.run("ioreg", ["-rd1", "-c", "IOPlatformExpertDevice"])]);
  let osVersion = null;
  if (ok(sw)) {
    const v = Object.fromEntries(
      sw.stdout
        .split(/\r?\n/)
        .map((l) => /^\s*(\w+):\s*(.*?)\s*$/.exec(l))
        .filter((m) => m !== null)
        .map((m) => [m[1], m[2]]),
    );
    if (v.ProductVersion) osVersion = `${v.ProductName || "macOS"} ${v.ProductVersion}${v.BuildVersion ? ` (${v.BuildVersion})` : ""}`;
  }
  if (!osVersion) p.note(`The macOS version could not be read: ${describeFailure(sw, "sw_vers")}.`);
  const uuid = ok(ioreg) ? /"IOPlatformUUID"\s*=\s*"([0-9A-Fa-f-]{36})"/.exec(ioreg.stdout)?.[1] : undefined;
  if (!uuid)
    p.note(
      `The hardware UUID could not be read: ${ok(ioreg) ? "ioreg printed no IOPlatformUUID" : describeFailure(ioreg, "ioreg -rd1 -c IOPlatformExpertDevice")}.`,
    );
  return { osVersion: osVersion ?? fallbackOsVersion(p), machineId: uuid?.toUpperCase() ?? null };
}

/**
 * macOS: `fdesetup status` (no root needed). On: "FileVault is On."; encrypting or decrypting is not yet on.
 * @param {ProbeContext} p
 */
async function darwinDisk(p) {
  const r = await p.run("fdesetup", ["status"]);
  const text = both(r);
  const method = "FileVault";
  if (ok(r) || /FileVault is (On|Off)/.test(text)) {
    const progress = /(Encryption|Decryption) in progress[^\n]*/.exec(text);
    if (progress) {
      p.note(`FileVault: ${progress[0].trim()}; the disk counts as encrypted once that completes.`);
      return { diskEncrypted: false, diskEncryptionMethod: method };
    }
    if (/FileVault is On\b/.test(text)) return { diskEncrypted: true, diskEncryptionMethod: method };
    if (/FileVault is Off\b/.test(text)) {
      if (/will be enabled after the next restart/i.test(text)) p.note("FileVault will be turned on at the next restart.");
      return { diskEncrypted: false, diskEncryptionMethod: null };
    }
  }
  p.note(
    `Whether FileVault is on could not be determined: ${ok(r) ? `unexpected output "${clip(firstLine(text), 200)}"` : describeFailure(r, "fdesetup status")}.`,
  );
  return { diskEncrypted: null, diskEncryptionMethod: null };
}

/**
 * macOS: the Application Firewall's global state (`socketfilterfw --getglobalstate`): State 1 (on) or 2 (block
 * all) is on, 0 off. Fallback: the com.apple.alf globalstate preference (before macOS 15).
 * @param {ProbeContext} p
 */
async function darwinFirewall(p) {
  const r = await p.run("/usr/libexec/ApplicationFirewall/socketfilterfw", ["--getglobalstate"]);
  const text = both(r);
  const state = /State\s*=\s*(\d)/.exec(text)?.[1];
  if (state !== undefined) return { firewallEnabled: state !== "0" };
  if (/Firewall is (enabled|blocking)/i.test(text)) return { firewallEnabled: true };
  if (/Firewall is disabled/i.test(text)) return { firewallEnabled: false };
  const alf = await p.run("defaults", ["read", "/Library/Preferences/com.apple.alf", "globalstate"]);
  if (ok(alf) && /^\d+$/.test(alf.stdout.trim())) return { firewallEnabled: alf.stdout.trim() !== "0" };
  p.note(`Whether the firewall is on could not be determined: ${describeFailure(r, "socketfilterfw --getglobalstate")}.`);
  return { firewallEnabled: null };
}

/**
 * macOS: the screen locks when a password is required after the screen saver starts or the display sleeps
 * (`sysadminctl -screenLock status`: off / immediate / N seconds; fallback askForPassword). It locks after
 * min(screen saver idleTime, display sleep) + that delay; with several power sources (pmset -g custom) the longest
 * counts. 0 means it never goes idle on some power source.
 * @param {ProbeContext} p
 */
async function darwinScreenLock(p) {
  const [sysadminctl, idle, pmset] = await Promise.all([
    p.run("sysadminctl", ["-screenLock", "status"]),
    p.run("defaults", ["-currentHost", "read", "com.apple.screensaver", "idleTime"]),
    p.run("pmset", ["-g", "custom"]),
  ]);
  /** @type {boolean | null} */
  let enabled = null;
  let delay = 0;
  const lockText = both(sysadminctl);
  if (/screenLock is off/i.test(lockText)) enabled = false;
  else if (/screenLock delay is immediate/i.test(lockText)) enabled = true;
  else {
    const m = /screenLock delay is (\d+) seconds?/i.exec(lockText);
    if (m) {
      enabled = true;
      delay = Number(m[1]);
    }
  }
  if (enabled === null) {
    const ask = await p.run("defaults", ["read", "com.apple.screensaver", "askForPassword"]);
    if (ok(ask) && /^[01]$/.test(ask.stdout.trim())) {
      enabled = ask.stdout.trim() === "1";
      const d = await p.run("defaults", ["read", "com.apple.screensaver", "askForPasswordDelay"]);
      delay = ok(d) && Number.isFinite(Number(d.stdout.trim())) ? Math.round(Number(d.stdout.trim())) : 0;
    } else {
      p.note(`Whether the screen locks could not be determined: ${describeFailure(sysadminctl, "sysadminctl -screenLock status")}.`);
      return { screenLockEnabled: null, screenLockTimeoutSeconds: null };
    }
  }
  if (!enabled) return { screenLockEnabled: false, screenLockTimeoutSeconds: null };
  const screensaver = ok(idle) && /^\d+$/.test(idle.stdout.trim()) ? Number(idle.stdout.trim()) : null;
  const displaySleep = ok(pmset) ? pmsetDisplaySleep(pmset.stdout) : [];
  if (screensaver === null && displaySleep.length === 0) {
    p.note(`The idle time before the screen locks is unknown: ${describeFailure(pmset, "pmset -g custom")}, and the screen saver's idleTime is not set.`);
    return { screenLockEnabled: true, screenLockTimeoutSeconds: null };
  }
  const perSource = (displaySleep.length > 0 ? displaySleep : [0]).map((minutes) => {
    const idles = [screensaver ?? 0, minutes * 60].filter((s) => s > 0);
    return idles.length === 0 ? 0 : Math.min(...idles) + delay;
  });
  return { screenLockEnabled: true, screenLockTimeoutSeconds: perSource.includes(0) ? 0 : Math.max(...perSource) };
}

/** `pmset -g custom`: displaysleep minutes of each power source (Battery Power, AC Power, UPS Power). @param {string} text */
function pmsetDisplaySleep(text) {
  /** @type {number[]} */
  const out = [];
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*displaysleep\s+(\d+)/.exec(line);
    if (m) out.push(Number(m[1]));
  }
  return out;
}

/**
 * macOS: `softwareupdate -l --no-scan` (the result of the last scan, fast) or, where --no-scan is unknown, a full
 * `softwareupdate -l`. Every listed update counts, except an upgrade to another major macOS (noted); macOS does not
 * say which fix security issues (its point releases nearly all do), so pendingSecurityUpdates is null. The last
 * check: LastSuccessfulDate of /Library/Preferences/com.apple.SoftwareUpdate.
 * @param {ProbeContext} p
 */
async function darwinUpdates(p) {
  let list = await p.run("softwareupdate", ["-l", "--no-scan"], { long: true });
  let scanned = false;
  if (!ok(list) && !list.error && /unrecognized|invalid|usage/i.test(both(list))) {
    list = await p.run("softwareupdate", ["-l"], { long: true });
    scanned = true;
  }
  const last = await p.run("defaults", ["read", "/Library/Preferences/com.apple.SoftwareUpdate", "LastSuccessfulDate"]);
  let checkedAt = ok(last) ? macDate(last.stdout.trim()) : null;
  if (scanned && ok(list)) checkedAt = p.now().toISOString();
  if (!checkedAt)
    p.note(
      `When macOS last looked for updates is unknown: ${
        ok(last) ? "LastSuccessfulDate is unreadable" : describeFailure(last, "defaults " + "read com.apple.SoftwareUpdate LastSuccessfulDate")
      }.`,
    );
  if (!ok(list)) {
    p.note(`Pending updates are unknown: ${describeFailure(list, "softwareupdate -l")}.`);
    return { pendingUpdates: null, pendingSecurityUpdates: null, updatesCheckedAt: checkedAt };
  }
  const items = parseSoftwareUpdate(both(list));
  const sw = await p.run("sw_vers", ["-productVersion"]);
  const major = ok(sw) ? sw.stdout.trim().split(".")[0] : "";
  const upgrades = items.filter((i) => major && /^macOS\b/.test(i.title) && i.version && i.version.split(".")[0] !== major);
  if (upgrades.length > 0) p.note(`A major macOS upgrade is available (${upgrades.map((u) => u.title).join(", ")}); it is not counted as a pending update.`);
  p.note("macOS does not mark which updates fix security issues; every pending update counts.");
  return { pendingUpdates: items.length - upgrades.length, pendingSecurityUpdates: null, updatesCheckedAt: checkedAt };
}

/**
 * `softwareupdate -l`: `* Label: …` followed by `Title: …, Version: …, …` (macOS 10.15+), or the older
 * `* label` + tab-indented description.
 * @param {string} text
 * @returns {{ label: string, title: string, version: string }[]}
 */
export function parseSoftwareUpdate(text) {
  /** @type {{ label: string, title: string, version: string }[]} */
  const items = [];
  for (const line of text.split(/\r?\n/)) {
    const star = /^\s*\*\s+(?:Label:\s*)?(.+?)\s*$/.exec(line);
    if (star) {
      items.push({ label: star[1], title: star[1], version: "" });
      continue;
    }
    const current = items.at(-1);
    const title = /^\s*Title:\s*([^,]+),\s*Version:\s*([^,]+)/.exec(line);
    if (current && title) {
      current.title = title[1].trim();
      current.version = title[2].trim();
    }
  }
  return items;
}

/** `2024-01-15 09:12:33 +0000` → ISO. @param {string} text */
function macDate(text) {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})\s*(?:([+-]\d{2}):?(\d{2})|Z)?$/.exec(text);
  if (!m) return null;
  const date = new Date(`${m[1]}T${m[2]}${m[3] ? `${m[3]}:${m[4]}` : "Z"}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

// ---------------------------------------------------------------------------------------------------------------
// Windows

/**
 * `reg query` output: `    Name    REG_TYPE    value` lines; DWORDs as numbers.
 * @param {string} text
 * @returns {Record<string, string | number>}
 */
export function parseReg(text) {
  /** @type {Record<string, string | number>} */
  const out = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s{2,}(.+?)\s{2,}(REG_[A-Z_]+)(?:\s{2,}(.*?))?\s*$/.exec(line);
    if (!m) continue;
    const value = m[3] ?? "";
    out[m[1]] = /^REG_(DWORD|QWORD)$/.test(m[2]) ? Number.parseInt(value, 16) : value;
  }
  return out;
}

/** @param {ProbeContext} p @param {string} key @param {string} [value] */
async function regQuery(p, key, value) {
  const r = await p.run("reg", ["query", key, ...(value ? ["/v", value] : []), "/reg:64"]);
  return { r, values: ok(r) ? parseReg(r.stdout) : null };
}

/** The system drive, validated: it becomes an argument. @param {ProbeContext} p */
const systemDrive = (p) => (/^[A-Za-z]:$/.test(p.env.SystemDrive ?? "") ? /** @type {string} */ (p.env.SystemDrive).toUpperCase() : "C:");

/**
 * Runs a fixed PowerShell script (never interpolated), passed base64-encoded so no quoting is involved.
 * @param {ProbeContext} p
 * @param {string} script
 * @param {{ long?: boolean }} [options]
 */
function powershell(p, script, options) {
  const encoded = Buffer.from(script, "utf16le").toString("base64");
  return p.run("powershell", ["-NoProfile", "-NonInteractive", "-ExecutionPolicy", "Bypass", "-EncodedCommand", encoded], options);
}

/** @param {ProbeContext} p */
async function windowsIdentity(p) {
  const [cv, guid] = await Promise.all([
    regQuery(p, "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion"),
    regQuery(p, "HKLM\\SOFTWARE\\Microsoft\\Cryptography", "MachineGuid"),
  ]);
  let osVersion = null;
  if (cv.values && cv.values.ProductName) {
    const build = Number(cv.values.CurrentBuild ?? cv.values.CurrentBuildNumber ?? 0);
    // Windows 11 still says "Windows 10" in ProductName; build 22000 is the first Windows 11.
    const product = String(cv.values.ProductName).replace(/^Windows 10\b/, build >= 22000 ? "Windows 11" : "Windows 10");
    const release = cv.values.DisplayVersion ?? cv.values.ReleaseId;
    const ubr = typeof cv.values.UBR === "number" ? `.${cv.values.UBR}` : "";
    osVersion = `${product}${release ? ` ${release}` : ""}${build ? ` (build ${build}${ubr})` : ""}`;
  } else {
    p.note(`The Windows version could not be read: ${describeFailure(cv.r, "reg query HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion")}.`);
  }
  const machineGuid = guid.values?.MachineGuid;
  if (!machineGuid)
    p.note(`The MachineGuid could not be read: ${describeFailure(guid.r, "reg query HKLM\\SOFTWARE\\Microsoft\\Cryptography /v MachineGuid")}.`);
  return { osVersion: osVersion ?? fallbackOsVersion(p), machineId: typeof machineGuid === "string" && machineGuid ? machineGuid.toLowerCase() : null };
}

/** Explorer's BitLocker property of the system drive: readable without elevation. */
const BITLOCKER_PROPERTY_SCRIPT = `$ErrorActionPreference = 'Stop'
$drive = $env:SystemDrive + '\\'
(New-Object -ComObject Shell.Application).NameSpace($drive).Self.ExtendedProperty('System.Volume.BitLockerProtection')`;

/**
 * Windows: `manage-bde -status C:` (Protection On / Off, the encryption method); it needs an elevated prompt. When
 * refused, Explorer's System.Volume.BitLockerProtection property of the drive (1 on, 2 off, 3 encrypting,
 * 4 decrypting, 6 locked), which any user may read; when neither answers, null with a note.
 * @param {ProbeContext} p
 */
async function windowsDisk(p) {
  const drive = systemDrive(p);
  const bde = await p.run("manage-bde", ["-status", drive]);
  const text = both(bde);
  if (ok(bde) && /Protection Status:/i.test(text)) {
    const protectionOn = /Protection Status:\s*Protection On/i.test(text);
    const conversion = /Conversion Status:\s*(.+)/i.exec(text)?.[1]?.trim() ?? "";
    const algorithm = /Encryption Method:\s*(.+)/i.exec(text)?.[1]?.trim() ?? "";
    const method = algorithm && !/^None$/i.test(algorithm) ? `BitLocker (${algorithm})` : "BitLocker";
    if (protectionOn) return { diskEncrypted: true, diskEncryptionMethod: method };
    if (/Fully Encrypted/i.test(conversion))
      p.note(`BitLocker protection of ${drive} is suspended: the disk is encrypted but its key is stored in the clear until protection resumes.`);
    else if (/in progress/i.test(conversion)) p.note(`BitLocker on ${drive}: ${conversion}.`);
    return { diskEncrypted: false, diskEncryptionMethod: /Fully Decrypted/i.test(conversion) ? null : method };
  }
  const denied = /denied|administrative rights|elevat/i.test(text);
  const why = denied ? "manage-bde needs an elevated prompt" : describeFailure(bde, `manage-bde -status ${drive}`);
  const prop = await powershell(p, BITLOCKER_PROPERTY_SCRIPT);
  const value = ok(prop) ? prop.stdout.trim() : "";
  switch (value) {
    case "1":
    case "6":
      return { diskEncrypted: true, diskEncryptionMethod: "BitLocker" };
    case "2":
    case "0":
      return { diskEncrypted: false, diskEncryptionMethod: null };
    case "3":
      p.note(`BitLocker is encrypting ${drive}; it counts once encryption completes.`);
      return { diskEncrypted: false, diskEncryptionMethod: "BitLocker" };
    case "4":
      p.note(`BitLocker is decrypting ${drive}.`);
      return { diskEncrypted: false, diskEncryptionMethod: "BitLocker" };
  }
  p.note(
    `Whether ${drive} is encrypted could not be determined: ${why}${
      value
        ? `, and Explorer reports BitLocker state ${clip(value, 20)} (run ` + `elevated for an exact answer)`
        : `, and Explorer's BitLocker property could not be read (${describeFailure(prop, "powershell Shell.Application")})`
    }.`,
  );
  return { diskEncrypted: null, diskEncryptionMethod: null };
}

const FIREWALL_PROFILES_SCRIPT = `$ErrorActionPreference = 'Stop'
Get-NetFirewallProfile | ForEach-Object { $_.Name + '=' + $_.Enabled }`;

/**
 * Windows: `netsh advfirewall show allprofiles state`: on when the Domain, Private and Public profiles are all ON
 * (a laptop joins public networks). Output in another language: Get-NetFirewallProfile.
 * @param {ProbeContext} p
 */
async function windowsFirewall(p) {
  const r = await p.run("netsh", ["advfirewall", "show", "allprofiles", "state"]);
  /** @type {{ profile: string, on: boolean }[]} */
  let profiles = [];
  if (ok(r)) profiles = parseNetshProfiles(r.stdout);
  if (profiles.length === 0) {
    const ps = await powershell(p, FIREWALL_PROFILES_SCRIPT);
    if (ok(ps)) {
      profiles = ps.stdout
        .split(/\r?\n/)
        .map((l) => /^(\w+)=(True|False)\s*$/i.exec(l.trim()))
        .filter((m) => m !== null)
        .map((m) => ({ profile: m[1], on: /^true$/i.test(m[2]) }));
    }
  }
  if (profiles.length === 0) {
    p.note(`Whether the firewall is on could not be determined: ${describeFailure(r, "netsh advfirewall show allprofiles state")}.`);
    return { firewallEnabled: null };
  }
  const offProfiles = profiles.filter((x) => !x.on).map((x) => x.profile);
  if (offProfiles.length > 0 && offProfiles.length < profiles.length)
    p.note(`The firewall is off for the ${offProfiles.join(", ")} profile${offProfiles.length > 1 ? "s" : ""}.`);
  return { firewallEnabled: offProfiles.length === 0 };
}

/**
 * `netsh advfirewall show allprofiles state`: a "<Name> Profile Settings:" header, then "State   ON|OFF".
 * @param {string} text
 */
export function parseNetshProfiles(text) {
  /** @type {{ profile: string, on: boolean }[]} */
  const out = [];
  let profile = "";
  for (const line of text.split(/\r?\n/)) {
    const header = /^(\w+) Profile Settings:/i.exec(line.trim());
    if (header) profile = header[1];
    const state = /^State\s+(ON|OFF)\s*$/i.exec(line.trim());
    if (state) out.push({ profile: profile || `profile ${out.length + 1}`, on: state[1].toUpperCase() === "ON" });
  }
  return out;
}

const POWER = {
  sleep: ["238c9fa8-0aad-41ed-83f4-97be242c8f20", "29f6c1db-86da-48c5-9fdb-f2b67b1f44da"], // SUB_SLEEP, STANDBYIDLE (seconds)
  consoleLock: ["fea3413e-7e05-4911-9a71-700331f1c294", "0e796bdb-100d-47d6-a2d5-f7d2daa51f51"], // SUB_NONE, CONSOLELOCK (1: sign in on wake)
};

/**
 * `powercfg /q`: the AC and DC values are the last two hex numbers of the output (labels are localized).
 * @param {string} text
 * @returns {{ ac: number, dc: number } | null}
 */
export function parsePowercfg(text) {
  const hex = [...text.matchAll(/0x([0-9a-f]+)/gi)].map((m) => Number.parseInt(m[1], 16));
  return hex.length >= 2 ? { ac: hex[hex.length - 2], dc: hex[hex.length - 1] } : null;
}

/**
 * Windows: the screen locks when idle by any of: the machine inactivity limit (policy InactivityTimeoutSecs), a
 * password-protected screen saver (ScreenSaveActive, ScreenSaverIsSecure, ScreenSaveTimeOut and a SCRNSAVE.EXE;
 * Group Policy values over the user's), or sleep with sign-in required on wake (powercfg STANDBYIDLE and
 * CONSOLELOCK; the longer of AC and DC). The earliest counts. Read for the user running the agent (HKCU).
 * @param {ProbeContext} p
 */
async function windowsScreenLock(p) {
  const [user, policy, machine, sleep, consoleLock] = await Promise.all([
    regQuery(p, "HKCU\\Control Panel\\Desktop"),
    regQuery(p, "HKCU\\Software\\Policies\\Microsoft\\Windows\\Control Panel\\Desktop"),
    regQuery(p, "HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Policies\\System", "InactivityTimeoutSecs"),
    p.run("powercfg", ["/q", "SCHEME_CURRENT", ...POWER.sleep]),
    p.run("powercfg", ["/q", "SCHEME_CURRENT", ...POWER.consoleLock]),
  ]);
  /** @type {number[]} */
  const lockAfter = [];
  const inactivity = machine.values?.InactivityTimeoutSecs;
  if (typeof inactivity === "number" && inactivity > 0) lockAfter.push(inactivity);

  const desk = { ...(user.values ?? {}), ...(policy.values ?? {}) };
  const saver = String(desk["SCRNSAVE.EXE"] ?? "").trim();
  const saverTimeout = Number.parseInt(String(desk.ScreenSaveTimeOut ?? ""), 10);
  if (String(desk.ScreenSaveActive) === "1" && String(desk.ScreenSaverIsSecure) === "1" && saver && saverTimeout > 0) lockAfter.push(saverTimeout);

  const sleepAfter = ok(sleep) ? parsePowercfg(sleep.stdout) : null;
  const lockOnWake = ok(consoleLock) ? parsePowercfg(consoleLock.stdout) : null;
  if (sleepAfter && lockOnWake && lockOnWake.ac === 1 && lockOnWake.dc === 1 && sleepAfter.ac > 0 && sleepAfter.dc > 0)
    lockAfter.push(Math.max(sleepAfter.ac, sleepAfter.dc));

  if (lockAfter.length > 0) return { screenLockEnabled: true, screenLockTimeoutSeconds: Math.min(...lockAfter) };
  if (!user.values) {
    p.note(`The screen saver settings could not be read: ${describeFailure(user.r, "reg query HKCU\\Control Panel\\Desktop")}.`);
    return { screenLockEnabled: null, screenLockTimeoutSeconds: null };
  }
  if (!sleepAfter || !lockOnWake) {
    const failed = !sleepAfter
      ? describeFailure(sleep, "powercfg /q SCHEME_CURRENT SUB_SLEEP STANDBYIDLE")
      : describeFailure(consoleLock, "powercfg /q SCHEME_CURRENT SUB_NONE CONSOLELOCK");
    p.note(`No password-protected screen saver or inactivity limit is set, and the sleep settings could not be read: ${failed}.`);
    return { screenLockEnabled: null, screenLockTimeoutSeconds: null };
  }
  return { screenLockEnabled: false, screenLockTimeoutSeconds: null };
}

/**
 * Windows Update through its COM API, offline (the result of the last scan, so it stays quick): updates not
 * installed, those in the Security Updates category, and when the last search succeeded (UTC).
 */
const WINDOWS_UPDATE_SCRIPT =
  `$ErrorActionPreference = 'Stop'
$searcher = (New-Object -ComObject Microsoft.Update.Session).CreateUpdateSearcher()
$searcher.Online = $false
$result = $searcher.Search('IsInstalled=0')
$security = 0
foreach ($u in $result.Updates) { foreach ($c in $u.Categories) { if ($c.CategoryID -eq '0fa1201d-4330-4fa8-8ae9-b877473b6441') { $security++; break } } }
$last = $null
try { $d = (New-Object -ComObject Microsoft.Update.AutoUpdate).Results.LastSearchSuccessDate; if ($d -and $d.Year -gt 1601) { $last = ` +
  `([DateTime]::SpecifyKind($d, 'Utc')).ToString('o') } } catch { }
[pscustomobject]@{ total = $result.Updates.Count; security = $security; lastSearch = $last } | ConvertTo-Json -Compress`;

/** @param {ProbeContext} p */
async function windowsUpdates(p) {
  const r = await powershell(p, WINDOWS_UPDATE_SCRIPT, { long: true });
  const json = ok(r) ? safe(() => JSON.parse(r.stdout.trim().split(/\r?\n/).at(-1) ?? ""), null) : null;
  if (!json || typeof json.total !== "number") {
    p.note(`Pending updates are unknown: ${ok(r) ? "the Windows Update API gave no count" : describeFailure(r, "powershell Microsoft.Update.Session")}.`);
    return { pendingUpdates: null, pendingSecurityUpdates: null, updatesCheckedAt: null };
  }
  const last = typeof json.lastSearch === "string" && !Number.isNaN(Date.parse(json.lastSearch)) ? new Date(json.lastSearch).toISOString() : null;
  if (!last) p.note("When Windows Update last searched for updates is unknown.");
  return { pendingUpdates: json.total, pendingSecurityUpdates: typeof json.security === "number" ? json.security : null, updatesCheckedAt: last };
}

// ---------------------------------------------------------------------------------------------------------------
// Other platforms: the report still goes out, with everything unknown.

/** @param {string} what */
const unsupported = (what) => async (/** @type {ProbeContext} */ p) => {
  p.note(`The agent cannot read ${what} on ${p.platform}.`);
  return {};
};

/**
 * @typedef {object} Collectors
 * @property {(p: ProbeContext, hostname: string) => Promise<{ osVersion: string, machineId: string | null }>} identity
 * @property {(p: ProbeContext) => Promise<{ diskEncrypted: boolean | null, diskEncryptionMethod: string | null }>} disk
 * @property {(p: ProbeContext) => Promise<{ firewallEnabled: boolean | null }>} firewall
 * @property {(p: ProbeContext) => Promise<{ screenLockEnabled: boolean | null, screenLockTimeoutSeconds: number | null }>} screenLock
 * @property {(p: ProbeContext) => Promise<{ pendingUpdates: number | null, pendingSecurityUpdates: number | null, updatesCheckedAt: string | null }>} updates
 */

/** @type {Record<HostAttributes["os"], Collectors>} */
const COLLECTORS = {
  linux: { identity: linuxIdentity, disk: linuxDisk, firewall: linuxFirewall, screenLock: linuxScreenLock, updates: linuxUpdates },
  darwin: { identity: darwinIdentity, disk: darwinDisk, firewall: darwinFirewall, screenLock: darwinScreenLock, updates: darwinUpdates },
  windows: { identity: windowsIdentity, disk: windowsDisk, firewall: windowsFirewall, screenLock: windowsScreenLock, updates: windowsUpdates },
  other: {
    identity: async (p) => ({ osVersion: fallbackOsVersion(p), machineId: null }),
    disk: async (p) => ({ diskEncrypted: null, diskEncryptionMethod: null, ...(await unsupported("disk encryption")(p)) }),
    firewall: async (p) => ({ firewallEnabled: null, ...(await unsupported("the firewall state")(p)) }),
    screenLock: async (p) => ({ screenLockEnabled: null, screenLockTimeoutSeconds: null, ...(await unsupported("the screen lock")(p)) }),
    updates: async (p) => ({ pendingUpdates: null, pendingSecurityUpdates: null, updatesCheckedAt: null, ...(await unsupported("pending updates")(p)) }),
  },
};
