/** Every key of the admin's contact messages starts here; kept apart so the session code can name it cheaply. */
export const messagesKeys = { all: ['messages'] as const };
