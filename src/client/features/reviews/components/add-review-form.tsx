import { useQueryClient } from '@tanstack/react-query';
import { reviewCreateSchema } from '@/shared/schemas/review';
import { KeptEntryNotice } from '@/client/components/layout/kept-entry-notice';
import { TextAreaField, TextField } from '@/client/components/ui/text-field';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useOutboxSubmit } from '@/client/lib/outbox/use-outbox-submit';
import { refusedFields, takeBackEntry, useTakenBack } from '@/client/lib/outbox/taken-back';
import { useEffect, useState } from 'react';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { outboxKind as reviewOutboxKind } from '../outbox-kind';
import { reviewsQueryOptions } from '../api/get-reviews';
import { StarRatingInput } from './star-rating-input';

/**
 * A review under the person's profile name. With `reviewKey` (the link mailed after their painting job) it is
 * verified, and the link writes one: once sent, the form gives way to thanks.
 */
export function AddReviewForm({ displayName, reviewKey }: { displayName: string; reviewKey?: string }) {
  const [thanked, setThanked] = useState(false);
  const queryClient = useQueryClient();
  const { submit, sending, kept } = useOutboxSubmit(reviewOutboxKind);
  // A refused review taken back from the outbox comes back to be edited, not retyped, with what was wrong.
  const [taken] = useState(() => takeBackEntry(reviewOutboxKind));
  const [initialValues] = useState(() => taken?.payload ?? { message: '', rating: 0 });
  const { values, field, setValue, setValues, setErrors, handleSubmit } = useSchemaForm(
    reviewCreateSchema,
    async (review) => {
      const outcome = await submit({ ...review, ...(reviewKey && { reviewKey }) }, `Review: ${review.rating} stars`);
      if (outcome.status === 'sent') {
        toast.success('Your Review has been submitted');
        void queryClient.invalidateQueries({ queryKey: reviewsQueryOptions().queryKey });
        if (reviewKey) setThanked(true);
      }
      setValues({ message: '', rating: 0 });
    },
    { initialValues, onError: (error) => toast.error(getErrorMessage(error)) },
  );
  useEffect(() => setErrors(refusedFields(taken)), [taken, setErrors]);
  useTakenBack(reviewOutboxKind, (entry) => {
    setValues(entry.payload);
    setErrors(refusedFields(entry));
  });

  if (thanked)
    return (
      <div role="status" className="card max-w-2xl space-y-2 p-6 sm:p-8">
        <h2 className="font-display text-2xl font-bold text-ink">Thank you!</h2>
        <p className="text-ink">Your review is on our home page, marked as from a verified customer.</p>
      </div>
    );
  return (
    <form noValidate onSubmit={handleSubmit} className="card grid max-w-2xl gap-5 p-6 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink">{reviewKey ? 'Review your painting' : 'Add Review'}</h2>
      <KeptEntryNotice kept={kept} sent={() => 'Sent — your review was submitted.'} />
      <TextField label="Name" value={displayName} disabled />
      <TextAreaField label="Message" maxLength={1000} {...field('message')} />
      <StarRatingInput value={values.rating} onChange={(rating) => setValue('rating', rating)} />
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
          {sending ? 'Submitting…' : 'Submit review'}
        </button>
      </div>
    </form>
  );
}
