/** Every key of an admin's list of users starts here; a user's own profile has its own root. */
export const usersKeys = { all: ['users'] as const, list: () => ['users', 'all'] as const };
