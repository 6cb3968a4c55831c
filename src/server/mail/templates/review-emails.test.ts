import { describe } from 'vitest';
import { itSaysEach } from '../../test/email-parts';

describe('review messages', () => {
  itSaysEach([
    {
      name: 'review-request asks for a review with the link that writes a verified one',
      kind: 'review-request',
      subject: 'How did your painting with Brushwork go?',
      says: ['Hello Ada Lovelace', 'verified customer', 'https://shop.example/reviews/new?key=r3view-k3y'],
    },
  ]);
});
