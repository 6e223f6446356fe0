import { bootstrapShell } from './composition/bootstrap';
import { loadLanguage } from './i18n/catalogs';
import { yieldToMain } from './platform/page-lifecycle';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Shellkit: index.html must contain <div id="root">.');
// The page's language, as the server rendered it (<html lang>): its catalog alone is fetched, a chunk of its own,
// while the entry's modules (React, React DOM, the router) are evaluated. Building the shell and hydrating start
// in the next task, so neither is one long task that holds a first tap.
const language = loadLanguage(document.documentElement.lang);
void Promise.all([language, yieldToMain()]).then(([loaded]) => bootstrapShell(rootElement, loaded));
