import { renderEmail } from '../mail/templates';
import { context, withoutMarkers } from '../mail/templates/test-data';

/** A message rendered as the mail job renders it, and both its parts a reader sees: the HTML and the text. */
export async function partsOf(message: Parameters<typeof renderEmail>[0]) {
  const email = await renderEmail(message, context);
  return { email, parts: [withoutMarkers(email.html), email.text] };
}
