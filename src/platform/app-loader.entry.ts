// The inline script's entry: the build bundles this file alone into `<head>`, after the banner guard.
import { appScriptsOf } from '../domain/page-document';
import { startAppAfterFirstPaint } from './app-loader';
import { keepPageViewIfLeftBeforeTheApp } from './page-view-before-the-app';

const scripts = document.currentScript ? appScriptsOf(document.currentScript) : undefined;
if (scripts) {
  keepPageViewIfLeftBeforeTheApp(window, () => window.localStorage, new Date());
  startAppAfterFirstPaint(scripts, document, window);
}
