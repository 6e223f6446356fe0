// What the fake vendor hosts answer, shared by the end-to-end tests (Playwright routes,
// tests/e2e/fake-vendors.ts) and the bench (a local HTTPS server, scripts/bench/fake-vendors.mjs).
// Plain JavaScript so the bench can run it under Node without a TypeScript loader.

/** Segment's settings for a project with only its own destination: no device-mode scripts to fetch, no metrics beacons. */
export const segmentSettings = (writeKey) => ({
  integrations: { 'Segment.io': { apiKey: writeKey, apiHost: 'api.segment.io/v1', unbundledIntegrations: [], addBundledMetadata: true } },
  plan: { track: { __default: { enabled: true, integrations: {} } }, identify: { __default: { enabled: true } }, group: { __default: { enabled: true } } },
  edgeFunction: {},
  analyticsNextEnabled: true,
  middlewareSettings: {},
  enabledMiddleware: {},
  metrics: { sampleRate: 0 },
  legacyVideoPluginsEnabled: false,
  remotePlugins: [],
});

// Stands in for connect.facebook.net's fbevents.js, which cannot be fetched here: it takes over the
// queueing fbq the shell installed (as the real script does) and reports each call with an image
// beacon to www.facebook.com/tr, the way the real pixel reports. Each beacon carries a sequence
// number (the real one carries a timestamp and more), so two identical events are two requests.
export const FAKE_FBEVENTS = `(() => {
  const fbq = window.fbq;
  let sequence = 0;
  const send = (args) => {
    const [command, name, properties] = args;
    sequence += 1;
    const query = new URLSearchParams({ command: String(command), ev: String(name ?? ''), cd: JSON.stringify(properties ?? {}), n: String(sequence) });
    new Image().src = 'https://www.facebook.com/tr/?' + query;
  };
  fbq.callMethod = (...args) => send(args);
  for (const args of fbq.queue.splice(0)) send(Array.from(args));
})();`;

export const FAKE_HOTJAR = 'window.__hotjarRan = { settings: window._hjSettings, readyState: document.readyState };';
export const FAKE_CLARITY = 'window.__clarityRan = { queued: (window.clarity && window.clarity.q || []).length, readyState: document.readyState };';
/** A 1x1 GIF, as the pixel's beacon endpoint answers. */
export const PIXEL_GIF_BASE64 = 'R0lGODlhAQABAAAAACw=';
