import type { Purpose } from '../../domain/purpose';
import type { Messages } from '../../i18n/messages/en';
import type { PrivacyService } from '../shell-context';

/**
 * A service's privacy sentences in the visitor's language: the catalog's, keyed by the vendor's id.
 * A vendor the catalogs do not know yet (catalogs.test.ts fails for it) keeps its descriptor's English.
 */
export const serviceReceives = {
  sentence(service: PrivacyService, messages: Messages): string {
    return (messages.vendorPrivacy as Readonly<Record<string, string | undefined>>)[service.vendor] ?? service.receives;
  },
  otherPurpose(service: PrivacyService, purpose: Purpose, messages: Messages): string | undefined {
    if (service.otherPurposes[purpose] === undefined) return undefined;
    const parts = (messages.vendorOtherPurposes as Readonly<Record<string, Partial<Record<Purpose, string>> | undefined>>)[service.vendor];
    return parts?.[purpose] ?? service.otherPurposes[purpose];
  },
};
