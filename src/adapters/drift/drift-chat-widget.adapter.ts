import { injectScript } from '../../platform/inject-script';
import { chatOnRequest, type ChatContext } from '../../ports/chat-on-request';
import type { DriftOptions } from './drift.vendor';

/** Drift's API as its `ready` event hands it over. */
export interface DriftApi {
  openChat(): void;
}

/** Drift's snippet: a queue of calls (`['on', 'ready', callback]`) with a method per call, until its script takes over. */
export type DriftQueue = unknown[][] & {
  invoked?: boolean;
  SNIPPET_VERSION?: string;
  on?: (event: string, callback: (api: DriftApi) => void) => unknown;
};

declare global {
  interface Window {
    drift?: DriftQueue;
    driftt?: DriftQueue;
  }
}

/** The methods Drift's snippet queues (its snippet 0.3.1). */
const QUEUED_METHODS = ['identify', 'config', 'track', 'reset', 'debug', 'show', 'ping', 'page', 'hide', 'off', 'on'];

/** Its script's URL as its snippet's `drift.load` makes it: the time rounded up to five minutes, so caches turn over. */
export const driftScriptUrl = ({ embedId }: DriftOptions, now: number) => {
  const bucket = 300_000;
  return `https://js.driftt.com/include/${Math.ceil(now / bucket) * bucket}/${embedId}.js`;
};

/**
 * Drift's widget, on the visitor's request: its snippet as code (the `drift` queue), the script `drift.load` would add,
 * then `drift.api.openChat()` from `drift.on('ready')` (queued until its script replays it).
 */
export function driftChat(options: DriftOptions, context: ChatContext, target: Window = window, now: () => number = Date.now) {
  return chatOnRequest(context, {
    async install() {
      // A page that already runs Drift (its own snippet) is left as it is: the open goes to that one.
      if (target.drift) return;
      const queue: DriftQueue = [];
      const methods = Object.fromEntries(
        QUEUED_METHODS.map((method) => [
          method,
          (...args: unknown[]) => {
            queue.push([method, ...args]);
            return queue;
          },
        ]),
      );
      Object.assign(queue, methods, { invoked: true, SNIPPET_VERSION: '0.3.1' });
      target.drift = target.driftt = queue;
      await injectScript(driftScriptUrl(options, now()), target.document);
    },
    show() {
      target.drift?.on?.('ready', (api) => api.openChat());
      return "drift.on('ready', api => api.openChat())";
    },
  });
}
