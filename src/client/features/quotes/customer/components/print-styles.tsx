import { printableClass } from './quote-document';

/**
 * On paper, the quote alone: every element that neither is the quote, nor holds it, nor is inside it is
 * left out (the shop's header, the menus, the buttons), and the page's own padding and shadows with them.
 */
const printCss = `@media print {
  @page { margin: 14mm; }
  html, body { background: #fff !important; }
  body *:not(:has(.${printableClass})):not(.${printableClass}):not(.${printableClass} *) { display: none !important; }
  body *:has(.${printableClass}) { margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important; background: #fff !important; display: block !important; }
  .${printableClass} { box-shadow: none !important; border-radius: 0 !important; padding: 0 !important; }
}`;

/**
 * The print stylesheet, only while a quote page is open: a plain element that leaves with the page (one
 * with `precedence` would be hoisted into the head and stay, blanking every page printed afterwards).
 */
export function QuotePrintStyles() {
  return <style>{printCss}</style>;
}
