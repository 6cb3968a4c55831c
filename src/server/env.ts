import path from 'node:path';
import * as v from 'valibot';

const portSchema = v.pipe(v.string(), v.transform(Number), v.integer('PORT must be a whole number.'), v.minValue(1), v.maxValue(65535));

const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(portSchema, '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url('DATABASE_URL must be a postgres:// URL.'))),
  STATIC_DIR: v.optional(v.string(), './dist'),
  LOG_REQUESTS: v.optional(v.picklist(['true', 'false']), 'true'),
});

export type ServerEnv = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  staticDir: string;
  logRequests: boolean;
};

/** Reads and checks the environment once at start; a bad setting stops the server with a clear message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(envSchema, defined);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = result.output;
  return {
    nodeEnv: env.NODE_ENV,
    port: Number(env.PORT),
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    staticDir: path.resolve(env.STATIC_DIR),
    logRequests: env.LOG_REQUESTS === 'true',
  };
}
