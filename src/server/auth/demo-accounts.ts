import type { Database } from '../db/client';
import { users } from '../db/schema';

/** The demo accounts of DESIGN.md, present in the Auth Emulator and the database in demo mode. */
export const demoAccounts = [
  { email: 'admin@brushwork.test', password: 'brushwork-admin', name: 'Brushwork Admin', role: 'admin' as const },
  { email: 'customer@brushwork.test', password: 'brushwork-customer', name: 'Casey Customer', role: null },
];

/**
 * In demo mode, at start: the demo accounts exist, and no row stays bound to a Firebase uid, because the
 * Auth Emulator keeps no accounts between starts (each start makes them anew, with new uids).
 */
export async function seedDemoUsers(db: Database): Promise<void> {
  await db
    .insert(users)
    .values(demoAccounts.map(({ email, name, role }) => ({ email, name, role })))
    .onConflictDoNothing();
  await db.update(users).set({ firebaseUid: null });
}
