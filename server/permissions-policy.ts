import type { secureHeaders } from 'hono/secure-headers';

type PermissionsPolicy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['permissionsPolicy']>;
type Feature = keyof PermissionsPolicy;

/**
 * Browser features the shell and its vendors never use, denied to the page and every frame in it,
 * so a script that got in (a compromised vendor, an injected tag) cannot ask the visitor for them.
 * A product page that needs one (a store locator's geolocation) removes it here. Only features Chromium
 * knows: it logs a console warning on every page for each unknown one (ambient-light-sensor and bluetooth
 * were, issue 36), so a name goes in only once browsers ship it.
 */
const NEVER_USED: readonly Feature[] = [
  'accelerometer',
  'camera',
  'displayCapture',
  'geolocation',
  'gyroscope',
  'hid',
  'idleDetection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xrSpatialTracking',
];

/** secureHeaders' `permissionsPolicy`: each feature allowed to no origin, `camera=()`. */
export const permissionsPolicy: PermissionsPolicy = Object.fromEntries(NEVER_USED.map((feature) => [feature, []]));
