import { useLocation } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';
import { LANGUAGE_CHOICE_FIELDS, LANGUAGE_CHOICE_PATH, languageCookie } from '../../domain/language-choice';
import { useLanguage } from '../hooks/use-language';
import { useHydrated } from '../hooks/use-hydrated';
import { useLanguageChoiceServed, useOfferedLanguages } from '../hooks/use-ports';
import { languageName } from '../../i18n/language-names';
import { LANGUAGE_CHOICE_ID } from './language-choice-id';

/**
 * The visitor's language choice, on the privacy page: it overrides what their browser asks for, and
 * is remembered in a cookie the server reads, so every page after it is rendered in it. Each language
 * is named in itself, so a visitor who cannot read this page's language still finds theirs.
 *
 * A real form: without the app (no JavaScript, or before it has loaded and the boot script has stood
 * down) the browser posts it, and the Node server sets the cookie and sends the visitor back to this
 * page (server/language/language-choice-route.ts). With the app, the submit sets the same cookie here
 * and reloads: static hosting has no server to post to, and the page comes back at once, one request.
 * The select is left uncontrolled and read at submit, so a language picked before hydration is the one
 * submitted when the boot script replays the tap (src/boot/early-input.ts).
 *
 * Where nothing answers the post (static hosting, `npm run dev`), the form has nowhere to go without the
 * app: it stays invisible (in its place) until the app has taken the page over, rather than offer a choice whose post
 * would end on the host's error page. A visitor without JavaScript there gets the language their
 * browser asks for, when the host chooses by it (docs/i18n.md, Static hosting).
 */
export function LanguageChoice() {
  const { code, messages } = useLanguage();
  const offered = useOfferedLanguages();
  const served = useLanguageChoiceServed();
  const hydrated = useHydrated();
  const here = useLocation({ select: ({ pathname, searchStr }) => `${pathname}${searchStr}` });
  const selectId = useId();
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get(LANGUAGE_CHOICE_FIELDS.language);
    if (typeof chosen !== 'string') return;
    document.cookie = languageCookie(chosen, window.location.protocol === 'https:');
    window.location.reload();
  };
  return (
    <form
      id={LANGUAGE_CHOICE_ID}
      className="language-choice"
      {...(served ? { method: 'post', action: LANGUAGE_CHOICE_PATH } : {})}
      // Not `hidden`: its place is kept, so the page below does not move down when the app shows it (shell.css).
      data-waiting-for-app={!served && !hydrated ? '' : undefined}
      onSubmit={choose}
    >
      <input type="hidden" name={LANGUAGE_CHOICE_FIELDS.returnTo} value={here} />
      <label htmlFor={selectId}>{messages.language.label}</label>{' '}
      <select id={selectId} name={LANGUAGE_CHOICE_FIELDS.language} defaultValue={code}>
        {offered.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageName(language)}
          </option>
        ))}
      </select>{' '}
      <button type="submit">{messages.language.change}</button>
    </form>
  );
}
