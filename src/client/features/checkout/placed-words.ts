/**
 * The spec's words once the order is placed; and, when it was an earlier try whose answer was lost that placed
 * it (found by asking the shop before a changed order went), that it went with the details sent then.
 */
export const placedWords = (placedBefore: boolean) =>
  placedBefore
    ? 'Your Order Has been placed — by your earlier try, whose answer was lost on the way, with the details sent then; your changes since were not sent.'
    : 'Your Order Has been placed';
