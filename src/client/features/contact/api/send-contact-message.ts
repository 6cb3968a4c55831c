import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@/shared/schemas/contact';
import { apiRequest, newIdempotencyKey } from '@/client/lib/api-client';

export const sendContactMessage = (message: ContactMessageInput, idempotencyKey = newIdempotencyKey()) =>
  apiRequest<{ _id: string }>('/api/msg', { method: 'POST', body: message, headers: { 'Idempotency-Key': idempotencyKey } });

export const useSendContactMessage = () => useMutation({ mutationFn: (message: ContactMessageInput) => sendContactMessage(message) });
