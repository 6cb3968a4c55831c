import { describe, expect, it } from 'vitest';
import { partsOf } from '../../test/email-parts';
import { createJob, messageOf, sampleData } from './test-data';

const quotePage = 'https://shop.example/dashboard/quotes/5b2e9d10-4c3a-4f6e-9a8b-7c6d5e4f3a2b';
const jobPage = 'https://shop.example/dashboard/jobs/9d4f2a61-3b5c-4e7d-8f90-a1b2c3d4e5f6';

const painterKinds = ['painter-job-assigned', 'painter-job-moved', 'painter-job-unassigned'] as const;

describe('job messages', () => {
  it('job-scheduled tells the customer the days in words, the address and the painters, and links the quote', async () => {
    const { email, parts } = await partsOf(messageOf('job-scheduled'));
    expect(email.subject).toBe('Your painting with Brushwork is scheduled');
    for (const part of parts)
      for (const fact of [
        'Ada Lovelace',
        'Monday 14 December 2026',
        'Tuesday 15 December 2026',
        '12 Elm Road, Eugene',
        'Pat Painter',
        'Robin Roller',
        quotePage,
      ])
        expect(part).toContain(fact);
    expect(email.text).toMatch(/Days\s+Monday 14 December 2026\s+Tuesday 15 December 2026/);
  });

  it('job-moved gives the new days only', async () => {
    const { email, parts } = await partsOf(messageOf('job-moved'));
    expect(email.subject).toBe('Your painting with Brushwork has new days');
    for (const part of parts) {
      expect(part).toContain('Wednesday 16 December 2026');
      expect(part).not.toContain('Monday 14 December 2026');
    }
    expect(email.text).toMatch(/Day\s+Wednesday 16 December 2026/);
  });

  it("painter-job-assigned gives the painter the job's sheet and its page, which opens offline", async () => {
    const { email, parts } = await partsOf(messageOf('painter-job-assigned'));
    expect(email.subject).toBe('New job: 12 Elm Road, Eugene');
    for (const part of parts)
      for (const fact of [
        'Hello Pat Painter',
        'Ada Lovelace',
        'Living room',
        'Hall',
        'Monday 14 December 2026',
        jobPage,
      ])
        expect(part).toContain(fact);
  });

  it('painter-job-unassigned tells the painter they are off it and links their day instead', async () => {
    const { email, parts } = await partsOf(messageOf('painter-job-unassigned'));
    expect(email.subject).toBe('You are off the job at 12 Elm Road, Eugene');
    for (const part of parts) {
      expect(part).toContain('Hello Robin Roller');
      expect(part).toContain('https://shop.example/dashboard/today');
      expect(part).not.toContain(jobPage);
    }
  });

  it.each(painterKinds)('%s carries no money', async (kind) => {
    const { parts } = await partsOf(messageOf(kind));
    for (const part of parts) expect(part).not.toMatch(/\$\s?\d/);
  });

  it("job-on-my-way names the painter on the way and the customer's address", async () => {
    const { email, parts } = await partsOf(messageOf('job-on-my-way'));
    expect(email.subject).toBe('Your Brushwork painters are on their way');
    for (const part of parts)
      for (const fact of ['Hello Ada Lovelace', 'Pat Painter from Brushwork is on the way to 12 Elm Road, Eugene'])
        expect(part).toContain(fact);
  });

  it('says the painters are to be confirmed when none is named', async () => {
    const { email } = await partsOf(messageOf('job-scheduled', createJob({ painters: [] })));
    expect(email.text).toMatch(/Your painters\s+To be confirmed/);
  });

  it("escapes a hostile customer's name and address in the HTML", async () => {
    const hostile = '<script>alert("x")</script>';
    const { email } = await partsOf(
      messageOf('painter-job-assigned', { ...sampleData['painter-job-assigned'], customerName: hostile }),
    );
    expect(email.html).not.toContain('<script>');
    expect(email.text).toContain(hostile);
  });
});
