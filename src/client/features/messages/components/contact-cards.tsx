import { shopDetails } from '@/shared/shop-details';

const cards = [
  {
    title: 'Phone',
    lines: [shopDetails.phone, 'Mon–Sat, 7 am – 6 pm'],
    icon: 'M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z',
  },
  {
    title: 'Email',
    lines: [shopDetails.email, 'We answer within one working day'],
    icon: 'M4 4h16a2 2 0 012 2v12a2 2 0 01-2 2H4a2 2 0 01-2-2V6a2 2 0 012-2zm0 2v.5l8 5 8-5V6H4zm16 2.8l-8 5-8-5V18h16V8.8z',
  },
  {
    title: 'Location',
    lines: [shopDetails.streetAddress, shopDetails.locality],
    icon: 'M12 2a7 7 0 017 7c0 5.25-7 13-7 13S5 14.25 5 9a7 7 0 017-7zm0 4.5A2.5 2.5 0 1012 11.5 2.5 2.5 0 0012 6.5z',
  },
] as const;

export function ContactCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="card flex items-start gap-4 p-6">
          <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="currentColor">
              <path d={card.icon} />
            </svg>
          </span>
          <div>
            <h2 className="text-lg font-bold text-ink">{card.title}</h2>
            {card.lines.map((line) => (
              <p key={line} className="text-ink-muted">
                {line}
              </p>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
