// Clarity in the end-to-end tests: a project id of no real project. Its tag is answered by the
// shared fake network's stand-in, which keeps every call it receives.
export const e2eEnv = { VITE_CLARITY_PROJECT_ID: 'e2eclarity1' };

// A site runs one heatmap, and Hotjar is the full tag set's (issue 23's list): Clarity is the
// alternate, tested in the `alternates` and `consentSignals` presets.
export const inFullTagSet = false;
