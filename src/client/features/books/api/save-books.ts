import type { DeliverySettings, TaxRates } from '@/shared/answers/books';
import type { DeliverySettingsInput, TaxRatesInput } from '@/shared/schemas/books';
import { authorizedRequest } from '@/client/lib/api-client';
import { useRefreshingMutation } from '@/client/lib/use-refreshing-mutation';
import { booksKeys } from './books-keys';

const saveTaxRates = (rates: TaxRatesInput) =>
  authorizedRequest<TaxRates>('/api/tax-rates', { method: 'PUT', body: rates });

const saveDelivery = (delivery: DeliverySettingsInput) =>
  authorizedRequest<DeliverySettings>('/api/delivery', { method: 'PUT', body: delivery });

/** The tax table, replaced whole: what is ordered after it is taxed by it. */
export const useSaveTaxRates = () => useRefreshingMutation(saveTaxRates, booksKeys.all);

export const useSaveDelivery = () => useRefreshingMutation(saveDelivery, booksKeys.all);
