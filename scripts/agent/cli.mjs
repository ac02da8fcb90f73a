/**
 * The device agent's command line: parse options, collect, send, print. compliance-agent.mjs only calls main().
 * Exit codes: 0 sent (or --dry-run / --help), 1 the push failed (refused, or the server unreachable), 2 bad usage.
 */
import { AGENT_VERSION, collectReport } from "./collect.mjs";
import { fetchHostResults, resourcesUrl, sendReport } from "./send.mjs";

export const EXIT_OK = 0;
export const EXIT_REFUSED = 1;
export const EXIT_USAGE = 2;

export const HELP = `compliance-agent ${AGENT_VERSION}: reports this host's disk encryption, firewall, screen lock and OS
updates to the compliance platform's device-agent integration.

Usage:
  npx compliance-agent --url <server> --key <api key> --integration <integration id>
  npx compliance-agent --dry-run          print the report, send nothing

Options:
  --url <url>           the server, e.g. https://compliance.example.com    (env COMPLIANCE_URL)
  --key <key>           an API key (cpk_…) or a customer access token        (env COMPLIANCE_API_KEY)
  --integration <id>    the device-agent integration's id                  (env COMPLIANCE_INTEGRATION_ID)
  --dry-run             print the JSON report without sending it
  --json                print the server's answer as JSON
  --allow-http          allow plain http:// to a host other than localhost
  --timeout <seconds>   per request (default 30)
  --help                this text
  --version             the agent's version

Exit codes: 0 sent, 1 the server refused the report or could not be reached, 2 bad usage.
`;

/**
 * What the entry script and the tests hand in.
 * @typedef {object} CliIo
 * @property {Record<string, string | undefined>} [env]
 * @property {(text: string) => void} [stdout]
 * @property {(text: string) => void} [stderr]
 * @property {() => Promise<import("./collect.mjs").HostReport>} [collect]
 * @property {typeof fetch} [fetch]
 * @property {number} [retryDelayMs]
 */

/**
 * @param {string[]} argv
 * @returns {{ options: Record<string, string | boolean> } | { error: string }}
 */
export function parseArgs(argv) {
  const valued = new Set(["url", "key", "integration", "timeout"]);
  const flags = new Set(["dry-run", "json", "help", "version", "allow-http"]);
  /** @type {Record<string, string | boolean>} */
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m) return { error: `Unexpected argument: ${arg}` };
    const [, name, inline] = m;
    if (flags.has(name)) {
      if (inline !== undefined) return { error: `--${name} takes no value.` };
      options[name] = true;
    } else if (valued.has(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined || (inline === undefined && value.startsWith("--"))) return { error: `--${name} needs a value.` };
      options[name] = value;
    } else {
      return { error: `Unknown option: --${name}` };
    }
  }
  return { options };
}

/**
 * Runs the agent; resolves to the exit code.
 * @param {string[]} argv
 * @param {CliIo} [io]
 * @returns {Promise<number>}
 */
export async function main(argv, io = {}) {
  const env = io.env ?? process.env;
  const out = io.stdout ?? ((/** @type {string} */ t) => void process.stdout.write(t));
  const err = io.stderr ?? ((/** @type {string} */ t) => void process.stderr.write(t));
  const parsed = parseArgs(argv);
  if ("error" in parsed) {
    err(`${parsed.error}\nRun with --help for usage.\n`);
    return EXIT_USAGE;
  }
  const { options } = parsed;
  if (options.help) {
    out(HELP);
    return EXIT_OK;
  }
  if (options.version) {
    out(`${AGENT_VERSION}\n`);
    return EXIT_OK;
  }
  const url = String(options.url ?? env.COMPLIANCE_URL ?? "").trim();
  const key = String(options.key ?? env.COMPLIANCE_API_KEY ?? "").trim();
  const integrationId = String(options.integration ?? env.COMPLIANCE_INTEGRATION_ID ?? "").trim();
  const timeoutSeconds = options.timeout === undefined ? 30 : Number(options.timeout);
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0 || timeoutSeconds > 600) {
    err("--timeout must be a number of seconds, at most 600.\n");
    return EXIT_USAGE;
  }
  if (!options["dry-run"]) {
    const missing = [
      !url && "--url (or COMPLIANCE_URL)",
      !key && "--key (or COMPLIANCE_API_KEY)",
      !integrationId && "--integration (or COMPLIANCE_INTEGRATION_ID)",
    ].filter(Boolean);
    if (missing.length > 0) {
      err(`Missing ${missing.join(", ")}.\nRun with --help for usage, or --dry-run to see the report without sending it.\n`);
      return EXIT_USAGE;
    }
    const target = resourcesUrl(url, integrationId, { allowHttp: options["allow-http"] === true });
    if ("error" in target) {
      err(`${target.error}\n`);
      return EXIT_USAGE;
    }
  }

  const report = await (io.collect ?? (() => collectReport({ env })))();
  if (options["dry-run"]) {
    out(`${JSON.stringify({ resources: [report], complete: false }, null, 2)}\n`);
    return EXIT_OK;
  }

  const common = {
    url,
    key,
    integrationId,
    fetch: io.fetch,
    timeoutMs: timeoutSeconds * 1000,
    retryDelayMs: io.retryDelayMs,
    allowHttp: options["allow-http"] === true,
  };
  const answer = await sendReport({ ...common, resources: [report] });
  if (options.json) {
    const error = { code: answer.status === 0 ? "unreachable" : "invalid_answer", message: answer.networkError ?? answer.text.slice(0, 500) };
    out(`${JSON.stringify(answer.body ?? { success: false, error }, null, 2)}\n`);
    return answer.ok ? EXIT_OK : EXIT_REFUSED;
  }
  if (!answer.ok) {
    err(refusal(answer, url));
    return EXIT_REFUSED;
  }
  const results = await fetchHostResults({ ...common, externalId: report.externalId }).catch(() => null);
  out(summary(report, /** @type {any} */ (answer.body)?.data, results, url));
  return EXIT_OK;
}

/**
 * The server's refusal, in words: status, code, message and each {path, message}.
 * @param {import("./send.mjs").ApiAnswer} answer
 * @param {string} url
 */
export function refusal(answer, url) {
  if (answer.status === 0) return `Could not send the report to ${url}: ${answer.networkError ?? "no answer"}.\n`;
  if (answer.status >= 300 && answer.status < 400)
    return `The server answered a redirect (${answer.status}) to ${answer.location ?? "another address"}; pass the final https:// address as --url.\n`;
  /** @type {{ code?: string, message?: string, details?: unknown } | undefined} */
  const error = /** @type {any} */ (answer.body)?.error;
  const lines = [
    `The server refused the report (HTTP ${answer.status}${error?.code ? ` ${error.code}` : ""}): ` +
      `${error?.message ?? (answer.text.slice(0, 300) || "no message")}`,
  ];
  if (Array.isArray(error?.details)) {
    for (const d of error.details.slice(0, 50)) {
      if (d && typeof d === "object" && "path" in d) lines.push(`  ${d.path || "(body)"}: ${"message" in d ? d.message : ""}`);
    }
  }
  if (answer.status === 401) lines.push("Check the API key (--key): it may be mistyped or revoked.");
  if (answer.status === 403) lines.push("This credential may not push here; use an API key of the account that owns the integration.");
  if (answer.status === 404) lines.push("Check the integration id (--integration).");
  if (answer.attempts > 1) lines.push(`(after ${answer.attempts} attempts)`);
  return `${lines.join("\n")}\n`;
}

const CHECKS = [
  { testId: "agent.host.disk_encrypted", label: "Disk encryption" },
  { testId: "agent.host.firewall_enabled", label: "Firewall" },
  { testId: "agent.host.screen_lock", label: "Screen lock" },
  { testId: "agent.host.os_updates", label: "OS updates" },
];

/** @param {boolean | null} v @param {string} yes @param {string} no */
const tri = (v, yes, no) => (v === null ? "unknown" : v ? yes : no);

/**
 * What was sent and, when readable, each check as the server evaluated it.
 * @param {import("./collect.mjs").HostReport} report
 * @param {any} data the push answer's data: { sync, resources }
 * @param {{ results: { testId: string, outcome: string, detail: string }[] } | null} host
 * @param {string} url
 */
export function summary(report, data, host, url) {
  const a = report.attributes;
  const created = data?.resources?.[0]?.created;
  const lines = [`Reported ${a.hostname} (${a.osVersion}) to ${url}${created === undefined ? "" : created ? ": a new host" : ""}.`];
  if (host && host.results.length > 0) {
    for (const check of CHECKS) {
      const r = host.results.find((x) => x.testId === check.testId);
      if (r) lines.push(`  ${OUTCOME[r.outcome] ?? r.outcome.toUpperCase()}  ${check.label.padEnd(16)} ${r.detail}`);
    }
  } else {
    const lock =
      a.screenLockEnabled === null
        ? "unknown"
        : a.screenLockEnabled
          ? a.screenLockTimeoutSeconds === null
            ? "on"
            : a.screenLockTimeoutSeconds === 0
              ? "on, but never idle"
              : `on, after ${formatSeconds(a.screenLockTimeoutSeconds)} idle`
          : "off";
    const pending =
      a.pendingUpdates === null
        ? "unknown"
        : `${a.pendingUpdates} pending${a.pendingSecurityUpdates === null ? "" : ` (${a.pendingSecurityUpdates} security)`}`;
    lines.push(
      `  Disk encryption  ${tri(a.diskEncrypted, `on${a.diskEncryptionMethod ? ` (${a.diskEncryptionMethod})` : ""}`, "off")}`,
      `  Firewall         ${tri(a.firewallEnabled, "on", "off")}`,
      `  Screen lock      ${lock}`,
      `  OS updates       ${pending}${a.updatesCheckedAt ? `, last checked ${a.updatesCheckedAt}` : ""}`,
    );
  }
  if (a.notes.length > 0) lines.push("Notes:", ...a.notes.map((n) => `  - ${n}`));
  const sync = data?.sync;
  if (sync) {
    lines.push(
      `Sync ${sync.status}: across the integration's hosts, ${sync.passing} passing, ${sync.failing} failing, ${sync.errors} errors, ` +
        `${sync.notApplicable} not applicable${sync.excluded ? `, ${sync.excluded} excluded` : ""}.`,
    );
  }
  if (!host) lines.push("Each check's outcome is in the console (an API key can push reports but not read them back).");
  return `${lines.join("\n")}\n`;
}

/** @type {Record<string, string>} */
const OUTCOME = { passing: "PASS", failing: "FAIL", error: "ERR ", not_applicable: "N/A " };

/** @param {number} s */
function formatSeconds(s) {
  if (s < 60) return `${s} s`;
  const minutes = s / 60;
  return Number.isInteger(minutes) ? `${minutes} min` : `${minutes.toFixed(1)} min`;
}
