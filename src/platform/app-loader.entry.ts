// The inline script's entry: the build bundles this file alone into `<head>`, after the banner guard.
import { appScriptsOf } from '../domain/page-document';
import { startAppAfterFirstPaint } from './app-loader';

const scripts = document.currentScript ? appScriptsOf(document.currentScript) : undefined;
if (scripts) startAppAfterFirstPaint(scripts, document, window);
