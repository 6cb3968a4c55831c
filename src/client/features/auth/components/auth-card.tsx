import type { ReactNode } from 'react';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="page-container flex justify-center py-10 sm:py-16">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="font-display text-3xl font-bold text-ink">{title}</h1>
        <p className="mt-1 text-ink-muted">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export function Divider() {
  return (
    <p className="my-6 flex items-center gap-3 text-sm text-ink-muted before:(h-px flex-1 bg-slate-200 content-empty) after:(h-px flex-1 bg-slate-200 content-empty)">
      or
    </p>
  );
}
