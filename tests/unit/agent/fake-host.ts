/**
 * A fake host for the device agent's collection (scripts/agent/collect.mjs): recorded command outputs, files,
 * directories and modification times. A command not listed is "not installed", as on a host without it.
 */
import type { CollectDeps, Run, RunResult } from "@/scripts/agent/collect.mjs";

export type Reply = Partial<RunResult> | (() => Partial<RunResult> | Promise<Partial<RunResult>>);

export interface FakeHost {
  platform: "linux" | "darwin" | "win32" | string;
  /**
   * By the command line as typed (`cmd arg arg`); PowerShell commands by a word of their (decoded) script, e.g.
   * `powershell:Microsoft.Update.Session`.
   */
  commands?: Record<string, Reply>;
  files?: Record<string, string>;
  dirs?: Record<string, string[]>;
  mtimes?: Record<string, string>;
  links?: Record<string, string>;
  env?: Record<string, string>;
  username?: string;
  now?: string;
}

export const NOW = "2026-11-27T09:00:00.000Z";

/** The command line a fake answers to: PowerShell's -EncodedCommand decoded. */
function commandKey(cmd: string, args: string[]): string {
  const encoded = args.indexOf("-EncodedCommand");
  if (cmd === "powershell" && encoded >= 0) return `powershell:${Buffer.from(args[encoded + 1], "base64").toString("utf16le")}`;
  return [cmd, ...args].join(" ");
}

export function fakeHost(host: FakeHost): { deps: CollectDeps; calls: string[] } {
  const calls: string[] = [];
  const enoent = (path: string) => Object.assign(new Error(`ENOENT: no such file or directory, '${path}'`), { code: "ENOENT" });
  const run: Run = async (cmd, args) => {
    const key = commandKey(cmd, args);
    calls.push(key);
    const match = Object.entries(host.commands ?? {}).find(([pattern]) =>
      pattern.startsWith("powershell:") ? key.startsWith("powershell:") && key.includes(pattern.slice("powershell:".length)) : pattern === key,
    );
    if (!match) return { code: null, stdout: "", stderr: "", error: "not installed" };
    const reply = match[1];
    return typeof reply === "function" ? reply() : { code: 0, stdout: "", stderr: "", ...reply };
  };
  return {
    calls,
    deps: {
      platform: host.platform,
      run,
      readFile: async (path) => {
        if (host.files?.[path] === undefined) throw enoent(path);
        return host.files[path];
      },
      readdir: async (path) => {
        if (!host.dirs?.[path]) throw enoent(path);
        return host.dirs[path];
      },
      stat: async (path) => {
        if (!host.mtimes?.[path]) throw enoent(path);
        return { mtimeMs: Date.parse(host.mtimes[path]) };
      },
      realpath: async (path) => host.links?.[path] ?? path,
      now: () => new Date(host.now ?? NOW),
      hostname: "alice-laptop",
      osRelease: "6.8.0-49-generic",
      username: host.username ?? "alice",
      homedir: "/home/alice",
      env: host.env ?? {},
      timeoutMs: 200,
      updatesTimeoutMs: 200,
    },
  };
}

/** A command that exits non-zero. */
export const fails = (code: number, stderr: string, stdout = ""): Reply => ({ code, stdout, stderr });
/** A command that never answers (its probe's timeout must cut it off). */
export const hangs: Reply = () => new Promise<Partial<RunResult>>(() => {});
