import pino from "pino";
import { config } from "@/lib/config";

const globalKey = Symbol.for("compliance-platform.logger");
type Holder = { [globalKey]?: pino.Logger };

/** Structured JSON logs on stdout; one logger per process. */
export function getLogger(): pino.Logger {
  const holder = globalThis as Holder;
  holder[globalKey] ??= createLogger();
  return holder[globalKey];
}

/** The process logger's configuration; tests pass a level and a destination to read what it writes. */
export function createLogger(options: { level?: string; destination?: pino.DestinationStream } = {}): pino.Logger {
  const settings: pino.LoggerOptions = {
    level: options.level ?? config.logLevel,
    base: { service: "compliance-platform" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ["*.password", "*.token", "*.key", "*.authorization", "*.secret"], remove: true },
    serializers: { err: serializeError, error: serializeError },
    hooks: {
      // `log.error(error)` without a message makes the error's message the line's `msg`: redact that too.
      logMethod(args, method) {
        const [first, second] = args as unknown[];
        if (first instanceof Error && typeof second !== "string") return method.call(this, first, redactMessage(first));
        return method.apply(this, args);
      },
    },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

export type Logger = pino.Logger;

/**
 * Error fields that hold the values bound to a statement, or row data the server quotes back:
 * drizzle's `params`, postgres-js's `parameters`/`args`/`types`, PostgreSQL's `detail` ("Key
 * (email)=(…) already exists") and `where` (may quote a row). The SQL text itself stays.
 */
const VALUE_FIELDS = new Set(["params", "parameters", "args", "types", "values", "detail", "where"]);
const REDACTED = "[redacted]";
const MAX_CAUSES = 5;

/**
 * The pino serializer of `err` and `error`: the error's type, message, stack, code and other fields,
 * and its causes, without the statement parameters (e-mails, key hashes, tokens) a failed query
 * carries. drizzle writes them into the message itself ("Failed query: …\nparams: …"), so the
 * message and the stack are cut too.
 */
export function serializeError(value: unknown): unknown {
  return serialize(value, 0);
}

function serialize(value: unknown, depth: number): unknown {
  if (typeof value === "string") return cutParams(value);
  if (!(value instanceof Error)) return value;
  const message = redactMessage(value);
  const out: Record<string, unknown> = {
    type: value.constructor?.name ?? value.name,
    message,
    stack: redactStack(value, message),
  };
  for (const [key, field] of Object.entries(value)) {
    if (key === "cause" || key === "message" || key === "stack" || VALUE_FIELDS.has(key)) continue;
    out[key] = field instanceof Error ? (depth < MAX_CAUSES ? serialize(field, depth + 1) : REDACTED) : field;
  }
  if (value.cause !== undefined) out.cause = depth < MAX_CAUSES ? serialize(value.cause, depth + 1) : REDACTED;
  return out;
}

function redactMessage(error: Error): string {
  const code = (error as { code?: unknown }).code;
  // Data exceptions quote the offending input at the end: invalid input syntax for type uuid: "…".
  if (typeof code === "string" && code.startsWith("22")) return error.message.replace(/: ".*"$/s, `: "${REDACTED}"`);
  return cutParams(error.message);
}

/** drizzle's DrizzleQueryError message: keep the statement, drop the parameters. */
function cutParams(text: string): string {
  const at = text.indexOf("\nparams: ");
  return at === -1 ? text : `${text.slice(0, at)}\nparams: ${REDACTED}`;
}

/** V8 begins a stack with `${name}: ${message}`; replace that header, keep the frames. */
function redactStack(error: Error, message: string): string | undefined {
  const stack = error.stack;
  if (typeof stack !== "string") return undefined;
  const header = `${error.name}: ${error.message}`;
  if (stack.startsWith(header)) return `${error.name}: ${message}${stack.slice(header.length)}`;
  // The message changed after capture: keep only frame lines.
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join("\n");
}
