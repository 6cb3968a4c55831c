import type { BadgeArea } from '@/shared/schemas/push';
import type { Badge } from '@/shared/answers/push';
import { authorizedRequest } from '@/client/lib/api-client';

/** Tells the shop the person has seen `area`'s page: what waited there no longer counts. Answers the new badge. */
export const markSeen = (area: BadgeArea) =>
  authorizedRequest<Badge>('/api/badge/seen', { method: 'PUT', body: { area } });
