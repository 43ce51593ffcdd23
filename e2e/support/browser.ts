import { existsSync } from 'node:fs';

/**
 * The browser the journeys drive, both Debian's build of the same Chromium (no browser is downloaded):
 * its headless shell (`apt-get install -y chromium-headless-shell`) when installed, which is what
 * Playwright itself runs for headless tests, else the full browser at /usr/bin/chromium in its new
 * headless mode. The shell draws no browser window of its own: the journeys took 3.3 min instead of
 * 5.2 on the same 60 (decision 0044). CHROMIUM_PATH chooses another.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));
