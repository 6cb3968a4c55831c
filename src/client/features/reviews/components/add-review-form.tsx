import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { reviewCreateSchema } from '@/shared/schemas/review';
import { Notice } from '@/client/components/ui/notice';
import { TextAreaField, TextField } from '@/client/components/ui/text-field';
import { getErrorMessage } from '@/client/lib/api-client';
import { type FieldErrors, validateForm } from '@/client/lib/form';
import { toast } from '@/client/lib/toast';
import { useOutboxSubmit } from '@/client/lib/outbox/use-outbox-submit';
import { reviewsQueryOptions } from '../api/get-reviews';
import { StarRatingInput } from './star-rating-input';

export function AddReviewForm({ displayName }: { displayName: string }) {
  const queryClient = useQueryClient();
  const { submit, sending, savedForLater } = useOutboxSubmit('review');
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(reviewCreateSchema, { message, rating });
    if (!checked.success) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const outcome = await submit(checked.output, `Review: ${checked.output.rating} stars`);
      if (outcome.status === 'sent') {
        toast.success('Your Review has been submitted');
        void queryClient.invalidateQueries({ queryKey: reviewsQueryOptions().queryKey });
      }
      setMessage('');
      setRating(0);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="card grid max-w-2xl gap-5 p-6 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink">Add Review</h2>
      {savedForLater && <Notice kind="status">{savedForLater}</Notice>}
      <TextField label="Name" value={displayName} disabled />
      <TextAreaField
        label="Message"
        value={message}
        error={errors.message}
        maxLength={1000}
        onChange={(event) => setMessage(event.target.value)}
      />
      <StarRatingInput value={rating} onChange={setRating} />
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
          {sending ? 'Submitting…' : 'Submit review'}
        </button>
      </div>
    </form>
  );
}
