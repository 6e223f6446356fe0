// The Meta pixel loaded by the shell, in the end-to-end tests and the bench: a pixel id of no real
// pixel. fbevents.js is answered by the shared fake network's stand-in, which beacons each call.
export const e2eEnv = { VITE_META_PIXEL_ID: '1234567890123' };
