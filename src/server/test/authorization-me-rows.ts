import { type Caller, type MatrixWorld, type Row, signedIn } from './authorization-rows';
import { signedInUser } from './app';

/**
 * The matrix rows of one's own data: anyone signed in downloads their own and deletes their own account, and no
 * path names anyone else's. A deletion is made by a person of the caller's role made for it alone (the world's
 * people stay for the other rows); an anonymous caller is refused before a body is read.
 */
export function meRows(world: MatrixWorld): Row[] {
  const roles: Record<Caller['role'], 'admin' | 'painter' | null> = {
    anonymous: null,
    owner: null,
    other: null,
    admin: 'admin',
    painter: 'painter',
    otherPainter: 'painter',
  };
  return [
    {
      method: 'GET',
      route: '/api/me/export',
      prepare: async () => ({ path: '/api/me/export' }),
      expect: signedIn(200),
    },
    {
      method: 'DELETE',
      route: '/api/me',
      prepare: async (caller) => {
        if (caller.role === 'anonymous') return { path: '/api/me', body: { confirm: 'nobody@example.com' } };
        const deleted = await signedInUser(world.database, { role: roles[caller.role] });
        return { path: '/api/me', body: { confirm: deleted.user.email }, headers: deleted.auth };
      },
      expect: signedIn(204),
    },
  ];
}
