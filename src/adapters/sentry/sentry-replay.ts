// @ts-ignore -- an optional peer dependency (README, Install): a product that leaves this vendor off typechecks without it
import { replayIntegration } from '@sentry/replay';
// The compression worker as a same-origin file: by default replay starts it from a blob: URL, which
// the Content-Security-Policy (worker-src 'self') refuses. The file is fetched only when recording
// starts; this module itself is fetched only once the page is idle.
// @ts-ignore -- an optional peer dependency (README, Install): a product that leaves this vendor off typechecks without it
import replayWorkerUrl from '@sentry/replay/worker-bundler?worker&url';

/** Session replay, with sample rates read from the client's init options (replaysSessionSampleRate, replaysOnErrorSampleRate). */
export function sessionReplay() {
  return replayIntegration({ workerUrl: replayWorkerUrl });
}
