import type { JobChangeStatus } from '@/shared/schemas/job-change';
import type { JobStatus } from '@/shared/schemas/job';

/** A job's status in the shop's words, in the order a job goes through them. */
export const jobStatusLabels: Record<JobStatus, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
  invoiced: 'Invoiced',
  paid: 'Paid',
};

const looks: Record<JobStatus, string> = {
  scheduled: 'bg-sun-soft text-ink',
  in_progress: 'bg-brand-soft text-ink',
  completed: 'bg-brand text-white',
  invoiced: 'bg-ink text-white',
  paid: 'bg-slate-200 text-ink',
};

/** The look of a job status's badge. */
export const jobBadgeLook = (status: JobStatus) =>
  `inline-block rounded-full px-3 py-1 text-xs font-bold tracking-wide ${looks[status]}`;

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A calendar day, YYYY-MM-DD, short: "Mon 9 Mar". Read as written, never moved by a time zone. */
export function shortDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return `${weekdays[weekday]} ${date} ${months[month - 1]}`;
}

/** A job's days in words: "Mon 9 Mar, Tue 10 Mar". */
export const daysInWords = (days: string[]) => days.map(shortDay).join(', ');

/** "1 h 05 min", "45 min": time logged. */
export function minutesInWords(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** A link that opens the phone's maps at an address. */
export const mapsLink = (address: string) => `https://maps.google.com/?q=${encodeURIComponent(address)}`;

/** "08:02": a moment's time of day on this device. */
export const clockTime = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** Where a change to the work stands, in the words of its page. */
export const changeStatusWords: Record<JobChangeStatus, string> = {
  proposed: 'Proposed: the shop prices it',
  priced: 'Priced: the customer decides',
  approved: 'Approved',
  declined: 'Declined',
};
