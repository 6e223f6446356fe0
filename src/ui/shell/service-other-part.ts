import type { Purpose } from '../../domain/purpose';
import type { Messages } from '../../i18n/messages/en';
import type { PrivacyService } from '../shell-context';

/**
 * The part of a service that serves `purpose` beside its own ("Sentry (session replay)"), in the visitor's
 * language. The preferences view is in the entry, so this stays apart from the privacy page's sentences
 * (src/i18n/vendor-privacy-words.ts), which only the privacy page's chunk carries.
 */
export function serviceOtherPart(service: PrivacyService, purpose: Purpose, messages: Messages): string | undefined {
  const part = service.otherPurposes[purpose];
  return part === undefined ? undefined : messages.vendorPrivacy.parts[part];
}
