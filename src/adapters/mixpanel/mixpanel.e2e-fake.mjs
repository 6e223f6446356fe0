// Mixpanel in the end-to-end tests and the bench: a project token of no real project (32 hexadecimal
// characters, as the variable requires). Its ingestion is answered by the shared fake network.
export const e2eEnv = { VITE_MIXPANEL_TOKEN: '0123456789abcdef0123456789abcdef' };
