import type { SiteTexts } from 'shellkit'

export const SITE_TEXTS: SiteTexts = {}
