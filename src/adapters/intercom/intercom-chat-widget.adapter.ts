import { injectScript } from '../../platform/inject-script';
import { queueingStub, type QueueingStub } from '../../platform/queueing-stub';
import { chatOnRequest, type ChatContext } from '../../ports/chat-on-request';
import { INTERCOM_REGIONS, type IntercomOptions } from './intercom.vendor';

declare global {
  interface Window {
    Intercom?: QueueingStub;
  }
}

export const intercomWidgetUrl = (appId: string) => `https://widget.intercom.io/widget/${appId}`;

/**
 * Intercom's Messenger, on the visitor's request: its single-page-app snippet as code (a queueing `Intercom`, which
 * its widget script replays as it takes over), `Intercom('boot', { api_base, app_id })` with its region's `api_base`, the script, then
 * `Intercom('show')`. Its own launcher takes the shell's place once booted.
 */
export function intercomChat({ appId, region }: IntercomOptions, context: ChatContext, target: Window = window) {
  return chatOnRequest(context, {
    async install() {
      // A page that already runs Intercom (its own snippet) is left as it is: the show goes to that one.
      if (target.Intercom) return;
      const intercom = queueingStub();
      target.Intercom = intercom;
      intercom('boot', { api_base: INTERCOM_REGIONS[region].apiBase, app_id: appId });
      await injectScript(intercomWidgetUrl(appId), target.document);
    },
    show() {
      target.Intercom?.('show');
      return "Intercom('show')";
    },
  });
}
