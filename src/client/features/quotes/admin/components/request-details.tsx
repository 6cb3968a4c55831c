import type { QuoteRequest } from '@/shared/answers/quotes';
import { formatDateTime } from '@/client/lib/format-date-time';
import { requestStateLabels, siteAddress } from '@/shared/quote-labels';
import { badgeLook } from '../quote-words';
import { RequestPhotos } from './request-photos';

/** What the customer asked for: who and where, each room with what to paint, their notes and photos. */
export function RequestDetails({ request }: { request: QuoteRequest }) {
  return (
    <article className="card p-5 sm:p-6" aria-labelledby="request-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="request-title" className="font-display text-2xl font-bold text-ink">
            {request.customerName}
          </h2>
          <p className="break-all text-sm text-ink-muted">{request.customerEmail}</p>
        </div>
        <span className={badgeLook(request.state)}>{requestStateLabels[request.state]}</span>
      </div>
      <dl className="mt-4 grid grid-cols-[minmax(5.5rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-bold text-ink-muted">Address</dt>
        <dd className="min-w-0 break-words text-ink">{siteAddress(request)}</dd>
        <dt className="font-bold text-ink-muted">Asked</dt>
        <dd className="text-ink">{formatDateTime(request.createdAt)}</dd>
      </dl>
      <h3 className="mt-6 font-display text-lg font-bold text-ink">Rooms and areas</h3>
      <ul className="mt-2 grid gap-3 @container sm:grid-cols-2">
        {request.rooms.map((room, index) => (
          <li key={`${room.name}-${index}`} className="rounded-xl bg-cream/60 p-3 text-sm ring-1 ring-ink/10">
            <p className="font-semibold text-ink">{room.name}</p>
            <p className="text-ink">Paint: {room.surfaces.join(', ')}</p>
            {room.size && <p className="text-ink-muted">Size: {room.size}</p>}
            {room.colours && <p className="break-words text-ink-muted">Colours: {room.colours}</p>}
          </li>
        ))}
      </ul>
      {request.notes && (
        <>
          <h3 className="mt-6 font-display text-lg font-bold text-ink">Notes</h3>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-ink">{request.notes}</p>
        </>
      )}
      <h3 className="mt-6 mb-2 font-display text-lg font-bold text-ink">Photos</h3>
      <RequestPhotos photos={request.photos} />
    </article>
  );
}
