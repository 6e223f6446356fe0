import type { Messages } from './en';

/**
 * Months after "po" (after) take the locative: "po miesiącu" for 1, and "po N miesiącach" for every other
 * number, since the Polish locative plural is the same for 2–4, 5–21 and 22–24… (it has no few/many split,
 * unlike the nominative and genitive). 12 is "po roku" (after a year).
 */
function months(count: number): string {
  if (count === 12) return 'roku';
  if (count === 1) return 'miesiącu';
  return `${count} miesiącach`;
}

/**
 * Polish. The visitor is addressed in the second person singular with the courtesy capitals (Ty, Twój, Ci),
 * the usual form on Polish websites; what the visitor did in the past is said impersonally
 * ("Zaakceptowano"), since a second-person past tense would have to guess their gender.
 * Words and button labels: src/i18n/glossary.md.
 */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Używamy plików cookie',
    body: {
      beforeLink:
        'Pliki cookie pomagają nam ulepszać naszą witrynę oraz pozwalają nam przeglądać i przechowywać Twoje interakcje z nią. Kontynuując, zgadzasz się na używanie przez nas plików cookie. Więcej wyjaśnia nasza ',
      link: 'polityka prywatności',
      afterLink: '.',
    },
    askingBody: {
      beforeLink:
        'Czy możemy używać opcjonalnych plików cookie? Pomagają nam ulepszać naszą witrynę i rozumieć, jak jest używana. Dopóki nie dokonasz wyboru, nic opcjonalnego nie jest uruchamiane, a swój wybór możesz zmienić w dowolnym momencie. Więcej wyjaśnia nasza ',
      link: 'polityka prywatności',
      afterLink: '.',
    },
    accept: 'Rozumiem',
    choose: 'Wybierz pliki cookie',
    announcement: 'Używamy plików cookie: informacja o plikach cookie na dole strony.',
  },
  preferences: {
    title: 'Ustawienia plików cookie',
    intro: 'Wybierz, czego ta witryna może używać. Możesz to zmienić w dowolnym momencie na stronie polityki prywatności.',
    save: 'Zapisz',
    acceptAll: 'Zaakceptuj wszystkie',
    rejectAll: 'Odrzuć wszystkie',
    cancel: 'Anuluj',
    gpcNote: 'Twoja przeglądarka wysyła sygnał Global Privacy Control, więc ta opcja pozostaje wyłączona.',
    usedBy: (services: string) => `Używane przez: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'W tej witrynie nie działa żadna usługa tego rodzaju.',
  },
  purposes: {
    necessary: {
      name: 'Niezbędne',
      inSentence: 'niezbędne funkcje',
      description: 'Zapamiętanie tego wyboru oraz raporty o błędach, które utrzymują działanie witryny. Zawsze włączone.',
    },
    analytics: {
      name: 'Analityka',
      inSentence: 'analityka',
      description: 'Strony, które wyświetlasz, i to, co klikasz, abyśmy mogli zrozumieć, jak witryna jest używana.',
    },
    marketing: {
      name: 'Reklama',
      inSentence: 'reklama',
      description: 'Te same zdarzenia, udostępniane sieci reklamowej w celu pomiaru jej reklam.',
    },
    experience: {
      name: 'Nagrywanie sesji',
      inSentence: 'nagrywanie sesji',
      description: 'Mapy cieplne i nagrania sesji, abyśmy mogli zobaczyć, gdzie witryna Ci przeszkadza.',
    },
  },
  privacyChoices: {
    link: 'Twoje wybory dotyczące prywatności',
    intro:
      'Ta witryna udostępnia część Twojej aktywności sieciom reklamowym. Wyłącz tę opcję, aby zrezygnować ze sprzedaży i udostępniania Twoich danych osobowych oraz z reklam ukierunkowanych.',
    sale: 'Sprzedaż, udostępnianie i reklamy ukierunkowane',
    gpcHonored: 'Sygnał rezygnacji został uwzględniony',
  },
  language: {
    label: 'Język',
    change: 'Zmień',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Polityka prywatności',
    placeholderLead: 'Tekst zastępczy.',
    placeholder:
      'Zastąp tę stronę własną polityką. Wymienia ona, co ta powłoka aplikacji może przechowywać i z jakich usług może korzystać, zależnie od jej konfiguracji.',
    storedHeading: 'Co przechowujemy na Twoim urządzeniu',
    storedFlag:
      '{cookieAccepted} w pamięci lokalnej Twojej przeglądarki: {true}, gdy akceptujesz pliki cookie (wszystkie przyciskiem „{accept}” lub te, które wybierzesz), {false}, gdy odrzucasz je wszystkie, aby baner pozostawał ukryty podczas kolejnych wizyt.',
    storedDetail:
      '{cookieConsent} obok: na które cele zezwolono, na którą wersję tej polityki udzielono odpowiedzi, kiedy, oraz Twój identyfikator zgody (losowa liczba, po której odnajdujemy Twoje wpisy na naszym serwerze).',
    askAgain: (count: number) => `Pytamy ponownie, gdy ta polityka się zmieni, lub po ${months(count)}.`,
    clearing: 'Wyczyszczenie danych przeglądarki usuwa oba wpisy.',
    storedLanguage:
      '{cookieLanguage}, plik cookie, tylko gdy wybierzesz język na tej stronie: wybrany język, aby nasz serwer odpowiadał w tym języku.',
    storedLedger:
      '{cookieConsentOutbox} i {cookieConsentReceipt}: każdy Twój wybór jest też wysyłany na nasz własny serwer jako dowód Twojej zgody. Wybór czeka w pierwszym, dopóki serwer go nie otrzyma, a drugi przechowuje informację, kiedy serwer zapisał Twój ostatni wybór.',
    storedUnsent:
      '{unsentCalls}, tylko gdy opuścisz stronę, zanim usługa się uruchomi: dozwolone przez Ciebie odsłony stron i zdarzenia, które jeszcze do niej nie dotarły. Są wysyłane podczas Twojej następnej wizyty i usuwane, a nic starszego niż tydzień nie jest przechowywane.',
    storedTable: {
      caption: 'Wszystkie pliki cookie i klucze pamięci, które mogą ustawiać ta witryna i jej usługi, oraz ich cel',
      name: 'Nazwa',
      service: 'Usługa',
      purpose: 'Cel',
      lifetime: 'Okres przechowywania',
      thisSite: 'Ta witryna',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'plik cookie', localStorage: 'pamięć lokalna', sessionStorage: 'pamięć sesji' },
    },
    storedByServices:
      'Wymienione poniżej usługi analityczne, map cieplnych, reklamowe i monitorowania błędów mogą ustawiać własne pliki cookie.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Usługi, z których korzystamy',
    noServices: 'Ta witryna nie wysyła niczego do żadnej usługi analitycznej, reklamowej, map cieplnych ani monitorowania błędów.',
    serviceKinds: {
      analytics: 'Analityka produktowa',
      pixel: 'Piksel reklamowy',
      heatmap: 'Mapy cieplne',
      errors: 'Monitorowanie błędów i nagrywanie sesji',
    },
    errorsOptIn:
      'Raporty o błędach są wysyłane niezależnie od Twojego wyboru, ponieważ utrzymanie działania witryny jest naszym prawnie uzasadnionym interesem; sesje są nagrywane tylko wtedy, gdy zezwolisz na pliki cookie nagrywania sesji, a nagrywanie zatrzymuje się, jeśli wycofasz zgodę.',
    errorsNotice:
      'Raporty o błędach są częścią działania witryny i są wysyłane od pierwszej odwiedzonej przez Ciebie strony; sesje są nagrywane, chyba że wyłączysz pliki cookie nagrywania sesji.',
    loadingOptIn:
      'Żadna usługa analityczna, reklamowa ani map cieplnych nie jest ładowana i nic nie jest do niej wysyłane, dopóki nie zezwolisz na jej cel; to, co odrzucisz, pozostaje wyłączone.',
    loadingNotice:
      'Te usługi działają od pierwszej odwiedzonej przez Ciebie strony; informuje o tym baner cookie. Każdy cel możesz wyłączyć w Ustawieniach plików cookie.',
    gpcOn:
      'Twoja przeglądarka wysyła sygnał Global Privacy Control, więc piksel reklamowy nigdy nie jest ładowany i niczego nie otrzymuje.',
    gpcOff:
      'Jeśli Twoja przeglądarka wysyła sygnał Global Privacy Control, piksel reklamowy nigdy nie jest ładowany i niczego nie otrzymuje.',
    settingsHeading: 'Ustawienia plików cookie',
    noChoiceNotice: 'Nie dokonano jeszcze wyboru dotyczącego plików cookie; wymienione powyżej usługi działają, dopóki ich nie wyłączysz.',
    noChoiceOptIn: 'Nie dokonano jeszcze wyboru dotyczącego plików cookie.',
    accepted: 'Zaakceptowano pliki cookie.',
    declined: 'Odrzucono pliki cookie.',
    partial: (granted: string, refused: string) => `Zaakceptowano pliki cookie w celach: ${granted}; odrzucono je w celach: ${refused}.`,
    settingsButton: 'Ustawienia plików cookie',
    choicesHeading: 'Twoje wybory',
    choices:
      'W każdej chwili możesz wyczyścić dane tej witryny w swojej przeglądarce i zablokować te usługi w ustawieniach przeglądarki lub rozszerzenia; witryna działa także bez nich.',
  },
  consentRecord: {
    consentId: 'Twój identyfikator zgody to {consentId}.',
    recordedOn: 'Twój obecny wybór został zapisany na naszym serwerze {time}.',
    pending:
      'Twój obecny wybór czeka na zapisanie na naszym serwerze; Twoja przeglądarka wysyła go ponownie, dopóki nie zostanie zapisany.',
    unrecorded: 'Twoja przeglądarka nie ma potwierdzenia z naszego serwera dla Twojego obecnego wyboru.',
    history: 'Każdy wybór zapisany pod tym identyfikatorem, w formacie JSON: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Czy pliki cookie zostały zaakceptowane, czy odrzucone, aby baner pozostawał ukryty podczas kolejnych wizyt.',
      'consent-detail': 'Na które cele zezwolono, na którą wersję polityki udzielono odpowiedzi, kiedy, oraz Twój identyfikator zgody.',
      'scroll-positions':
        'Miejsce, do którego przewinięto każdą stronę, aby powrót (lub ponowne wczytanie) zaprowadził Cię z powrotem w to miejsce.',
      'language-choice': 'Język wybrany na stronie prywatności, aby nasz serwer odpowiadał w nim (dopiero gdy go wybierzesz).',
      'unsent-calls':
        'Dozwolone przez Ciebie odsłony stron i zdarzenia, które nie dotarły do usługi przed opuszczeniem strony; wysyłane podczas Twojej następnej wizyty.',
      'consent-outbox': 'Zapisy Twoich wyborów, których odbioru nasz serwer jeszcze nie potwierdził.',
      'consent-receipt': 'Potwierdzenie wydane przez nasz serwer dla Twojego ostatniego wyboru.',
      'visitor-id': 'Losowy identyfikator, który odróżnia odwiedzających.',
      'visitor-id-and-settings': 'Losowy identyfikator, który odróżnia odwiedzających, oraz ustawienia usługi.',
      'visitor-id-for-ads': 'Odróżnia odwiedzających w celu pomiaru reklam.',
      'referring-site': 'Witryna, z której nastąpiło wejście, aby przypisać wizytę reklamie, która do niej doprowadziła.',
      'own-keys-index': 'Lista elementów zapisanych przez usługę na tym urządzeniu.',
      'visitor-id-and-session': 'Anonimowy identyfikator, który odróżnia odwiedzających, oraz bieżąca wizyta.',
      'visitor-and-user-ids':
        'Anonimowy identyfikator, który odróżnia odwiedzających (oraz identyfikator użytkownika, jeśli został ustawiony).',
      'visitor-id-and-event-properties': 'Twój identyfikator w usłudze i właściwości wysyłane z każdym zdarzeniem.',
      'current-visit': 'Bieżąca wizyta: które strony i zdarzenia do niej należą.',
      'arrival-source': 'Twoje pierwsze wejście na stronę: witryna, wyszukiwarka lub kampania, która Cię tu skierowała.',
      'visit-end': 'Kiedy kończy się bieżąca wizyta.',
      'visitor-id-end': 'Kiedy wygasa identyfikator odwiedzającego.',
      'visit-recording': 'Łączy strony jednej wizyty w nagranie sesji.',
      'returning-visitor': 'Czy witryna była już wcześniej odwiedzana.',
      'tab-recording': 'Czy ta karta jest nagrywana, oraz sesja nagrania, do której należy.',
      'working-data': 'Dane robocze usługi: domena najwyższego poziomu, próbkowanie, test pamięci, atrybuty użytkownika.',
      'tab-id': 'Odróżnia tę kartę od innych otwartych w witrynie.',
      'open-tabs': 'Karty otwarte teraz w witrynie.',
      'tracking-allowed': 'Czy usługa może zbierać dane.',
      'cookies-allowed': 'Czy usługa może zapisywać pliki cookie.',
      'retry-queue': 'Zdarzenia czekające na ponowne wysłanie po nieudanym żądaniu.',
      'chat-conversation': 'Zachowuje Twoją rozmowę na czacie między stronami i wizytami.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Przechowuje kliknięcie reklamy {network}, które Cię tu sprowadziło.',
    stays: {
      'tab-session': 'sesja tej karty',
      'at-most-session': 'najwyżej do końca sesji',
      'until-removed': 'do usunięcia',
      'until-cleared': 'do wyczyszczenia danych tej witryny',
      'until-sent': 'do wysłania',
      'until-sent-at-most-a-week': 'do wysłania, najwyżej tydzień',
      'until-confirmed': 'do potwierdzenia przez serwer',
      'until-next-choice': 'do Twojego następnego wyboru',
    },
    spans: {
      minutes: { one: '# minuta', few: '# minuty', many: '# minut', other: '# minuty' },
      days: { one: '# dzień', few: '# dni', many: '# dni', other: '# dnia' },
      months: { one: '# miesiąc', few: '# miesiące', many: '# miesięcy', other: '# miesiąca' },
      years: { one: '# rok', few: '# lata', many: '# lat', other: '# roku' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'wyświetlane przez Ciebie strony i nazwane zdarzenia',
      'page-views': 'tylko wyświetlane przez Ciebie strony',
      'same-named-events': 'te same nazwane zdarzenia',
      'named-events-and-conversions': 'nazwane zdarzenia i konwersje',
      'page-views-and-counted-conversions': 'wyświetlane przez Ciebie strony i konwersje zliczane przez nazwane zdarzenia',
      'scrolls-and-clicks': 'sposób przewijania i klikania stron',
      'session-recordings': 'nagranie tego, co widać na stronach i co się na nich robi',
      'errors-and-traces': 'błędy i ślady wydajności',
      errors: 'błędy',
      'nothing-leaves-the-page': 'nic: wywołania są zapisywane tylko na tej stronie',
      'chat-messages': 'to, co piszesz na czacie, wraz z Twoim adresem IP, danymi Twojej przeglądarki i stroną, na której jesteś',
    },
    facts: {
      'each-with-its-page': ', każde ze stroną, na której wystąpiło',
      'without-cookies': ', bez plików cookie',
      'sampled-session-recordings': ' oraz nagranie próbki sesji (jednej na dziesięć i każdej sesji, w której wystąpi błąd)',
      'loaded-after-page-load': '; wczytywane po zakończeniu ładowania strony',
      'clicks-and-form-use': ', a także Twoje kliknięcia i korzystanie z formularzy na każdej stronie',
      'through-site-address': ', wysyłane przez własny adres tej witryny',
      'measures-advertising': ', w celu pomiaru reklam',
      'measures-and-targets-advertising': ', w celu pomiaru i kierowania reklam',
    },
    measuresAdvertisingOn: ', w celu pomiaru reklam w serwisie {network}',
    advertisingStorageOf: '; magazyn reklamowy {network} tylko wtedy, gdy zaakceptujesz reklamę',
    end: '.',
    parts: {
      'advertising-storage': 'magazyn reklamowy',
      'session-replay': 'nagrywanie sesji',
      'google-tag-measurement-storage': 'magazyn pomiarowy w tagu Google',
    },
  },
  embeds: {
    kinds: {
      video: 'Film',
      map: 'Mapa',
      post: 'Post',
      audio: 'Odtwarzacz audio',
      booking: 'Kalendarz rezerwacji',
      page: 'Osadzona strona',
    },
    receives: (service: string) =>
      `Wczytanie przekazuje serwisowi ${service} Twój adres IP, dane Twojej przeglądarki i adres tej strony oraz pozwala mu zapisywać pliki cookie.`,
    policyLink: (service: string) => `Polityka prywatności: ${service}`,
    loadOnce: 'Wczytaj raz',
    loadOnceLabel: (title: string) => `Wczytaj raz: ${title}`,
    alwaysAllow: (purpose: string) => `Zawsze zezwalaj: ${purpose}`,
    gpcNote:
      'Twoja przeglądarka prosi witryny, by nie udostępniały Twoich danych do celów reklamowych, więc to wczyta się tylko na Twoją prośbę.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, treści osadzone na niektórych stronach, cel: ${purpose}. Dopiero gdy je wczytasz, otrzymuje Twój adres IP i adres strony i może zapisywać własne pliki cookie.`,
    formKind: 'Formularz',
  },
  chat: {
    launcher: 'Napisz do nas',
    opens: (service: string) => `Otwiera czat serwisu ${service}, który zapisuje pliki cookie, aby zachować Twoją rozmowę.`,
    kind: 'Czat z obsługą klienta',
    onRequest: 'dopiero gdy otworzysz czat',
    privacyHeading: 'Wczytywane dopiero, gdy otworzysz czat',
    privacyLead:
      'Nic z tych serwisów nie jest wczytywane, dopóki nie otworzysz czatu. Czat otwierasz na własne życzenie, więc nie jest to żaden z celów, które wybierasz dla plików cookie.',
  },
  shell: {
    skipLink: 'Przejdź do treści',
    mainNav: 'Menu główne',
    privacyLink: 'Polityka prywatności',
    errorTitle: 'Coś poszło nie tak',
    errorBody: 'Nie udało się załadować tej części strony. Problem został zgłoszony.',
    tryAgain: 'Spróbuj ponownie',
  },
  notFound: {
    title: 'Nie znaleziono strony',
    body: 'Pod tym adresem nie ma żadnej strony.',
    home: 'Przejdź do strony głównej',
  },
} satisfies Messages;
