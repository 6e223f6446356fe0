// The browser's composition root, a chunk of its own (docs/decisions/0001-inversify-off-the-entry.md): inversify,
// and the browser host's module with what only it uses (the device's storage, GPC, the hand-off, the inspector's
// boards). Requested as soon as the entry runs, beside the language's catalog; the shell's module is the entry's.
export { shellContainer } from '../container';
export { browserHostModule } from './browser-host';
