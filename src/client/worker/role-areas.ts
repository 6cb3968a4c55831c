/**
 * The pages only some people open: the admin's dashboard and the painter's day. The build puts their code in
 * a folder of its own per role (scripts/chunk-groups.ts), and the service worker keeps it only on a device
 * where someone of that role signs in, after the rest (worker/precache.ts).
 */
export const roleAreas = ['admin', 'painter'] as const;
export type RoleArea = (typeof roleAreas)[number];

/** Where the build puts a role's files, relative to the site's root. */
export const roleAreaFolder = (area: RoleArea) => `assets/${area}/`;

/** The page asks the worker to keep a role's files with this message. */
export type KeepRoleAreaMessage = { type: 'KEEP_ROLE_AREA'; area: RoleArea };
export const isRoleArea = (value: unknown): value is RoleArea => roleAreas.includes(value as RoleArea);
