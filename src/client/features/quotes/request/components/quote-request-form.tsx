import { useCallback, useEffect, useState } from 'react';
import { maxQuotePhotos, quoteRequestFormSchema } from '@/shared/schemas/quote';
import { TextAreaField, TextField } from '@/client/components/ui/text-field';
import { Notice } from '@/client/components/ui/notice';
import { getErrorMessage } from '@/client/lib/api-client';
import { AttachmentRefused } from '@/client/lib/outbox/submit';
import { useOutboxSubmit } from '@/client/lib/outbox/use-outbox-submit';
import { forgetSharedPhotos } from '@/client/lib/device-store/shared-photos';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { outboxKind } from '../outbox-kind';
import { requestSummary } from '../request-words';
import type { PickedPhoto } from '@/client/lib/shrink-photo';
import { useSharedPhotos } from '../use-shared-photos';
import { PhotoPicker } from './photo-picker';
import { emptyRoom, RoomFields, type RoomValues } from './room-fields';

type Values = { address: string; siteState: string; siteZip: string; rooms: RoomValues[]; notes: string };
/** Where the work is, as the profile knows it: it fills the form's empty fields. */
export type Site = Pick<Values, 'address' | 'siteState' | 'siteZip'>;

/**
 * The customer's request for a quote: where, which rooms and what in them, notes, and photos. It goes through
 * the outbox with its photos: at once when online, else kept on the device until the connection returns.
 * `site`: the profile's address, state and zip, when known; `visitId`: the booked visit it follows; `sharedId`: photos shared into the
 * app from the gallery, attached as if picked here, and no longer kept apart once the request has them.
 */
export function QuoteRequestForm({
  site,
  visitId,
  kept,
  onKept,
  onSent,
  sharedId,
  onSharedTaken,
}: {
  site: Site | undefined;
  visitId: string | undefined;
  sharedId?: string;
  /** The shared photos went with a request (sent, or kept in the outbox with it). */
  onSharedTaken?: () => void;
  /** Why the last request waits on this device, while it does. */
  kept: string | undefined;
  onKept: (why: string | undefined) => void;
  onSent: () => void;
}) {
  const online = useOnlineStatus();
  const { submit, sending } = useOutboxSubmit(outboxKind);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const attachShared = useCallback(
    (shared: PickedPhoto[]) => setPhotos((current) => [...current, ...shared].slice(0, maxQuotePhotos)),
    [],
  );
  const sharedNote = useSharedPhotos(sharedId, attachShared);
  const noSite: Site = { address: '', siteState: '', siteZip: '' };
  const blank: Values = { ...noSite, ...site, rooms: [emptyRoom()], notes: '' };
  const { values, setValue, setValues, errors, field, handleSubmit } = useSchemaForm(
    quoteRequestFormSchema,
    async (request) => {
      const outcome = await submit(request, requestSummary(request.rooms), { attachments: photos });
      if (outcome.status === 'sent') {
        toast.success('Your quote request was sent.');
        onSent();
      }
      onKept(
        outcome.status === 'waiting' ? 'Saved — it waits below, and goes with its photos when it can.' : undefined,
      );
      if (sharedId) {
        await forgetSharedPhotos(sharedId).catch(() => undefined);
        onSharedTaken?.();
      }
      startAgain();
    },
    {
      initialValues: blank,
      toInput: ({ rooms, ...rest }) => ({
        ...rest,
        rooms: rooms.map(({ key: _key, ...room }) => room),
        photoIds: [],
        ...(visitId ? { visitId } : {}),
      }),
      onError: (error) => {
        toast.error(getErrorMessage(error));
        // Kept with the photos the shop took, below, where the refused one is replaced: nothing to type again.
        if (error instanceof AttachmentRefused) startAgain();
      },
    },
  );

  function startAgain() {
    setValues({ ...blank, address: values.address, siteState: values.siteState, siteZip: values.siteZip });
    setPhotos([]);
  }

  // The profile may come after the form opened: it fills each field of the site while nothing was typed there.
  const { address, siteState, siteZip } = site ?? noSite;
  useEffect(() => {
    setValues((current) => ({
      ...current,
      address: current.address || address,
      siteState: current.siteState || siteState,
      siteZip: current.siteZip || siteZip,
    }));
  }, [address, siteState, siteZip, setValues]);

  return (
    <form noValidate onSubmit={handleSubmit} className="card space-y-6 p-5 sm:p-8" aria-labelledby="quote-form-title">
      <h2 id="quote-form-title" className="font-display text-2xl font-bold text-ink">
        What should we paint?
      </h2>
      {!online && (
        <Notice kind="status">
          You are offline: your request and its photos are kept on this phone and sent when you are back online.
        </Notice>
      )}
      {kept && <Notice kind="status">{kept}</Notice>}
      {sharedNote && !kept && <Notice kind="status">{sharedNote}</Notice>}
      <TextField label="Address" autoComplete="street-address" required {...field('address')} />
      <div className="grid grid-cols-2 gap-4">
        <TextField label="State" autoComplete="address-level1" required {...field('siteState')} />
        <TextField label="Zip" autoComplete="postal-code" inputMode="numeric" required {...field('siteZip')} />
      </div>
      <RoomFields rooms={values.rooms} errors={errors} onChange={(rooms) => setValue('rooms', rooms)} />
      <TextAreaField label="Notes (access, timing, anything we should know)" {...field('notes')} />
      <PhotoPicker photos={photos} onChange={setPhotos} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
        {sending ? 'Sending…' : 'Ask for a quote'}
      </button>
    </form>
  );
}
