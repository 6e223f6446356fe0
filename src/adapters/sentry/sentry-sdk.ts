/**
 * The part of @sentry/react the adapter uses, fetched as one lazy chunk. Named re-exports, not the
 * package namespace: @sentry/browser also re-exports session replay, feedback and replay-canvas, and
 * a namespace import would keep all of them in the Sentry chunk, defeating the separate replay chunk.
 */
export {
  addIntegration,
  breadcrumbsIntegration,
  browserTracingIntegration,
  captureException,
  init,
  tanstackRouterBrowserTracingIntegration,
  // @ts-ignore -- an optional peer dependency (README, Install): a product that leaves this vendor off typechecks without it
} from '@sentry/react';
