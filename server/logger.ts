import pino from "pino";

export type Logger = pino.Logger;

/**
 * Structured JSON logs. Nothing personal goes in: no lead fields, no IP
 * addresses, no query strings (they can carry e-mail addresses).
 */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
