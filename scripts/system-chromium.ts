/**
 * Debian's Chromium, as every browser run here starts it: the system build (no browser is downloaded), and
 * flags that keep it from reaching for the network on its own.
 */
export const systemChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
