import { ApiError } from '../http/errors';

export const orderExpired = () =>
  new ApiError(
    409,
    'order_expired',
    'This order was not paid in time and its tools went back on the shelf. Please order again.',
  );
