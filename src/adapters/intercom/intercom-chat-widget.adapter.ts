import { injectScript } from '../../platform/inject-script';
import { queueingStub, type QueueingStub } from '../../platform/queueing-stub';
import { chatOnRequest, type ChatContext } from '../../ports/chat-on-request';
import type { IntercomOptions } from './intercom.vendor';

declare global {
  interface Window {
    Intercom?: QueueingStub;
  }
}

/** The US-hosted workspace's API, as Intercom's snippet sets it (`api_base`). */
export const INTERCOM_API_BASE = 'https://api-iam.intercom.io';

export const intercomWidgetUrl = (appId: string) => `https://widget.intercom.io/widget/${appId}`;

/**
 * Intercom's Messenger, on the visitor's request: its single-page-app snippet as code (a queueing `Intercom`, which
 * its widget script replays as it takes over), `Intercom('boot', { api_base, app_id })`, the script, then
 * `Intercom('show')`. Its own launcher takes the shell's place once booted.
 */
export function intercomChat({ appId }: IntercomOptions, context: ChatContext, target: Window = window) {
  return chatOnRequest(context, {
    async install() {
      // A page that already runs Intercom (its own snippet) is left as it is: the show goes to that one.
      if (target.Intercom) return;
      const intercom = queueingStub();
      target.Intercom = intercom;
      intercom('boot', { api_base: INTERCOM_API_BASE, app_id: appId });
      await injectScript(intercomWidgetUrl(appId), target.document);
    },
    show() {
      target.Intercom?.('show');
      return "Intercom('show')";
    },
  });
}
