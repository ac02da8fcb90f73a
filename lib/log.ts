import pino from "pino";
import { config } from "@/lib/config";

const globalKey = Symbol.for("compliance-platform.logger");
type Holder = { [globalKey]?: pino.Logger };

/** Structured JSON logs on stdout; one logger per process. */
export function getLogger(): pino.Logger {
  const holder = globalThis as Holder;
  holder[globalKey] ??= pino({
    level: config.logLevel,
    base: { service: "compliance-platform" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ["*.password", "*.token", "*.key", "*.authorization", "*.secret"], remove: true },
  });
  return holder[globalKey];
}

export type Logger = pino.Logger;
