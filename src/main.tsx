import { bootstrapShell } from './composition/bootstrap';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Shellkit: index.html must contain <div id="root">.');
bootstrapShell(rootElement);
