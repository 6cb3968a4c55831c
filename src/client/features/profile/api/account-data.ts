import type { AccountDeletion } from '@/shared/schemas/user';
import { authorizedRequest } from '@/client/lib/api-client';

/** The name the download is saved under, as the shop names it. */
export const dataFileName = 'brushwork-data.zip';

/** Everything the shop holds of the signed-in person: a zip of JSON and photos. */
export const downloadMyData = () => authorizedRequest<Blob>('/api/me/export', { as: 'blob' });

/** Deletes the signed-in person's account; `confirm` is its email, typed again. */
export const deleteMyAccount = (confirm: AccountDeletion['confirm']) =>
  authorizedRequest<void>('/api/me', { method: 'DELETE', body: { confirm } });
