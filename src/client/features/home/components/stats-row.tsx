const stats = [
  { value: '1000+', label: 'Happy Customers' },
  { value: '12M+', label: 'Annual Revenue' },
  { value: '33K+', label: 'Reviews' },
  { value: '50+', label: 'Tools' },
] as const;

export function StatsRow() {
  return (
    <section aria-label="Brushwork in numbers" className="bg-ink">
      <dl className="page-container grid grid-cols-2 gap-6 py-10 text-center md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm font-semibold uppercase tracking-wider text-white/80">{stat.label}</dt>
            <dd className="font-display text-4xl font-bold text-sun">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
