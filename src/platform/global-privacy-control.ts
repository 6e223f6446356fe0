declare global {
  interface Navigator {
    /** Global Privacy Control (https://w3c.github.io/gpc/): true when the visitor asks sites not to sell or share their data. */
    readonly globalPrivacyControl?: boolean;
  }
}

/** Only an explicit true counts: browsers without GPC leave it undefined, which asks for nothing. */
export function globalPrivacyControl(nav: Navigator = navigator): boolean {
  return nav.globalPrivacyControl === true;
}
