export const postExcerptLength = 250;

/** Cuts text to `limit` characters followed by an ellipsis when it is longer. */
export function excerpt(text: string, limit = postExcerptLength): string {
  const characters = Array.from(text);
  return characters.length > limit ? `${characters.slice(0, limit).join('')}...` : text;
}
