// The same app, behind vanilla-cookieconsent (as its docs show for a bundled app): the tags above wait for
// their category, and the app's own visit counter waits for "analytics".
import * as CookieConsent from '/vendor/cookieconsent/cookieconsent.esm.js';

const countVisit = () => {
  document.cookie = 'returning_visitor=1; Path=/; Max-Age=31536000; SameSite=Lax';
  localStorage.setItem('visit-count', String(Number(localStorage.getItem('visit-count') ?? 0) + 1));
};
document.getElementById('root').innerHTML = '<h1>Vite + React</h1><div class="card"><button type="button">count is 0</button></div>';
CookieConsent.run({
  categories: {
    necessary: { enabled: true, readOnly: true },
    analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: 'returning_visitor' }] } },
    marketing: { autoClear: { cookies: [{ name: /^_fb/ }] } },
  },
  onConsent: ({ cookie }) => {
    if (cookie.categories.includes('analytics')) countVisit();
  },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'We use cookies',
          description: 'Analytics and advertising, with your consent.',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Reject all',
        },
        preferencesModal: {
          title: 'Cookie preferences',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Reject all',
          savePreferencesBtn: 'Save preferences',
          sections: [
            { title: 'Analytics', linkedCategory: 'analytics' },
            { title: 'Advertising', linkedCategory: 'marketing' },
          ],
        },
      },
    },
  },
});
