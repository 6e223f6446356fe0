import { createContext, useContext } from 'react';

export interface CookieSettings {
  /** Shows the banner again so the visitor can change their decision (the privacy page's "Cookie settings"). */
  open(): void;
}

export const CookieSettingsContext = createContext<CookieSettings>({ open: () => undefined });

export function useCookieSettings(): CookieSettings {
  return useContext(CookieSettingsContext);
}
