/**
 * On paper, the document alone (a quote, an invoice): every element that neither is the element of class
 * `printable`, nor holds it, nor is inside it is left out (the shop's header, the menus, the buttons), and
 * the page's own padding and shadows with them.
 */
const printCss = (printable: string) => `@media print {
  @page { margin: 14mm; }
  html, body { background: #fff !important; }
  body *:not(:has(.${printable})):not(.${printable}):not(.${printable} *) { display: none !important; }
  body *:has(.${printable}) { margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important; background: #fff !important; display: block !important; }
  .${printable} { box-shadow: none !important; border-radius: 0 !important; padding: 0 !important; }
}`;

/**
 * The print stylesheet, only while the document's page is open: a plain element that leaves with the page (one
 * with `precedence` would be hoisted into the head and stay, blanking every page printed afterwards).
 */
export function PrintStyles({ printable }: { printable: string }) {
  return <style>{printCss(printable)}</style>;
}
