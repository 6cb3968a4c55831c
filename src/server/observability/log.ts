import { createRequire } from 'node:module';
import { type DestinationStream, type Level, type Logger, pino } from 'pino';

export type { Logger } from 'pino';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Never in a log line, whatever a caller passes: a token, a password, card data or a body. */
const redactedPaths = ['authorization', 'password', 'token', 'card', 'body', '*.authorization', '*.password'];

function levelOf(value: string | undefined): Level | 'silent' {
  return (logLevels as readonly string[]).includes(value ?? '') ? (value as Level) : 'info';
}

/**
 * A person reading a terminal in development gets pino-pretty's lines; everything else (production, a
 * pipe, a log collector) gets one JSON object per line. pino-pretty is a development tool: a production
 * install without it still logs, in JSON.
 */
function terminalStream(): DestinationStream | undefined {
  if (!process.stdout.isTTY || process.env.NODE_ENV === 'production') return undefined;
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty') as (options: object) => DestinationStream;
    return pretty({ colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return undefined;
  }
}

/** The server's logger at LOG_LEVEL (info by default), writing to `destination` (tests capture it there). */
export function createLogger(
  destination: DestinationStream | undefined = terminalStream(),
  level: string | undefined = process.env.LOG_LEVEL,
): Logger {
  const options = { level: levelOf(level), redact: { paths: redactedPaths, censor: '[hidden]' } };
  return destination ? pino(options, destination) : pino(options);
}

/** The server process's log: start-up, jobs, and errors no request answers for. */
export const log = createLogger();
