import { useId, useState, type FormEvent } from 'react';
import { languageCookie } from '../../domain/language-choice';
import { useLanguage } from '../hooks/use-language';
import { useOfferedLanguages } from '../hooks/use-ports';
import { languageName } from '../../i18n/catalogs';
import { LANGUAGE_CHOICE_ID } from './language-choice-id';

/**
 * The visitor's language choice, on the privacy page: it overrides what their browser asks for, and
 * is remembered in a cookie the server reads, so every page after the reload is rendered in it. Each
 * language is named in itself, so a visitor who cannot read this page's language still finds theirs.
 */
export function LanguageChoice() {
  const { code, messages } = useLanguage();
  const offered = useOfferedLanguages();
  const [chosen, setChosen] = useState(code);
  const selectId = useId();
  const choose = (event: FormEvent) => {
    event.preventDefault();
    document.cookie = languageCookie(chosen, window.location.protocol === 'https:');
    window.location.reload();
  };
  return (
    <form id={LANGUAGE_CHOICE_ID} className="language-choice" onSubmit={choose}>
      <label htmlFor={selectId}>{messages.language.label}</label>{' '}
      <select id={selectId} value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
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
