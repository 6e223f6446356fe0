import type { Purpose } from '../../domain/purpose';
import type { Messages } from '../../i18n/messages/en';
import { vendorPartName, vendorPrivacySentence } from '../../i18n/vendor-privacy-words';
import type { PrivacyService } from '../shell-context';

/** A service's privacy sentences in the visitor's language, phrased from its descriptor's facts. */
export const serviceReceives = {
  sentence: (service: PrivacyService, messages: Messages): string => vendorPrivacySentence(service.receives, messages),
  otherPurpose(service: PrivacyService, purpose: Purpose, messages: Messages): string | undefined {
    const part = service.otherPurposes[purpose];
    return part === undefined ? undefined : vendorPartName(part, messages);
  },
};
