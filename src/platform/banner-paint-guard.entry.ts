// The inline script's entry: the build bundles this file alone (domain rules included) into `<head>`.
import { guardBannerPaint } from './banner-paint-guard';

guardBannerPaint(document, () => window.localStorage, new Date());
