import { createContext, useContext } from 'react';

export interface CookieSettings {
  /** Opens the preferences view (the privacy page's "Cookie settings"). */
  open(): void;
}

export const CookieSettingsContext = createContext<CookieSettings>({ open: () => undefined });

export function useCookieSettings(): CookieSettings {
  return useContext(CookieSettingsContext);
}
