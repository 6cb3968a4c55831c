/** Every key of the users list starts here (a user's own profile shares the root). */
export const usersKeys = { all: ['users'] as const, list: () => ['users', 'all'] as const };
