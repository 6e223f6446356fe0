import { bootstrapShell, loadConsentRecording } from '../../../src/composition/bootstrap';
import { readPageConfig } from '../../../src/composition/page-config';
import { appScriptsOf, BOOT_SCRIPT_ID } from '../../../src/domain/page-document';
import { loadPageLanguage } from '../../../src/i18n/page-language';
import { yieldToMain } from '../../../src/platform/page-lifecycle';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Shellkit: index.html must contain <div id="root">.');
// The page's language, as the server rendered it (<html lang>): its catalog alone, a module of its own that the boot
// script fetched beside the entry, is imported while the entry's modules (React, React DOM, the router) are
// evaluated. Building the shell and hydrating start in the next task, so neither is one long task that holds a first
// tap. Proof of consent's code, where the server keeps a ledger, is fetched alongside: a chunk of its own too.
const config = readPageConfig();
const bootScript = document.getElementById(BOOT_SCRIPT_ID);
const language = loadPageLanguage(document.documentElement.lang, bootScript ? appScriptsOf(bootScript)?.catalog : undefined);
const consentRecording = loadConsentRecording(config);
void Promise.all([language, consentRecording, yieldToMain()]).then(([loaded, createConsentRecording]) =>
  bootstrapShell(rootElement, { config, language: loaded, createConsentRecording }),
);
