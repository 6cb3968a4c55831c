/** The browsers and systems a label names, the first that matches winning (Edge and Opera say Chrome too). */
const browsers: [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1];

/**
 * What a person is shown to tell their devices apart, read from the User-Agent of the request that turned
 * notifications on: "Chrome on Android", "Safari on iPhone"; "A browser" when it names neither.
 */
export function deviceLabel(userAgent: string | undefined): string {
  const text = userAgent ?? '';
  const browser = first(browsers, text);
  const system = first(systems, text);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'A browser');
}
