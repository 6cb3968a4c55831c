import * as v from 'valibot';
import { calendarDay, idSchema, optionalText, requiredText } from './common';
import { zipSchema } from './user';
import { stateCodeOf } from '../us-states';
import { quoteChoiceFields, quoteLinesSchema, quoteOptionsSchema, withOfferRules } from './quote-lines';

/** What a room or area may need painted. */
export const paintSurfaces = ['walls', 'ceiling', 'trim', 'doors'] as const;
export type PaintSurface = (typeof paintSurfaces)[number];

/** The most photos one quote request carries. */
export const maxQuotePhotos = 10;
/** The most rooms or areas one request lists. */
export const maxQuoteRooms = 20;
export { maxQuoteLines, maxQuoteOptions, quoteLineSchema, type QuoteLineInput } from './quote-lines';
/** The largest photo the shop takes (the phone shrinks it well below this before sending). */
export const maxQuotePhotoBytes = 8 * 1024 * 1024;
export const quotePhotoTooLargeMessage = 'The photo is larger than 8 MB.';
/** The largest signature image: a PNG drawn on the phone. */
export const maxSignatureBytes = 200 * 1024;

/** The sheens a paint comes in. */
export const paintSheens = ['flat', 'matte', 'eggshell', 'satin', 'semi-gloss', 'gloss'] as const;
export type PaintSheen = (typeof paintSheens)[number];

/** A hex colour as "#a1b2c3" or "#abc": where a paint's code is one, its swatch shows it. */
export const hexColour = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The paint of a room on the colour schedule: its brand, colour name, code and sheen. */
export const roomPaintSchema = v.object({
  brand: v.optional(optionalText('Brand', 60), ''),
  colour: requiredText('Colour', 60),
  code: v.optional(optionalText('Code', 30), ''),
  sheen: v.optional(v.picklist(paintSheens, `Sheen must be one of ${paintSheens.join(', ')}.`)),
});
export type RoomPaint = v.InferOutput<typeof roomPaintSchema>;

export const quoteRoomSchema = v.object({
  name: requiredText('Room', 80),
  surfaces: v.pipe(
    v.array(v.picklist(paintSurfaces, 'Choose walls, ceiling, trim or doors.'), 'Choose what to paint.'),
    v.minLength(1, 'Choose what to paint in this room.'),
    v.check((surfaces) => new Set(surfaces).size === surfaces.length, 'Each surface once.'),
  ),
  /** Rough size, as the customer says it: "about 12 m²", "4 x 5 m", "two-storey hall". */
  size: v.optional(optionalText('Size', 60), ''),
  colours: v.optional(optionalText('Colours', 200), ''),
});
/** A room of a request; its paint on the colour schedule is the shop's to set, on the quote, never the request's. */
export type QuoteRoom = v.InferOutput<typeof quoteRoomSchema> & { paint?: RoomPaint };

/** The site's state as typed ("WA", "wa", "Washington"): empty, or one the shop can tax by. */
const namesAState = (typed: string) => typed.trim() === '' || stateCodeOf(typed) !== undefined;
const stateMessage = 'Enter a US state, such as WA or Washington.';

/** POST /api/quote-requests (with an Idempotency-Key): the photos uploaded first, by their ids. */
export const quoteRequestSchema = v.object({
  address: requiredText('Address', 300),
  /**
   * The work site's state and zip, which its tax follows. The form asks for both; a request sent without them (one
   * queued offline before they were asked) is taxed as the shop's state.
   */
  siteState: v.optional(v.pipe(optionalText('State', 60), v.check(namesAState, stateMessage)), ''),
  siteZip: v.optional(zipSchema, ''),
  rooms: v.pipe(
    v.array(quoteRoomSchema, 'Rooms must be a list.'),
    v.minLength(1, 'Add at least one room or area.'),
    v.maxLength(maxQuoteRooms, `At most ${maxQuoteRooms} rooms or areas.`),
  ),
  notes: v.optional(optionalText('Notes', 2000), ''),
  photoIds: v.optional(
    v.pipe(
      v.array(idSchema, 'photoIds must be a list.'),
      v.maxLength(maxQuotePhotos, `At most ${maxQuotePhotos} photos.`),
      v.check((ids) => new Set(ids).size === ids.length, 'Each photo once.'),
    ),
    [],
  ),
  visitId: v.optional(idSchema),
});
export type QuoteRequestInput = v.InferInput<typeof quoteRequestSchema>;

/** The request form: it asks for the site's state and zip, which the tax of its quote follows. */
export const quoteRequestFormSchema = v.object({
  ...quoteRequestSchema.entries,
  siteState: v.pipe(requiredText('State', 60), v.check(namesAState, stateMessage)),
  siteZip: v.pipe(zipSchema, v.nonEmpty('Zip is required.')),
});

const quoteFields = {
  /** The colour schedule the shop sets: one entry a room of the request, in its order, each with its paint or none. */
  rooms: v.optional(
    v.pipe(
      v.array(v.object({ paint: v.optional(roomPaintSchema) }), 'Rooms must be a list.'),
      v.maxLength(maxQuoteRooms, `At most ${maxQuoteRooms} rooms or areas.`),
    ),
  ),
  lines: quoteLinesSchema,
  options: v.optional(quoteOptionsSchema, []),
  notes: v.optional(optionalText('Notes', 2000), ''),
  depositPercent: v.pipe(
    v.number('Deposit must be a number.'),
    v.integer('Deposit must be a whole percentage.'),
    v.minValue(0, 'Deposit must be at least 0%.'),
    v.maxValue(100, 'Deposit must be at most 100%.'),
  ),
  /** The last day the quote may be accepted (YYYY-MM-DD, in the shop's time zone); the server refuses a past day. */
  validUntil: calendarDay('Valid until'),
};

/** POST /api/quotes (admin): a draft quote for a request. */
export const createQuoteSchema = withOfferRules(v.object({ requestId: idSchema, ...quoteFields }));
export type CreateQuoteInput = v.InferInput<typeof createQuoteSchema>;

/** A quote's content as the admin writes it: what POST /api/quotes and PUT /api/quotes/:id both carry. */
export const quoteContentSchema = withOfferRules(v.object(quoteFields));
export type QuoteContentInput = v.InferInput<typeof quoteContentSchema>;

/**
 * The version of a draft a change or a send was made on, as read from GET /api/quotes/:id: when another save
 * came first, the shop refuses it (409 `conflict`) rather than overwrite or send what the admin did not see.
 */
const versionField = {
  version: v.pipe(
    v.number('Version must be a number.'),
    v.integer('Version must be a whole number.'),
    v.minValue(1, 'Version must be at least 1.'),
    // The largest the database's integer column keeps: a larger number is no version the shop gave.
    v.maxValue(2_147_483_647, 'Version is not one the shop gave.'),
  ),
};

/** PUT /api/quotes/:id (admin, while a draft): the whole quote again, and the version it was made on. */
export const updateQuoteSchema = withOfferRules(v.object({ ...quoteFields, ...versionField }));
export type UpdateQuoteInput = v.InferInput<typeof updateQuoteSchema>;

/** POST /api/quotes/:id/send (admin): the version of the draft the admin saw. */
export const sendQuoteSchema = v.object(versionField);

/** A typed full name and a drawn signature, a PNG data URL of at most 200 KB: to accept a quote, sign off a job or approve a change. */
export const signedSchema = v.object({
  signedName: requiredText('Full name', 120),
  signature: v.pipe(
    v.string('Draw your signature.'),
    v.regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'The signature must be a PNG image.'),
    // Base64 of 200 KB is 4/3 as long; the server checks the decoded bytes again.
    v.maxLength(22 + Math.ceil((maxSignatureBytes * 4) / 3) + 4, 'The signature is larger than 200 KB.'),
  ),
});

/** POST /api/quotes/:id/accept: signed, with the option chosen and the optional lines added, if it offers them. */
export const acceptQuoteSchema = v.object({ ...signedSchema.entries, ...quoteChoiceFields });
export type AcceptQuoteInput = v.InferInput<typeof acceptQuoteSchema>;

/** POST /api/quotes/:id/decline. */
export const declineQuoteSchema = v.object({ reason: requiredText('Reason', 1000) });

/** PATCH /api/quotes/:id/deposit: the paid intent, as PATCH /payments/:orderId takes for an order. */
export { recordPaymentSchema as recordDepositSchema } from './payment';

export const quoteRequestStates = ['new', 'quoted', 'accepted', 'declined', 'deposit_paid', 'cancelled'] as const;
export type QuoteRequestState = (typeof quoteRequestStates)[number];

/** `cancelled`: an accepted quote the shop called off, its deposit (if paid) refunded. */
export const quoteStatuses = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'deposit_paid',
  'declined',
  'expired',
  'cancelled',
] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** `?state=&limit=&offset=` of GET /api/quote-requests. */
export const quoteRequestListQuerySchema = v.object({
  state: v.optional(v.picklist(quoteRequestStates, `state must be one of ${quoteRequestStates.join(', ')}.`)),
});
