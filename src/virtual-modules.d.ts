/* eslint-disable @typescript-eslint/consistent-type-imports -- a global script: a top-level import would make the declarations below augmentations of modules that do not exist */
/**
 * The product's files, as the shell imports them: `shellkit/vite` resolves each name to the product's own file (the
 * shell's vitest to its test product). Their types come through `Register` (src/register.ts), which the product augments.
 */
declare module 'shellkit:product' {
  export const PRODUCT: import('./product-types').Product;
}

declare module 'shellkit:tracking-plan' {
  export const TRACKING_PLAN: import('./register').RegisteredTrackingPlan;
}

declare module 'shellkit:site-texts' {
  export const SITE_TEXTS: import('./i18n/site-texts').SiteTexts;
}

declare module 'shellkit:vendors' {
  /** The product's own vendors, contributed beside the shell's registry (src/composition/product-vendors.ts). */
  export const VENDORS: readonly import('./ports/vendor-descriptor').AnyVendorDescriptor[];
}

declare module 'shellkit:route-tree' {
  export const routeTree: import('./register').RegisteredRouteTree;
}

declare module 'shellkit:product-root' {
  /** The product's own root route (its pages folder's `__root.tsx`), whose component the shell's layout renders around each page; none by default. */
  export const Route: import('@tanstack/react-router').AnyRootRoute | undefined;
}
