// Hotjar in the end-to-end tests and the bench: a site id of no real site. Its script is answered
// by the shared fake network's stand-in.
export const e2eEnv = { VITE_HOTJAR_SITE_ID: '3456789' };
