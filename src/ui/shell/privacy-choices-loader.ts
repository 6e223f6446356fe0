import type { PrivacyChoices } from './privacy-choices';

export type PrivacyChoicesView = typeof PrivacyChoices;

let loading: Promise<PrivacyChoicesView> | undefined;

/** "Your Privacy Choices" is a chunk of its own, fetched on the link's click (most visitors never open it); a failed fetch is tried again by the next click. */
export function loadPrivacyChoices(): Promise<PrivacyChoicesView> {
  loading ??= import('./privacy-choices').then(
    (module) => module.PrivacyChoices,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
