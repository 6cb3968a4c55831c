/** Every key of the signed-in user's notification settings starts here. */
export const pushKeys = {
  all: ['push'] as const,
  preferences: (email: string) => ['push', 'preferences', email] as const,
  devices: (email: string) => ['push', 'devices', email] as const,
};
