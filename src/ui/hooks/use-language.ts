import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import type { VisitorLanguage } from '../../i18n/catalogs';
import type { Messages } from '../../i18n/messages/en';
import type { ShellContext } from '../shell-context';

/**
 * The visitor's language, as the server chose it (Accept-Language, or their choice on the privacy
 * page): its code for `Intl` (`new Intl.NumberFormat(useLanguage().code)`), its direction and its
 * texts. A product's page reads it here, the shell's components too; one language per page.
 */
export function useLanguage(): VisitorLanguage {
  return useRouteContext({ from: rootRouteId, select: (context: ShellContext) => context.language });
}

/** The shell's texts in the visitor's language. */
export function useMessages(): Messages {
  return useLanguage().messages;
}
