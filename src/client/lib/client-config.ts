import type { ClientConfig } from '@/shared/answers/people';
import { apiGet } from './api-client';

let config: Promise<ClientConfig> | undefined;

/** Run-time settings from the server (Firebase web config, emulator), fetched once when first needed. */
export function getClientConfig(): Promise<ClientConfig> {
  config ??= apiGet<ClientConfig>('/api/config').catch((error: unknown) => {
    config = undefined;
    throw error;
  });
  return config;
}
