import { Link, Outlet } from '@tanstack/react-router';
import { AlertCard } from '@/client/components/ui/alert-card';
import type { Session } from '@/client/lib/auth/session';

const everyone = [{ to: '/dashboard', label: 'My profile' }] as const;
const customerItems = [
  { to: '/dashboard/myOrders', label: 'My Orders' },
  { to: '/dashboard/projects', label: 'My Projects' },
  { to: '/dashboard/addreview', label: 'Add Review' },
  { to: '/dashboard/visits', label: 'My Visits' },
] as const;
const painterItems = [{ to: '/dashboard/today', label: 'Today' }] as const;
const adminItems = [
  { to: '/dashboard/orders', label: 'Orders' },
  { to: '/dashboard/quotes', label: 'Quotes' },
  { to: '/dashboard/jobs', label: 'Jobs' },
  { to: '/dashboard/takings', label: 'Takings' },
  { to: '/dashboard/books', label: 'Tax & delivery' },
  { to: '/dashboard/products', label: 'Products' },
  { to: '/dashboard/addProduct', label: 'Add Product' },
  { to: '/dashboard/Allusers', label: 'All Users' },
  { to: '/dashboard/blogs', label: 'Blogs' },
  { to: '/dashboard/addPost', label: 'Add Post' },
  { to: '/dashboard/messages', label: 'Messages' },
  { to: '/dashboard/emails', label: 'Emails' },
  { to: '/dashboard/bookings', label: 'Bookings' },
] as const;

export function DashboardLayout({ session }: { session: Session }) {
  const own = session.role === 'admin' ? adminItems : session.role === 'painter' ? painterItems : customerItems;
  const items = [...everyone, ...own];
  return (
    <div className="page-container py-8 sm:py-10">
      <h1 className="font-display text-3xl font-bold text-ink sm:text-4xl">Welcome, {session.name}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[13rem_1fr]">
        <nav aria-label="Dashboard">
          {/* Below a laptop's width the menu wraps above the page, so the page keeps the whole width. */}
          <ul className="flex flex-wrap gap-2 lg:(flex-col flex-nowrap gap-1)">
            {items.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  activeOptions={{ exact: true, includeSearch: false }}
                  className="block min-h-11 whitespace-nowrap rounded-xl px-4 py-2.5 ring-1 ring-ink/10 lg:ring-0 font-semibold text-ink no-underline hover:bg-brand-soft focus-ring aria-[current=page]:(bg-ink text-white) aria-[current=page]:hover:bg-ink"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="min-w-0">
          <Outlet />
        </section>
      </div>
    </div>
  );
}

export const AdminOnly = () => (
  <AlertCard title="Admins only" text="This page is for shop admins. Your own pages are in the menu." />
);
export const PainterOnly = () => (
  <AlertCard title="Painters only" text="This page is for the shop's painters. Your own pages are in the menu." />
);
