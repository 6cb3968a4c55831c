import { leftToPayCents, type MailJob } from '../mail/job-messages';
import type { MailData } from '../mail/messages';
import { calendarDay, dollars } from '../mail/templates/words';
import { type NotificationRule, toRecipient } from './notification-rule';

type JobKind =
  | 'job-scheduled'
  | 'job-moved'
  | 'job-reminder'
  | 'painter-job-reminder'
  | 'job-on-my-way'
  | 'change-priced'
  | 'painter-job-assigned'
  | 'painter-job-moved'
  | 'painter-job-unassigned'
  | 'invoice-reminder'
  | 'job-invoice'
  | 'review-request'
  | 'job-invoice-paid';

// A customer follows their job under its quote; a painter on the job's own page.
const customersJob = (job: MailJob) => ({ url: `/dashboard/quotes/${job.quoteId}`, tag: `job:${job.jobId}` });
const paintersJob = (job: MailJob) => ({ url: `/dashboard/jobs/${job.jobId}`, tag: `job:${job.jobId}` });
const myInvoice = (invoiceId: string) => ({ url: `/dashboard/invoices/${invoiceId}`, tag: `invoice:${invoiceId}` });

/** "Monday 14 December", or "Monday 14 December and 2 more days": when a job is, without where or whose. */
function jobDays({ days }: MailJob): string {
  const more = days.length - 1;
  return `${calendarDay(days[0]!)}${more === 0 ? '' : ` and ${more} more ${more === 1 ? 'day' : 'days'}`}`;
}

/** A job's days, told to its customer or to a painter on it, opening the page of the job that is theirs. */
const jobDaysFor = (page: typeof customersJob, title: string) => (job: MailJob) =>
  toRecipient('visits', { title, body: jobDays(job), ...page(job) });

/** The notifications of a painting job's emails: its customer's (the job, its invoice, the review asked) and its painters'. */
export const jobRules: { [K in JobKind]: (data: MailData[K]) => NotificationRule[] } = {
  'job-scheduled': jobDaysFor(customersJob, 'Your painting job is scheduled'),
  'job-moved': jobDaysFor(customersJob, 'Your painting job has new days'),
  'job-reminder': jobDaysFor(customersJob, 'Your painting starts tomorrow'),
  'painter-job-reminder': jobDaysFor(paintersJob, 'Tomorrow: a painting job of yours'),
  'job-on-my-way': (job) =>
    toRecipient('visits', {
      title: 'Your painter is on the way',
      body: 'They are heading to you now.',
      ...customersJob(job),
    }),
  'change-priced': (change) =>
    toRecipient('quotes', {
      title: 'A change to your painting needs your approval',
      body: `${change.description.slice(0, 80)}: ${dollars(change.totalCents)}.`,
      url: `/dashboard/quotes/${change.quoteId}`,
      tag: `change:${change.changeId}`,
    }),
  'painter-job-assigned': jobDaysFor(paintersJob, 'A painting job for you'),
  'painter-job-moved': jobDaysFor(paintersJob, 'A job of yours has new days'),
  'painter-job-unassigned': (job) =>
    toRecipient('visits', {
      title: 'You are off a painting job',
      body: `${jobDays(job)}: no longer yours.`,
      url: '/dashboard/today',
      tag: `job:${job.jobId}`,
    }),
  'invoice-reminder': (invoice) =>
    toRecipient('quotes', {
      title: 'Your invoice is still open',
      body: `Balance to pay: ${dollars(leftToPayCents(invoice))}.`,
      ...myInvoice(invoice.invoiceId),
    }),
  'job-invoice': (invoice) =>
    toRecipient('quotes', {
      title: 'Your final invoice',
      body:
        leftToPayCents(invoice) > 0
          ? `The work is done. Balance to pay: ${dollars(leftToPayCents(invoice))}.`
          : 'The work is done. Nothing is left to pay.',
      ...myInvoice(invoice.invoiceId),
    }),
  // The review's link stays in the email: a notification carries no link that acts.
  'review-request': (request) =>
    toRecipient('quotes', {
      title: 'How did we do?',
      body: 'Your painting is done: the link to review it is in your email.',
      url: '/dashboard/projects',
      tag: `review:${request.jobId}`,
    }),
  'job-invoice-paid': (invoice) =>
    toRecipient('quotes', {
      title: 'Invoice paid',
      body: `${dollars(invoice.balanceCents)} received. Thank you.`,
      ...myInvoice(invoice.invoiceId),
    }),
};
