import type { Purpose } from '../domain/purpose';
import type { AdapterContext } from './vendor-descriptor';

/** What a tag with no consent call needs of the shell: its purpose, where to say what it was told, and the reload that stops it. */
export type TagWithoutConsentCallContext = Pick<AdapterContext, 'consentFor' | 'consentSent' | 'reloadToStop'>;

/**
 * For a vendor whose tag has no consent call (most advertising pixels): being loaded is all
 * it is told, and the shell's pipeline makes its adapter only once the purpose is granted. A tag in the
 * page keeps its own cookies and pings until the page goes, so a withdrawal reloads the page once
 * (issue 25); a tag that was blocked is in no page, and stops nothing. Resolves with what `install`
 * made, once the tag has run; rejects as it does.
 */
export async function loadedOnceGranted<Tag>(
  vendor: string,
  purpose: Purpose,
  context: TagWithoutConsentCallContext,
  install: () => Promise<Tag>,
): Promise<Tag> {
  context.consentSent(`loaded with ${purpose} granted (${vendor} has no consent call)`);
  let blocked = false;
  const stop = context.consentFor(purpose).subscribe((permission) => {
    if (permission !== 'denied' || blocked) return;
    context.consentSent(`${purpose} withdrawn: no consent call, so the page reloads to stop the tag`);
    context.reloadToStop();
  });
  try {
    return await install();
  } catch (error) {
    blocked = true;
    stop();
    throw error;
  }
}
