import { bootstrapShell, loadConsentRecording } from './composition/bootstrap';
import { readPageConfig } from './composition/page-config';
import { loadLanguage } from './i18n/catalogs';
import { yieldToMain } from './platform/page-lifecycle';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Shellkit: index.html must contain <div id="root">.');
// The page's language, as the server rendered it (<html lang>): its catalog alone is fetched, a chunk of its own,
// while the entry's modules (React, React DOM, the router) are evaluated. Building the shell and hydrating start
// in the next task, so neither is one long task that holds a first tap. Proof of consent's code, where the server
// keeps a ledger, is fetched alongside: a chunk of its own too, off the entry.
const config = readPageConfig();
const language = loadLanguage(document.documentElement.lang);
const consentRecording = loadConsentRecording(config);
void Promise.all([language, consentRecording, yieldToMain()]).then(([loaded, createConsentRecording]) =>
  bootstrapShell(rootElement, { config, language: loaded, createConsentRecording }),
);
