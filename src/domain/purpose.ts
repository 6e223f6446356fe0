/**
 * Why a vendor runs, as the visitor is asked about it. Every vendor declares one purpose in its
 * descriptor; consent is given or refused per purpose, never per vendor name.
 *   necessary   the consent store itself and error reports: the site's legitimate interest, never refused
 *   analytics   page views and named events
 *   marketing   the advertising pixel
 *   experience  heatmaps and session replay
 */
export type Purpose = 'necessary' | 'analytics' | 'marketing' | 'experience';

export const PURPOSES = ['necessary', 'analytics', 'marketing', 'experience'] as const satisfies readonly Purpose[];
