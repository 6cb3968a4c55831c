/** What a request is, in a line: the rooms it names. */
export const requestSummary = (rooms: { name: string }[]) =>
  `Quote request: ${rooms.map((room) => room.name).join(', ')}`;
