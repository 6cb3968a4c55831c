import { Link } from '@tanstack/react-router';

const columns = [
  {
    title: 'Services',
    items: [{ label: 'Branding' }, { label: 'Design' }, { label: 'Marketing' }, { label: 'Advertisement' }],
  },
  {
    title: 'Company',
    items: [
      { label: 'About us', to: '/about' },
      { label: 'Contact', to: '/contactUs' },
      { label: 'Jobs' },
      { label: 'Press kit' },
    ],
  },
  {
    title: 'Legal',
    items: [
      { label: 'Terms of use', to: '/terms' },
      { label: 'Privacy policy', to: '/privacy' },
      { label: 'Cookie policy', to: '/privacy', hash: 'cookies' },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="mt-auto bg-ink text-white/85">
      <div className="page-container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 font-display text-2xl font-bold text-white">
            <img src="/favicon.svg" alt="" width="32" height="32" className="h-8 w-8" loading="lazy" />
            Brushwork
          </p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed">
            Painting services and home-repair tools for homeowners and the trade, since 2009.
          </p>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-bold uppercase tracking-widest text-sun">{column.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.items.map((item) => (
                <li key={item.label}>
                  {'to' in item ? (
                    <Link
                      to={item.to}
                      hash={'hash' in item ? item.hash : undefined}
                      className="inline-flex min-h-6 items-center rounded text-white underline-offset-4 hover:underline focus-ring"
                    >
                      {item.label}
                    </Link>
                  ) : (
                    item.label
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-white/10 py-5 text-center text-xs text-white/70">
        © {new Date().getFullYear()} Brushwork Painting &amp; Supply
      </p>
    </footer>
  );
}
