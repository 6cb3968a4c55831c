import { crewArrival } from '@/shared/shop-hours';
import type { MailJob } from '../messages';
import { ActionButton, EmailLayout, Fact, Paragraph } from './layout';
import type { ShopLinks, Templates } from './template';
import { calendarDay } from './words';

type JobKind =
  | 'job-scheduled'
  | 'job-moved'
  | 'painter-job-assigned'
  | 'painter-job-moved'
  | 'painter-job-unassigned'
  | 'job-reminder'
  | 'painter-job-reminder'
  | 'job-on-my-way';

/** The customer's page of the work: their quote, which the job was made of. */
const quotePage = (links: ShopLinks, job: MailJob) => links.to(`/dashboard/quotes/${job.quoteId}`);
/** The painter's sheet of the job, which opens offline once seen. */
const jobPage = (links: ShopLinks, job: MailJob) => links.to(`/dashboard/jobs/${job.jobId}`);

const dayLines = (job: MailJob) => job.days.map(calendarDay);
const crew = (job: MailJob) => (job.painters.length > 0 ? job.painters : ['To be confirmed']);

/** What the customer reads of their job: the days, the address and who comes. */
function CustomerFacts({ job }: { job: MailJob }) {
  return (
    <>
      <Fact label={job.days.length === 1 ? 'Day' : 'Days'} lines={dayLines(job)} />
      <Fact label="Where" lines={[job.address]} />
      <Fact label="Your painters" lines={crew(job)} />
    </>
  );
}

/** What a painter reads of a job: where, when, the customer, the rooms and the crew. */
function PainterFacts({ job }: { job: MailJob }) {
  return (
    <>
      <Fact label={job.days.length === 1 ? 'Day' : 'Days'} lines={dayLines(job)} />
      <Fact label="Where" lines={[job.address]} />
      <Fact label="Customer" lines={[job.customerName]} />
      <Fact label="Rooms" lines={job.rooms} />
      <Fact label="Crew" lines={crew(job)} />
    </>
  );
}

export const jobTemplates: Templates<JobKind> = {
  'job-scheduled': (job, links) => ({
    body: (
      <EmailLayout
        preview={`We will paint at ${job.address} from ${calendarDay(job.days[0] ?? '')}.`}
        heading="Your painting is scheduled"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {job.customerName}, thank you for choosing Brushwork. Your painters are booked for the days below; each
          morning they send word when they are on their way.
        </Paragraph>
        <CustomerFacts job={job} />
        <ActionButton href={quotePage(links, job)}>See your quote</ActionButton>
      </EmailLayout>
    ),
  }),

  'job-moved': (job, links) => ({
    body: (
      <EmailLayout
        preview={`New days for the painting at ${job.address}.`}
        heading="Your painting has new days"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {job.customerName}, we moved the painting at {job.address}. These are its days now; any day not listed
          below is free again.
        </Paragraph>
        <CustomerFacts job={job} />
        <Paragraph>If the new days do not suit you, reply to this email.</Paragraph>
        <ActionButton href={quotePage(links, job)}>See your quote</ActionButton>
      </EmailLayout>
    ),
  }),

  'painter-job-assigned': (job, links) => ({
    body: (
      <EmailLayout
        preview={`${job.address}, from ${calendarDay(job.days[0] ?? '')}.`}
        heading="You are on a new job"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {job.painterName}, the shop put you on the painting at {job.address}. Open the job once while you have
          signal: it stays on your phone for the days on site.
        </Paragraph>
        <PainterFacts job={job} />
        <ActionButton href={jobPage(links, job)}>Open the job</ActionButton>
      </EmailLayout>
    ),
  }),

  'painter-job-moved': (job, links) => ({
    body: (
      <EmailLayout preview={`New days for ${job.address}.`} heading="Your job has new days" homeUrl={links.home}>
        <Paragraph>
          Hello {job.painterName}, the shop moved the painting at {job.address}. These are its days now.
        </Paragraph>
        <PainterFacts job={job} />
        <ActionButton href={jobPage(links, job)}>Open the job</ActionButton>
      </EmailLayout>
    ),
  }),

  'job-reminder': (job, links) => ({
    body: (
      <EmailLayout
        preview={`Tomorrow we start painting at ${job.address}.`}
        heading="Your painting starts tomorrow"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {job.customerName}, your painters come tomorrow, {calendarDay(job.day)}, between {crewArrival.from} and{' '}
          {crewArrival.to}, and send word when they are on their way. To be ready for them: clear small things and
          valuables from the rooms, leave space along the walls, keep pets in another room, and make sure someone can
          let them in.
        </Paragraph>
        <CustomerFacts job={job} />
        <ActionButton href={quotePage(links, job)}>See your quote</ActionButton>
      </EmailLayout>
    ),
  }),

  'painter-job-reminder': (job, links) => ({
    body: (
      <EmailLayout
        preview={`Tomorrow, ${calendarDay(job.day)}: ${job.address}.`}
        heading="Your job tomorrow"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {job.painterName}, you are on the job at {job.address} tomorrow. Open its sheet now, while you have a
          signal: it stays on your phone for the day.
        </Paragraph>
        <PainterFacts job={job} />
        <ActionButton href={jobPage(links, job)}>Open the job</ActionButton>
      </EmailLayout>
    ),
  }),

  'painter-job-unassigned': (job, links) => ({
    body: (
      <EmailLayout
        preview={`You are no longer on the job at ${job.address}.`}
        heading="You are off a job"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {job.painterName}, the shop took you off the painting at {job.address}: you are not needed there on
          these days. Your other jobs are under Today.
        </Paragraph>
        <Fact label={job.days.length === 1 ? 'Day' : 'Days'} lines={dayLines(job)} />
        <Fact label="Where" lines={[job.address]} />
        <ActionButton href={links.to('/dashboard/today')}>See your jobs</ActionButton>
      </EmailLayout>
    ),
  }),

  'job-on-my-way': (job, links) => ({
    body: (
      <EmailLayout
        preview={`${job.painterName} is on the way to ${job.address}.`}
        heading="Your painters are on their way"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {job.customerName}, {job.painterName} from Brushwork is on the way to {job.address} and will be with you
          shortly.
        </Paragraph>
        <Fact label="Your painters" lines={crew(job)} />
        <ActionButton href={quotePage(links, job)}>See your quote</ActionButton>
      </EmailLayout>
    ),
  }),
};
