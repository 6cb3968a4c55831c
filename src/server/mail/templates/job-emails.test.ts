import { describe, expect, it } from 'vitest';
import { itEscapesAHostileCustomer, itSaysEach, partsOf } from '../../test/email-parts';
import { createJob, messageOf, samplePages } from './test-data';

const painterKinds = ['painter-job-assigned', 'painter-job-moved', 'painter-job-unassigned'] as const;

describe('job messages', () => {
  itSaysEach([
    {
      name: 'job-scheduled tells the customer the days in words, the address and the painters, and links the quote',
      kind: 'job-scheduled',
      subject: 'Your painting with Brushwork is scheduled',
      says: [
        'Ada Lovelace',
        'Monday 14 December 2026',
        'Tuesday 15 December 2026',
        '12 Elm Road, Eugene',
        'Pat Painter',
        'Robin Roller',
        samplePages.quote,
      ],
      text: [/Days\s+Monday 14 December 2026\s+Tuesday 15 December 2026/],
    },
    {
      name: 'job-moved gives the new days only',
      kind: 'job-moved',
      subject: 'Your painting with Brushwork has new days',
      says: ['Wednesday 16 December 2026'],
      saysNot: ['Monday 14 December 2026'],
      text: [/Day\s+Wednesday 16 December 2026/],
    },
    {
      name: "painter-job-assigned gives the painter the job's sheet and its page, which opens offline",
      kind: 'painter-job-assigned',
      subject: 'New job: 12 Elm Road, Eugene',
      says: ['Hello Pat Painter', 'Ada Lovelace', 'Living room', 'Hall', 'Monday 14 December 2026', samplePages.job],
    },
    {
      name: 'painter-job-unassigned tells the painter they are off it and links their day instead',
      kind: 'painter-job-unassigned',
      subject: 'You are off the job at 12 Elm Road, Eugene',
      says: ['Hello Robin Roller', 'https://shop.example/dashboard/today'],
      saysNot: [samplePages.job],
    },
    {
      name: "job-on-my-way names the painter on the way and the customer's address",
      kind: 'job-on-my-way',
      subject: 'Your Brushwork painters are on their way',
      says: ['Hello Ada Lovelace', 'Pat Painter from Brushwork is on the way to 12 Elm Road, Eugene'],
    },
  ]);

  it.each(painterKinds)('%s carries no money', async (kind) => {
    const { parts } = await partsOf(messageOf(kind));
    for (const part of parts) expect(part).not.toMatch(/\$\s?\d/);
  });

  it('says the painters are to be confirmed when none is named', async () => {
    const { email } = await partsOf(messageOf('job-scheduled', createJob({ painters: [] })));
    expect(email.text).toMatch(/Your painters\s+To be confirmed/);
  });

  itEscapesAHostileCustomer('painter-job-assigned');
});
