import type { JobStep } from './job-steps';
import { clockTime } from './job-words';

/** What a step is, in a line, for the job's page and the outbox's list: "Clocked in at 08:02 (Ladder Lane)". */
export function stepSummary(step: JobStep, { place, rooms }: { place: string; rooms: string[] }): string {
  const at = ` (${place})`;
  switch (step.step) {
    case 'on-my-way':
      return `On my way at ${clockTime(step.at)}${at}`;
    case 'time':
      if (!step.end) return `Clocked in at ${clockTime(step.start)}${at}`;
      return step.note
        ? `Clocked out at ${clockTime(step.end)}, with a note${at}`
        : `Clocked out at ${clockTime(step.end)}${at}`;
    case 'room':
      return `${rooms[step.index] ?? `Room ${step.index + 1}`} ${step.done ? 'done' : 'not done after all'}${at}`;
    case 'photo':
      return `Progress photo${at}`;
    case 'note':
      return `Note for the shop: ${step.text.length > 40 ? `${step.text.slice(0, 40)}…` : step.text}${at}`;
    case 'change':
      return `Change proposed: ${step.description.length > 40 ? `${step.description.slice(0, 40)}…` : step.description}${at}`;
    case 'complete':
      return `Sign-off by ${step.signedName}${at}`;
  }
}
