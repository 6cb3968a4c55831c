import type { QuotePhoto, QuoteRequest } from '@/shared/answers/quotes';
import { jsonRequest } from './app';
import { adminOnly, type MatrixWorld, type Row, routeRow, pathRow, signedIn } from './authorization-rows';
import { photoBytes, photoForm, quoteRequestBody } from './quote-requests';

/** The matrix rows of quote requests and their photos: each call's photo or request is the owner's own, made for it. */
export function quoteRequestRows(world: MatrixWorld): Row[] {
  const ownersPhoto = async () => {
    const response = await world.app.request('/api/quote-photos', {
      method: 'POST',
      body: photoForm(photoBytes.jpeg),
      headers: world.owner.auth,
    });
    return (await response.json()) as QuotePhoto;
  };
  const ownersRequest = async () => {
    const response = await world.app.request(
      '/api/quote-requests',
      jsonRequest('POST', quoteRequestBody([(await ownersPhoto())._id]), world.owner.auth),
    );
    return (await response.json()) as QuoteRequest;
  };
  // Another customer's and the signed out's are told there is nothing there: a photo's id proves nothing.
  const ownerOrAdmin = { anonymous: 401, owner: 200, other: 404, admin: 200 };
  return [
    {
      method: 'POST',
      route: '/api/quote-photos',
      prepare: async () => ({ path: '/api/quote-photos', form: photoForm(photoBytes.png, 'image/png') }),
      expect: signedIn(201),
    },
    pathRow('GET', '/api/quote-photos/:id', async () => (await ownersPhoto()).url, ownerOrAdmin),
    {
      method: 'POST',
      route: '/api/quote-requests',
      prepare: async () => ({ path: '/api/quote-requests', body: quoteRequestBody() }),
      expect: signedIn(201),
    },
    routeRow('GET', '/api/quote-requests/mine', signedIn(200)),
    pathRow('GET', '/api/quote-requests', async () => '/api/quote-requests?state=new&limit=5', adminOnly(200)),
    pathRow(
      'GET',
      '/api/quote-requests/:id',
      async () => `/api/quote-requests/${(await ownersRequest())._id}`,
      ownerOrAdmin,
    ),
  ];
}
