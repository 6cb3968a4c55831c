import * as v from 'valibot';
import { quoteStatuses } from '../schemas/quote';
import { customerJobAnswer, invoiceSummaryAnswer } from './jobs';
import { quoteRequestAnswer } from './quotes';

/** A project's quote as its customer follows it: where it stands and what it asks, in dollars. */
export const projectQuoteAnswer = v.strictObject({
  _id: v.string(),
  status: v.picklist(quoteStatuses),
  subtotal: v.number(),
  tax: v.number(),
  total: v.number(),
  depositPercent: v.number(),
  deposit: v.number(),
  /** YYYY-MM-DD: the last day it may be accepted, in the shop's time zone. */
  validUntil: v.string(),
  sentAt: v.nullable(v.string()),
  acceptedAt: v.nullable(v.string()),
  depositPaidAt: v.nullable(v.string()),
});
export type ProjectQuote = v.InferOutput<typeof projectQuoteAnswer>;

/** The colour consultation a request follows, while it is booked. */
export const projectVisitAnswer = v.strictObject({
  _id: v.string(),
  /** ISO 8601 with the shop's offset. */
  start: v.string(),
});

/**
 * One piece of painting work of the customer's (GET /api/projects/mine): the request, and as they come the
 * latest quote the shop sent, the job made of it (its days, crew first names, rooms done, progress photos;
 * the sign-off's drawing left to the job's own page) and its invoice with the balance.
 */
export const projectAnswer = v.strictObject({
  request: quoteRequestAnswer,
  quote: v.optional(projectQuoteAnswer),
  job: v.optional(customerJobAnswer),
  invoice: v.optional(invoiceSummaryAnswer),
  visit: v.optional(projectVisitAnswer),
});
export type Project = v.InferOutput<typeof projectAnswer>;

/** How many of a customer's projects the page lists, newest first. */
export const maxProjectsListed = 50;
