import { useId, useState, type ReactNode } from 'react';
import { ALL_GRANTED, ALL_REFUSED, runsUntilOptOut, type ConsentMode, type ConsentState, type PurposeChoices } from '../../domain/consent';
import { PURPOSES, type Purpose } from '../../domain/purpose';
import { isOnRequestPort } from '../../domain/vendor-facts';
import type { PrivacyService } from '../shell-context';
import type { Messages } from '../../i18n/messages/en';
import type { VisitorLanguage } from '../../i18n/catalogs';
import { languageName } from '../../i18n/language-names';
import { serviceOtherPart } from './service-other-part';
import { withParts } from './with-parts';
import { ChoiceView } from './choice-view';

export interface CookiePreferencesProps {
  readonly mode: ConsentMode;
  readonly state: ConsentState;
  readonly globalPrivacyControl: boolean;
  readonly services: readonly PrivacyService[];
  readonly onChoose: (choices: PurposeChoices) => void;
  readonly onCancel: () => void;
  /**
   * The page's language, and its link to the language choice on the privacy page, from the layout: this
   * view is a chunk of its own, and one that reads the router itself makes the bundler split the router
   * out of the entry into a file of its own (an extra request and some 0.5 KiB on every page).
   */
  readonly language: VisitorLanguage;
  readonly linkToLanguageChoice: (text: ReactNode) => ReactNode;
}

/**
 * The switches start where the visitor is: their choice when they made one; otherwise everything
 * off in opt-in mode (nothing is pre-ticked for them) and on in notice and opt-out modes (what runs now).
 */
function startingChoices(mode: ConsentMode, state: ConsentState): PurposeChoices {
  if (state.status === 'decided') return state.choices;
  return runsUntilOptOut(mode) ? ALL_GRANTED : ALL_REFUSED;
}

/** Who a purpose's data goes to on this site, in the services' own names. */
function servicesFor(purpose: Purpose, services: readonly PrivacyService[], messages: Messages, language: string): string {
  const names = services.flatMap((service) => {
    // A chat is loaded at the visitor's own request, under no purpose they choose here (the privacy page names it apart).
    if (isOnRequestPort(service.port)) return [];
    if (service.purpose === purpose) return [service.name];
    const part = serviceOtherPart(service, purpose, messages);
    return part ? [messages.preferences.serviceWithPart(service.name, part)] : [];
  });
  // A conjunction list: a unit list joins with a bare space in Japanese and Korean, and with nothing in Chinese (issue 36).
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  return names.length > 0 ? messages.preferences.usedBy(list.format(names)) : messages.preferences.noServiceOfKind;
}

/**
 * The preferences view: one labelled switch per purpose, with the services it covers, and Save, in a
 * ChoiceView (the banner's place, keyboard focus, Escape or Cancel).
 */
export function CookiePreferences({
  mode,
  state,
  globalPrivacyControl,
  services,
  onChoose,
  onCancel,
  language: { code: language, messages },
  linkToLanguageChoice,
}: CookiePreferencesProps) {
  const titleId = useId();
  const [choices, setChoices] = useState<PurposeChoices>(() => startingChoices(mode, state));
  const { preferences, purposes } = messages;

  // GPC keeps marketing off whatever is switched: the view shows it off and says why.
  const forced = (purpose: Purpose) => purpose === 'marketing' && globalPrivacyControl;
  const save = () => {
    // Under GPC the store records marketing refused, whichever button is pressed (decisionFrom, in the consent engine).
    onChoose(choices);
  };
  // What a purpose is for, who receives it, and why it is locked off: sentences joined as the language joins them.
  const describe = (purpose: Purpose) => {
    const described = messages.sentences(purposes[purpose].description, servicesFor(purpose, services, messages, language));
    return forced(purpose) ? messages.sentences(described, preferences.gpcNote) : described;
  };
  return (
    <ChoiceView
      testId="cookie-preferences"
      title={preferences.title}
      intro={preferences.intro}
      cancelLabel={preferences.cancel}
      onSave={save}
      onCancel={onCancel}
      actions={
        <>
          <button type="submit" className="cookie-banner__button">
            {preferences.save}
          </button>
          <button type="button" className="cookie-banner__button" onClick={() => onChoose(ALL_GRANTED)}>
            {preferences.acceptAll}
          </button>
          <button type="button" className="cookie-banner__button" onClick={() => onChoose(ALL_REFUSED)}>
            {preferences.rejectAll}
          </button>
        </>
      }
      after={
        // The language choice lives on the privacy page (LanguageChoice); from here it is one link away.
        <p className="cookie-preferences__language">
          {linkToLanguageChoice(withParts(messages.language.current, { label: messages.language.label, language: languageName(language) }))}
        </p>
      }
    >
      <ul className="cookie-preferences__purposes">
        {PURPOSES.map((purpose) => {
          const id = `${titleId}-${purpose}`;
          const necessary = purpose === 'necessary';
          const checked = necessary || (!forced(purpose) && choices[purpose]);
          return (
            <li key={purpose} className="cookie-preferences__purpose">
              <div className="cookie-preferences__switch">
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  checked={checked}
                  disabled={necessary || forced(purpose)}
                  aria-describedby={`${id}-description`}
                  onChange={(event) => {
                    if (necessary) return;
                    const on = event.currentTarget.checked;
                    setChoices((previous) => ({ ...previous, [purpose]: on }));
                  }}
                />
                <label htmlFor={id}>{purposes[purpose].name}</label>
              </div>
              <p id={`${id}-description`} className="cookie-preferences__description">
                {describe(purpose)}
              </p>
            </li>
          );
        })}
      </ul>
    </ChoiceView>
  );
}
