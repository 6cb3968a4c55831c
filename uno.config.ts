import { defineConfig, presetWind3, transformerVariantGroup } from 'unocss';

export default defineConfig({
  presets: [presetWind3({ preflight: 'on-demand' })],
  transformers: [transformerVariantGroup()],
  content: { pipeline: { include: [/\.(tsx?|html)($|\?)/] } },
  theme: {
    colors: {
      ink: { DEFAULT: '#1d3557', soft: '#334155', muted: '#52607a' },
      brand: { DEFAULT: '#1f7a70', light: '#2a9d8f', soft: '#e3f2ef' },
      accent: { DEFAULT: '#b93e1c', light: '#e76f51', soft: '#fbe7df' },
      sun: { DEFAULT: '#f4a261', soft: '#fdf1e3' },
      cream: '#fdf8f0',
    },
    fontFamily: {
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      display: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif',
    },
  },
  preflights: [
    {
      getCSS: () =>
        '@keyframes loading-bar{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}html{scroll-behavior:smooth}@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}}',
    },
  ],
  shortcuts: {
    'page-container': 'mx-auto w-full max-w-6xl px-4 sm:px-6',
    btn: 'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 font-semibold no-underline transition-colors duration-150 focus-visible:(outline outline-3 outline-offset-2 outline-sun) disabled:(cursor-not-allowed opacity-60)',
    'btn-primary': 'btn bg-brand text-white hover:bg-ink',
    'btn-accent': 'btn bg-accent text-white hover:bg-ink',
    'btn-outline': 'btn border-2 border-ink text-ink hover:(bg-ink text-white)',
    'section-title': 'font-display text-3xl font-bold text-ink sm:text-4xl',
    'section-eyebrow': 'text-sm font-bold uppercase tracking-widest text-accent',
    card: 'rounded-2xl bg-white shadow-[0_1px_3px_rgba(29,53,87,0.08),0_8px_24px_rgba(29,53,87,0.06)]',
    'field-label': 'mb-1.5 block text-sm font-semibold text-ink',
    'field-input':
      'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-ink placeholder:text-slate-400 focus:(border-brand outline-none ring-3 ring-brand/25) aria-[invalid=true]:border-accent read-only:(border-dashed bg-slate-100 text-ink-muted)',
    // A select is never typed in, so the browser counts it read-only: the text field's read-only look is not for it.
    'field-select':
      'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-ink focus:(border-brand outline-none ring-3 ring-brand/25) aria-[invalid=true]:border-accent',
    'field-error': 'mt-1 text-sm text-accent',
    'focus-ring': 'focus-visible:(outline outline-3 outline-offset-2 outline-sun)',
  },
});
