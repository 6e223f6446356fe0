import { createFileRoute } from '@tanstack/react-router';
import { CHOOSABLE_PURPOSES, decisionKind, runsUntilOptOut, type ConsentMode, type ConsentState } from '../../domain/consent';
import { CONSENT_PURPOSES_STORAGE_KEY, CONSENT_STORAGE_KEY } from '../../domain/stored-consent';
import { LANGUAGE_COOKIE } from '../../domain/language-choice';
import { UNSENT_CALLS_STORAGE_KEY } from '../../domain/unsent-calls';
import { isOnRequestPort } from '../../domain/vendor-facts';
import type { Messages } from '../../i18n/messages/en';
import { useConsent } from '../../ui/hooks/use-consent';
import { useHydrated } from '../../ui/hooks/use-hydrated';
import { useLanguage } from '../../ui/hooks/use-language';
import {
  useConsentMode,
  useEmbedChoices,
  useGlobalPrivacyControl,
  usePrivacyServices,
  useReconsentAfterMonths,
} from '../../ui/hooks/use-ports';
import { ConsentLedgerStorage, ConsentRecordNote } from '../../ui/shell/consent-record-note';
import { useCookieSettings } from '../../ui/shell/cookie-settings';
import { LanguageChoice } from '../../ui/shell/language-choice';
import { vendorPrivacySentence } from '../../i18n/vendor-privacy-words';
import { withParts } from '../../ui/shell/with-parts';
import { StoredOnDevice } from '../../ui/shell/stored-on-device-table';

/**
 * The shell's privacy page (SPEC §2), at /privacy: "(shell)" is a route group, a folder that names
 * whose pages these are without adding to their path. Its own chunk (automatic code splitting):
 * every visitor pays for the shell, few read the policy.
 */
export const Route = createFileRoute('/privacy')({
  component: PrivacyPage,
  staticData: { title: ({ messages }) => messages.privacy.pageTitle },
});

/** The visitor's current choice, in a sentence. */
function choiceText(state: ConsentState, mode: ConsentMode, messages: Messages, language: string): string {
  const { privacy } = messages;
  if (state.status === 'unknown') return runsUntilOptOut(mode) ? privacy.noChoiceNotice : privacy.noChoiceOptIn;
  switch (decisionKind(state.choices)) {
    case 'accepted':
      return privacy.accepted;
    case 'declined':
      return privacy.declined;
    case 'partial': {
      const list = new Intl.ListFormat(language, { type: 'conjunction' });
      const names = (granted: boolean) =>
        list.format(
          CHOOSABLE_PURPOSES.filter((purpose) => state.choices[purpose] === granted).map(
            (purpose) => messages.purposes[purpose].inSentence,
          ),
        );
      return privacy.partial(names(true), names(false));
    }
  }
}

/**
 * SPEC §2 leaves the policy's content unshown. This placeholder names what the shell itself can
 * store and send, so a product team starts from facts and adds its own legal text.
 */
function PrivacyPage() {
  const all = usePrivacyServices();
  // A chat vendor runs only when the visitor opens the chat: it has a section of its own, under no purpose.
  const services = all.flatMap((service) => (isOnRequestPort(service.port) ? [] : [{ ...service, port: service.port }]));
  const chats = all.filter((service) => isOnRequestPort(service.port));
  // The embed services the site's pages show (VITE_EMBEDS): each only once the visitor loads it.
  const embeds = useEmbedChoices();
  const mode = useConsentMode();
  const globalPrivacyControl = useGlobalPrivacyControl();
  const reconsentAfterMonths = useReconsentAfterMonths();
  const consent = useConsent();
  // The choice below is this browser's, known once hydrated: until then the HTML's (a first visit's) is not painted for a returning visitor.
  const hydrated = useHydrated();
  const cookieSettings = useCookieSettings();
  const { code, messages } = useLanguage();
  const { privacy, purposes } = messages;
  // Names of keys and code (<code dir="ltr">) read left to right, isolated, inside a right-to-left page (issue 36).
  return (
    <article>
      <h1>{privacy.pageTitle}</h1>
      <p>
        {withParts(messages.sentences('{lead}', '{text}'), { lead: <strong>{privacy.placeholderLead}</strong>, text: privacy.placeholder })}
      </p>
      <LanguageChoice />

      <h2>{privacy.storedHeading}</h2>
      <ul>
        <li>
          {withParts(privacy.storedFlag, {
            cookieAccepted: <code dir="ltr">{CONSENT_STORAGE_KEY}</code>,
            true: <code dir="ltr">true</code>,
            false: <code dir="ltr">false</code>,
            // The banner's button that accepts them all, as the visitor's mode shows it.
            accept: mode === 'opt-in' ? messages.preferences.acceptAll : messages.banner.accept,
          })}
        </li>
        <li>
          {withParts(
            messages.sentences(
              privacy.storedDetail,
              mode === 'opt-in' ? messages.sentences(privacy.askAgain(reconsentAfterMonths), privacy.clearing) : privacy.clearing,
            ),
            { cookieConsent: <code dir="ltr">{CONSENT_PURPOSES_STORAGE_KEY}</code> },
          )}
        </li>
        <li>{withParts(privacy.storedLanguage, { cookieLanguage: <code dir="ltr">{LANGUAGE_COOKIE}</code> })}</li>
        <ConsentLedgerStorage />
        {services.length > 0 && (
          <li>{withParts(privacy.storedUnsent, { unsentCalls: <code dir="ltr">{UNSENT_CALLS_STORAGE_KEY}</code> })}</li>
        )}
        <li>{privacy.storedByServices}</li>
      </ul>
      <StoredOnDevice />

      <h2>{privacy.servicesHeading}</h2>
      {services.length === 0 && embeds.length === 0 ? (
        <p>{privacy.noServices}</p>
      ) : (
        <ul>
          {services.map((service) => (
            <li key={`${service.port} ${service.name}`}>
              {withParts(privacy.serviceLine, {
                kind: <strong>{privacy.serviceKinds[service.port]}</strong>,
                service: service.name,
                purpose: purposes[service.purpose].inSentence,
                receives:
                  service.port === 'errors'
                    ? messages.sentences(
                        vendorPrivacySentence(service.receives, messages),
                        mode === 'opt-in' ? privacy.errorsOptIn : privacy.errorsNotice,
                      )
                    : vendorPrivacySentence(service.receives, messages),
              })}
            </li>
          ))}
          {embeds.map((embed) => (
            <li key={`embed ${embed.id}`} data-embed-service={embed.id}>
              {messages.embeds.privacyLine(embed.label, purposes[embed.purpose].inSentence)}
            </li>
          ))}
        </ul>
      )}
      <p>
        {messages.sentences(
          mode === 'opt-in' ? privacy.loadingOptIn : privacy.loadingNotice,
          globalPrivacyControl ? privacy.gpcOn : privacy.gpcOff,
        )}
      </p>

      {chats.length > 0 && (
        <section data-testid="chat-services">
          <h2>{messages.chat.privacyHeading}</h2>
          <p>{messages.chat.privacyLead}</p>
          <ul>
            {chats.map((service) => (
              <li key={`${service.port} ${service.name}`} data-chat-service={service.vendor}>
                {withParts(privacy.serviceLine, {
                  kind: <strong>{messages.chat.kind}</strong>,
                  service: service.name,
                  purpose: messages.chat.onRequest,
                  receives: vendorPrivacySentence(service.receives, messages),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}

      <h2>{privacy.settingsHeading}</h2>
      {/* The button before what only this browser knows (the choice, its record), which the page's HTML cannot
          show: what changes once the app has read it is below the button, so the button never moves under a tap. */}
      <button type="button" onClick={cookieSettings.open}>
        {privacy.settingsButton}
      </button>
      <p className="privacy-choice" data-testid="cookie-choice" data-read-in-browser={hydrated ? '' : undefined}>
        {choiceText(consent.state, mode, messages, code)}
      </p>
      <ConsentRecordNote state={consent.state} />

      <h2>{privacy.choicesHeading}</h2>
      <p>{privacy.choices}</p>
    </article>
  );
}
