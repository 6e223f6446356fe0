import { bootstrapShell, loadConsentRecording } from './composition/bootstrap';
import { readPageConfig } from './composition/page-config';
import { appScriptsOf, BOOT_SCRIPT_ID } from './domain/page-document';
import { loadPageLanguage } from './i18n/page-language';
import { yieldToMain } from './platform/page-lifecycle';

/**
 * `shellkit/client`: starts the shell in the page, around the product's pages (a product's src/main.tsx calls it, and
 * nothing else). The page's language, as the server rendered it (<html lang>): its catalog alone, a module of its own
 * that the boot script fetched beside the entry, is imported while the entry's modules (React, React DOM, the router)
 * are evaluated. Building the shell and hydrating start in the next task, so neither is one long task that holds a
 * first tap. Proof of consent's code, where the server keeps a ledger, is fetched alongside: a chunk of its own too.
 */
export function startShell(): void {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Shellkit: index.html must contain <div id="root">.');
  const config = readPageConfig();
  const bootScript = document.getElementById(BOOT_SCRIPT_ID);
  const language = loadPageLanguage(document.documentElement.lang, bootScript ? appScriptsOf(bootScript)?.catalog : undefined);
  const consentRecording = loadConsentRecording(config);
  void Promise.all([language, consentRecording, yieldToMain()]).then(([loaded, createConsentRecording]) =>
    bootstrapShell(rootElement, { config, language: loaded, createConsentRecording }),
  );
}
