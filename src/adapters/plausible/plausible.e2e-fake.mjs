// Plausible in the end-to-end tests and the bench: a site no Plausible account has. Its Events API
// is answered by the shared fake network.
export const e2eEnv = { VITE_PLAUSIBLE_DOMAIN: 'shellkit.example' };
