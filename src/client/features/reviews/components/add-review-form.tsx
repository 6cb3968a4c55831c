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

export function AddReviewForm({ displayName }: { displayName: string }) {
  const queryClient = useQueryClient();
  const { submit, sending, kept } = useOutboxSubmit(reviewOutboxKind);
  // A refused review taken back from the outbox comes back to be edited, not retyped, with what was wrong.
  const [taken] = useState(() => takeBackEntry(reviewOutboxKind));
  const [initialValues] = useState(() => taken?.payload ?? { message: '', rating: 0 });
  const { values, field, setValue, setValues, setErrors, handleSubmit } = useSchemaForm(
    reviewCreateSchema,
    async (review) => {
      const outcome = await submit(review, `Review: ${review.rating} stars`);
      if (outcome.status === 'sent') {
        toast.success('Your Review has been submitted');
        void queryClient.invalidateQueries({ queryKey: reviewsQueryOptions().queryKey });
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

  return (
    <form noValidate onSubmit={handleSubmit} className="card grid max-w-2xl gap-5 p-6 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink">Add Review</h2>
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
