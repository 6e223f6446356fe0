import { startShell } from 'shellkit/client'
import './index.css'
import type { routeTree } from './routeTree.gen'
import type { TRACKING_PLAN } from './tracking-plan'

declare module 'shellkit' {
  interface Register {
    routeTree: typeof routeTree
    trackingPlan: typeof TRACKING_PLAN
  }
}

startShell()
