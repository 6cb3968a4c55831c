import { Link, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { lazyPart } from '@/client/components/ui/lazy-part';
import { LineIcon } from '@/client/components/ui/line-icon';
import { useSession } from '@/client/lib/auth/session';
import { useInteractive } from '@/client/lib/use-hydrated';
import { InstallButton } from './install-button';
import { OutboxIndicator } from './outbox-indicator';

/** Only a signed-in person sees it: its code (and its dialog's) stays off a first visit. */
const SignOutButton = lazyPart(() => import('./sign-out-button'));
const signOutClass = 'btn-outline w-full lg:w-auto';

const links = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/blogs', label: 'blogs' },
  { to: '/contactUs', label: 'contact us' },
] as const;

const linkClass =
  'block rounded-lg px-3 py-2.5 font-semibold capitalize text-ink no-underline hover:bg-brand-soft focus-ring aria-[current=page]:text-brand whitespace-nowrap lg:py-2';

/** `cart`: the cart's link, always in view, with its count. */
export function NavBar({ cart }: { cart: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const session = useSession();
  const interactive = useInteractive();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-ink/10 bg-cream/95 backdrop-blur">
      <nav aria-label="Main" className="page-container flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2 rounded-lg no-underline focus-ring" aria-label="Brushwork home">
          <img src="/favicon.svg" alt="" width="36" height="36" className="h-9 w-9" />
          <span className="font-display text-2xl font-bold text-ink">Brushwork</span>
        </Link>
        <div className="ml-auto flex items-center gap-1 lg:order-last">
          <OutboxIndicator />
          {cart}
        </div>
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-brand-soft focus-ring lg:hidden"
          aria-expanded={open}
          aria-controls="main-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          disabled={!interactive}
          onClick={() => setOpen((value) => !value)}
        >
          <LineIcon d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
        </button>
        <ul
          id="main-menu"
          className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-16 flex-col gap-1 border-b border-ink/10 bg-cream p-4 shadow-lg lg:(static flex flex-row items-center border-0 bg-transparent p-0 shadow-none)`}
        >
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass} activeOptions={{ exact: true, includeHash: false }}>
                {link.label}
              </Link>
            </li>
          ))}
          <li className="lg:ml-2">
            <InstallButton />
          </li>
          {session ? (
            <>
              <li>
                <Link to="/dashboard" className={linkClass}>
                  Dashboard
                </Link>
              </li>
              {!session.role && (
                // In the phone's menu only: the wide header's row keeps to the dashboard.
                <li className="lg:hidden">
                  <Link to="/dashboard/projects" className={linkClass}>
                    My Projects
                  </Link>
                </li>
              )}
              <li className="lg:ml-2">
                <SignOutButton
                  className={signOutClass}
                  fallback={
                    <button type="button" className={signOutClass} disabled>
                      Sign out
                    </button>
                  }
                />
              </li>
            </>
          ) : (
            <li className="lg:ml-2">
              <Link to="/login" className="btn-primary w-full lg:w-auto">
                login
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
