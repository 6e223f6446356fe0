// The boot script's entry: the build bundles this file alone (the domain rules it uses included) into `<head>`.
import { appScriptsOf } from '../domain/page-document';
import { globalPrivacyControl } from '../platform/global-privacy-control';
import { randomUuid } from '../platform/random-uuid';
import { boot } from './boot';

const script = document.currentScript;
boot(
  { doc: document, win: window, now: new Date(), newId: () => randomUuid(), globalPrivacyControl: globalPrivacyControl(navigator) },
  script ? appScriptsOf(script) : undefined,
);
