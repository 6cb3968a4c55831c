/** Every key of the admin's list of the shop's mail starts here; kept apart so the session code can name it cheaply. */
export const emailKeys = { all: ['emails'] as const };
