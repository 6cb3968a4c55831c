import * as v from 'valibot';

/** What a reader may turn off: review requests, reminders (of a visit, of a job's day) and news. */
export const mailTopics = ['reviews', 'reminders', 'news'] as const;
export type MailTopic = (typeof mailTopics)[number];

const onOrOff = (topic: MailTopic) => v.boolean(`${topic} must be true or false.`);

/** A signed-in reader's choice of the mail that may be turned off; every other email always goes. */
export const mailPreferencesSchema = v.object({
  reviews: onOrOff('reviews'),
  reminders: onOrOff('reminders'),
  news: onOrOff('news'),
});
export type MailPreferences = v.InferOutput<typeof mailPreferencesSchema>;

/** `?token=` of a one-click unsubscribe link (RFC 8058). */
export const unsubscribeQuerySchema = v.object({
  token: v.pipe(v.string('token is required.'), v.maxLength(1000, 'token is too long.')),
});
