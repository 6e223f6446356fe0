// Heap in the end-to-end tests and the bench: an app id of no real environment.
export const e2eEnv = { VITE_HEAP_APP_ID: '3141592653' };

/**
 * cdn.heapanalytics.com/js/heap-{app id}.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts). Like the classic script it counts the page it loads on (`['pageview']`: whichever
 * page that is by then, as it loads in its turn after the choice), then replays the snippet's queue and takes
 * `heap.track` over (`['track', name, properties]`). Its counting of later client-side navigations is Heap's own
 * code, not modelled: what this shows is that the shell sends it no page view, only named events.
 */
export const answeredTag = {
  script: `https://cdn.heapanalytics.com/js/heap-${e2eEnv.VITE_HEAP_APP_ID}.js`,
  beacon: 'https://heapanalytics.com/h',
  fakeTag: `
      const queued = Array.from(window.heap);
      report(['pageview']);
      for (const call of queued) report(Array.from(call));
      window.heap.track = (name, properties) => report(['track', name, properties]);
      window.heap.push = (call) => report(Array.from(call));`,
};

/** The named events among the calls its script received, for the full tag set's spec: each `heap.track`. */
export const namedEvents = (calls) => calls.filter(([method]) => method === 'track').map(([, name]) => String(name));

/**
 * For tests/e2e/vendors/loaded-once-granted.spec.ts: its global, and its script's calls after "Accept all": the page
 * it loads on, counted by Heap itself, then the sample event tracked before the choice; on the next page nothing from
 * the shell (it sends Heap no page view).
 */
export const loadedOnceGranted = {
  global: 'heap',
  accepted: [['pageview'], ['track', 'Sample Event', { source: 'lab', currentPage: '/' }]],
  nextPage: [],
};
