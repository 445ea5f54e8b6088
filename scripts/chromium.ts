// Debian's Chromium as the browser tests and npm run lighthouse launch it: browsers
// cannot be downloaded on this machine, and these switches keep it offline and quiet.
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
