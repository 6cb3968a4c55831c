import { type ReactNode, useEffect, useRef, useState } from 'react';
import { visitWhen } from '../visit-words';
import type { VisitRequest } from './visit-form';
import { ManageLink } from './manage-link';

/** The visit is booked: when and where, and the file that puts it in the person's calendar. */
export function VisitConfirmation({
  visit,
  manageUrl,
  onAnother,
}: {
  visit: VisitRequest;
  manageUrl: string | undefined;
  onAnother: () => void;
}) {
  const calendarFile = useCalendarFile(visit);
  return (
    <OutcomeCard id="booked-title" title="Your visit is booked" titleSize="text-3xl">
      <p className="text-lg text-ink">
        {visitWhen(visit.start)}, at {visit.address}.
      </p>
      <p className="text-ink-muted">
        A colour expert will come for half an hour with real swatches. We will call {visit.phone} if anything changes.
      </p>
      <ManageLink manageUrl={manageUrl} />
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        <a className="btn-primary" href={calendarFile} download="brushwork-colour-consultation.ics">
          Add to calendar
        </a>
        <button type="button" className="btn-outline" onClick={onAnother}>
          Book another visit
        </button>
      </div>
    </OutcomeCard>
  );
}

/**
 * The visit's calendar file as a link's address, once its writer has loaded: the writer's code loads only
 * after a booking, never with the page.
 */
function useCalendarFile(visit: VisitRequest): string | undefined {
  const [href, setHref] = useState<string>();
  useEffect(() => {
    let shown = true;
    import('../calendar-file')
      .then(({ calendarFileHref, visitCalendarFile }) => {
        if (shown) setHref(calendarFileHref(visitCalendarFile(visit, `${visit.start}-${visit.email}`)));
      })
      // Without its code (offline, on a worker that has not kept it) the link stays inert.
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, [visit]);
  return href;
}

/**
 * What a booking came to, in the form's place: a card whose heading takes the focus when it appears, so
 * the page moves to it and a screen reader reads it.
 */
export function OutcomeCard({
  id,
  title,
  titleSize,
  children,
}: {
  id: string;
  title: ReactNode;
  titleSize: 'text-2xl' | 'text-3xl';
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <section aria-labelledby={id} className="card space-y-4 p-6 text-center sm:p-10">
      <h2 id={id} ref={heading} tabIndex={-1} className={`font-display ${titleSize} font-bold text-ink outline-none`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
