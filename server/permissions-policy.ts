import type { secureHeaders } from 'hono/secure-headers';

type PermissionsPolicy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['permissionsPolicy']>;
type Feature = keyof PermissionsPolicy;

/**
 * Browser features the shell and its vendors never use, denied to the page and every frame in it,
 * so a script that got in (a compromised vendor, an injected tag) cannot ask the visitor for them.
 * A product page that needs one (a store locator's geolocation) removes it here.
 */
const NEVER_USED: readonly Feature[] = [
  'accelerometer',
  'ambientLightSensor',
  'bluetooth',
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
