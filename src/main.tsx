import { bootstrapShell } from './composition/bootstrap';
import { yieldToMain } from './platform/page-lifecycle';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Shellkit: index.html must contain <div id="root">.');
// Evaluating the entry's modules (React, React DOM, the router) is one task; building the shell and
// hydrating start in the next, so neither is one long task that holds a first tap.
void yieldToMain().then(() => bootstrapShell(rootElement));
