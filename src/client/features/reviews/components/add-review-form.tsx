import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { reviewCreateSchema } from '@/shared/schemas/review';
import { TextAreaField, TextField } from '@/client/components/ui/text-field';
import { getErrorMessage } from '@/client/lib/api-client';
import { type FieldErrors, validateForm } from '@/client/lib/form';
import { useCreateReview } from '../api/create-review';
import { StarRatingInput } from './star-rating-input';

export function AddReviewForm({ displayName }: { displayName: string }) {
  const createReview = useCreateReview();
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
      await createReview.mutateAsync(checked.output);
      toast.success('Your Review has been submitted');
      setMessage('');
      setRating(0);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="card grid max-w-2xl gap-5 p-6 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink">Add Review</h2>
      <TextField label="Name" value={displayName} disabled />
      <TextAreaField label="Message" value={message} error={errors.message} maxLength={1000} onChange={(event) => setMessage(event.target.value)} />
      <StarRatingInput value={rating} onChange={setRating} />
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={createReview.isPending}>
          {createReview.isPending ? 'Submitting…' : 'Submit review'}
        </button>
      </div>
    </form>
  );
}
