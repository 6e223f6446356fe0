import type { Messages } from './en';

/** Months in Hungarian: egy hónap (1), otherwise N hónap: after a numeral the noun stays singular. */
function months(count: number): string {
  if (count === 12) return 'egy év';
  return count === 1 ? 'egy hónap' : `${count} hónap`;
}

/**
 * Hungarian (addressing the visitor as Ön). Words and button labels: src/i18n/glossary.md. Purpose names in
 * `partial` follow a colon, so they stay in the nominative whatever the list holds.
 */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Sütiket használunk',
    body: {
      beforeLink:
        'A sütik segítenek weboldalunk fejlesztésében, és lehetővé teszik számunkra, hogy megtekintsük és megőrizzük az Ön interakcióit a weboldallal. Ha folytatja, Ön elfogadja, hogy sütiket használunk. ',
      link: 'Adatvédelmi tájékoztatónk',
      afterLink: ' bővebben elmagyarázza.',
    },
    askingBody: {
      beforeLink:
        'Használhatunk nem kötelező sütiket? Segítenek fejleszteni weboldalunkat, és megérteni, hogyan használják. Amíg nem dönt, egyetlen nem kötelező süti sem működik, és választását bármikor módosíthatja. ',
      link: 'Adatvédelmi tájékoztatónk',
      afterLink: ' bővebben elmagyarázza.',
    },
    accept: 'Értem',
    choose: 'Sütik kiválasztása',
    announcement: 'Sütiket használunk: sütikről szóló értesítés az oldal alján.',
  },
  preferences: {
    title: 'Sütibeállítások',
    intro: 'Válassza ki, mit használhat ez a weboldal. Ezt bármikor módosíthatja az adatvédelmi oldalon.',
    save: 'Mentés',
    acceptAll: 'Összes elfogadása',
    rejectAll: 'Összes elutasítása',
    cancel: 'Mégse',
    gpcNote: 'Böngészője Global Privacy Control jelzést küld, ezért ez kikapcsolva marad.',
    usedBy: (services: string) => `Használja: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Ezen a weboldalon nem fut ilyen típusú szolgáltatás.',
  },
  purposes: {
    necessary: {
      name: 'Szükséges',
      inSentence: 'szükséges',
      description: 'E választás megjegyzése, valamint a weboldal működését biztosító hibajelentések. Mindig bekapcsolva.',
    },
    analytics: {
      name: 'Analitika',
      inSentence: 'analitika',
      description: 'A megtekintett oldalak és az, amire kattint, hogy megértsük, hogyan használják a weboldalt.',
    },
    marketing: {
      name: 'Hirdetés',
      inSentence: 'hirdetés',
      description: 'Ugyanezek az események, megosztva egy hirdetési hálózattal, hogy az mérhesse a hirdetéseit.',
    },
    experience: {
      name: 'Munkamenet-rögzítés',
      inSentence: 'munkamenet-rögzítés',
      description: 'Hőtérképek és munkamenet-felvételek, hogy lássuk, hol akadályozza Önt a weboldal.',
    },
  },
  privacyChoices: {
    link: 'Adatvédelmi választásai',
    intro:
      'Ez a webhely tevékenysége egy részét megosztja hirdetési hálózatokkal. Kapcsolja ki, ha nem járul hozzá személyes adatai eladásához és megosztásához, sem a célzott hirdetésekhez.',
    sale: 'Eladás, megosztás és célzott hirdetés',
    gpcHonored: 'A leiratkozási jelzést figyelembe vettük',
  },
  language: {
    label: 'Nyelv',
    change: 'Módosítás',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Adatvédelmi tájékoztató',
    placeholderLead: 'Helykitöltő szöveg.',
    placeholder:
      'Cserélje le ezt az oldalt saját tájékoztatójára. Felsorolja, mit tárolhat ez az alkalmazáskeret, és milyen szolgáltatásokat használhat, a beállításától függően.',
    storedHeading: 'Mit tárolunk az Ön eszközén',
    storedFlag:
      '{cookieAccepted} a böngészője helyi tárolójában: {true}, ha elfogadja a sütiket (mindet az „{accept}” gombbal, vagy azokat, amelyeket kiválaszt), {false}, ha mindet elutasítja, hogy a sütisáv a későbbi látogatásokkor rejtve maradjon.',
    storedDetail:
      '{cookieConsent} mellette: mely célokat engedélyezte, a tájékoztató melyik változatára válaszolt, mikor, valamint az Ön hozzájárulás-azonosítója (egy véletlenszám, amely alapján az Ön bejegyzései megtalálhatók a szerverünkön).',
    askAgain: (count: number) => `Ismét megkérdezzük, ha ez a tájékoztató megváltozik, vagy ${months(count)} elteltével.`,
    clearing: 'A böngészőadatok törlése mindkettőt eltávolítja.',
    storedLanguage:
      '{cookieLanguage}, egy süti, csak ha ezen az oldalon nyelvet választ: a választott nyelv, hogy szerverünk ezen a nyelven válaszoljon.',
    storedLedger:
      '{cookieConsentOutbox} és {cookieConsentReceipt}: minden választását hozzájárulása igazolásaként a saját szerverünkre is elküldjük. A választás az elsőben várakozik, amíg a szerver meg nem kapja, a második pedig azt őrzi, mikor rögzítette a szerver a legutóbbi választását.',
    storedUnsent:
      '{unsentCalls}, csak ha elhagy egy oldalt, mielőtt egy szolgáltatás elindult volna: az Ön által engedélyezett oldalmegtekintések és események, amelyek még nem jutottak el hozzá. Ezeket a következő látogatásakor elküldjük és töröljük, és egy hétnél régebbi adatot nem őrzünk meg.',
    storedTable: {
      caption: 'Minden süti és tárolókulcs, amelyet ez a weboldal és szolgáltatásai elhelyezhetnek, és hogy mire szolgál',
      name: 'Név',
      service: 'Szolgáltatás',
      purpose: 'Cél',
      lifetime: 'Élettartam',
      thisSite: 'Ez a weboldal',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'süti', localStorage: 'helyi tároló', sessionStorage: 'munkamenet-tároló' },
    },
    storedByServices: 'Az alább felsorolt analitikai, hőtérkép-, hirdetési és hibafigyelő szolgáltatások saját sütiket is elhelyezhetnek.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Az általunk használt szolgáltatások',
    noServices: 'Ez a weboldal semmit nem küld semmilyen analitikai, hirdetési, hőtérkép- vagy hibafigyelő szolgáltatásnak.',
    serviceKinds: {
      analytics: 'Termékanalitika',
      pixel: 'Hirdetési pixel',
      heatmap: 'Hőtérképek',
      errors: 'Hibafigyelés és munkamenet-rögzítés',
    },
    errorsOptIn:
      'A hibajelentéseket választásától függetlenül elküldjük, mert a weboldal működőképességének fenntartása jogos érdekünk; munkameneteket csak akkor rögzítünk, ha engedélyezi a munkamenet-rögzítés sütijeit, és a rögzítés leáll, ha visszavonja hozzájárulását.',
    errorsNotice:
      'A hibajelentések a weboldal működtetésének részei, és az első oldaltól kezdve elküldjük őket; a munkameneteket rögzítjük, hacsak ki nem kapcsolja a munkamenet-rögzítés sütijeit.',
    loadingOptIn:
      'Egyetlen analitikai, hirdetési vagy hőtérkép-szolgáltatás sem töltődik be, és semmit nem küldünk neki, amíg nem engedélyezi a célját; amit elutasít, kikapcsolva marad.',
    loadingNotice:
      'Ezek a szolgáltatások az első oldaltól kezdve működnek; a sütisáv erről tájékoztatja Önt. Bármely célt kikapcsolhat a Sütibeállításokban.',
    gpcOn: 'Böngészője Global Privacy Control jelzést küld, ezért a hirdetési pixel soha nem töltődik be, és semmit sem kap.',
    gpcOff: 'Ha böngészője Global Privacy Control jelzést küld, a hirdetési pixel soha nem töltődik be, és semmit sem kap.',
    settingsHeading: 'Sütibeállítások',
    noChoiceNotice: 'Még nem döntött a sütikről; a fenti szolgáltatások addig működnek, amíg ki nem kapcsolja őket.',
    noChoiceOptIn: 'Még nem döntött a sütikről.',
    accepted: 'Ön elfogadta a sütiket.',
    declined: 'Ön elutasította a sütiket.',
    partial: (granted: string, refused: string) =>
      `Ön elfogadta a sütiket a következő célokra: ${granted}, és elutasította őket a következőkre: ${refused}.`,
    settingsButton: 'Sütibeállítások',
    choicesHeading: 'Az Ön lehetőségei',
    choices:
      'A weboldal adatait bármikor törölheti a böngészőjében, és ezeket a szolgáltatásokat letilthatja a böngészője vagy egy bővítmény beállításaiban; a weboldal nélkülük is működik.',
  },
  consentRecord: {
    consentId: 'Az Ön hozzájárulás-azonosítója: {consentId}.',
    recordedOn: 'Jelenlegi választását szerverünk ekkor rögzítette: {time}.',
    pending: 'Jelenlegi választása még arra vár, hogy szerverünk rögzítse; böngészője addig újraküldi, amíg ez meg nem történik.',
    unrecorded: 'Böngészője nem tárol visszaigazolást szerverünktől a jelenlegi választásáról.',
    history: 'Az ezen azonosító alatt rögzített összes választás JSON formátumban: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Elfogadta vagy elutasította-e a sütiket, hogy a sáv a későbbi látogatásokkor rejtve maradjon.',
      'consent-detail': 'Mely célokat engedélyezte, a szabályzat melyik változatára válaszolt, mikor, és az Ön hozzájárulási azonosítója.',
      'scroll-positions': 'Meddig görgetett az egyes oldalakon, hogy visszalépéskor (vagy újratöltéskor) oda térjen vissza.',
      'language-choice': 'Az adatvédelmi oldalon választott nyelv, hogy a szerverünk azon válaszoljon (csak ha választ egyet).',
      'unsent-calls':
        'Az Ön által engedélyezett oldalmegtekintések és események, amelyek nem értek el egy szolgáltatáshoz, amikor elhagyta az oldalt; a következő látogatáskor küldjük el őket.',
      'consent-outbox': 'Az Ön döntéseinek rekordjai, amelyek beérkezését szerverünk még nem igazolta.',
      'consent-receipt': 'A szerverünk által a legutóbbi döntéséről kiadott nyugta.',
      'visitor-id': 'Véletlenszerű azonosító, amely megkülönbözteti a látogatókat.',
      'visitor-id-and-settings': 'Véletlenszerű azonosító, amely megkülönbözteti a látogatókat, és a szolgáltatás beállításai.',
      'visitor-id-for-ads': 'Megkülönbözteti a látogatókat a hirdetések méréséhez.',
      'referring-site': 'A webhely, ahonnan érkezett, hogy a látogatást az ide vezető hirdetésnek lehessen tulajdonítani.',
      'own-keys-index': 'A szolgáltatás által erre az eszközre mentett elemek listája.',
      'visitor-id-and-session': 'Névtelen azonosító, amely megkülönbözteti a látogatókat, és az aktuális látogatás.',
      'visitor-and-user-ids': 'Névtelen azonosító, amely megkülönbözteti a látogatókat (és egy felhasználói azonosító, ha be van állítva).',
      'visitor-id-and-event-properties': 'Az Ön azonosítója a szolgáltatásnál, és az egyes eseményekkel küldött tulajdonságok.',
      'current-visit': 'Az aktuális látogatás: mely oldalak és események tartoznak hozzá.',
      'arrival-source': 'Hogyan érkezett először a webhelyre: az a webhely, keresőmotor vagy kampány, amely ide irányította.',
      'visit-end': 'Mikor ér véget az aktuális látogatás.',
      'visitor-id-end': 'Mikor jár le a látogatói azonosító.',
      'visit-recording': 'Egy látogatás oldalait munkamenet-felvétellé fűzi össze.',
      'returning-visitor': 'Járt-e már korábban a webhelyen.',
      'tab-recording': 'Rögzítik-e ezt a lapot, és a rögzítési munkamenet, amelyhez tartozik.',
      'working-data': 'A szolgáltatás működési adatai: a legfelső szintű domain, a mintavétel, egy tárolóteszt, felhasználói jellemzők.',
      'tab-id': 'Megkülönbözteti ezt a lapot a webhelyen megnyitott többi laptól.',
      'open-tabs': 'A webhelyen éppen megnyitott lapok.',
      'tracking-allowed': 'Gyűjthet-e adatokat a szolgáltatás.',
      'cookies-allowed': 'Beállíthat-e sütiket a szolgáltatás.',
      'retry-queue': 'Sikertelen kérés után újraküldésre váró események.',
      'chat-conversation': 'Megőrzi a csevegését oldalakon és látogatásokon át.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Megőrzi azt a hirdetéskattintást ({network}), amellyel ide érkezett.',
    stays: {
      'tab-session': 'ennek a lapnak a munkamenete',
      'at-most-session': 'legfeljebb a munkamenet végéig',
      'until-removed': 'eltávolításig',
      'until-cleared': 'amíg nem törli a webhely adatait',
      'until-sent': 'elküldésig',
      'until-sent-at-most-a-week': 'elküldésig, legfeljebb egy hétig',
      'until-confirmed': 'amíg a szerver meg nem erősíti őket',
      'until-next-choice': 'a következő döntéséig',
    },
    spans: {
      minutes: { one: '# perc', other: '# perc' },
      days: { one: '# nap', other: '# nap' },
      months: { one: '# hónap', other: '# hónap' },
      years: { one: '# év', other: '# év' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'a megtekintett oldalak és az elnevezett események',
      'page-views': 'csak a megtekintett oldalak',
      'same-named-events': 'ugyanezek az elnevezett események',
      'named-events-and-conversions': 'az elnevezett események és a konverziók',
      'page-views-and-counted-conversions': 'a megtekintett oldalak és az elnevezett események által számolt konverziók',
      'scrolls-and-clicks': 'hogyan görgetik az oldalakat és hová kattintanak rajtuk',
      'session-recordings': 'felvétel arról, amit az oldalakon lát és tesz',
      'errors-and-traces': 'hibák és teljesítménymérések',
      errors: 'hibák',
      'nothing-leaves-the-page': 'semmi: a hívásokat csak ez az oldal rögzíti',
      'chat-messages': 'amit a csevegésbe ír, az IP-címével, a böngészője adataival és azzal az oldallal együtt, amelyen éppen van',
    },
    facts: {
      'each-with-its-page': ', mindegyik azzal az oldallal, amelyen történt',
      'without-cookies': ', sütik nélkül',
      'sampled-session-recordings':
        ', valamint a munkamenetek egy mintájának felvétele (tízből egy, és minden munkamenet, amelyben hiba történik)',
      'loaded-after-page-load': '; az oldal teljes betöltődése után töltődik be',
      'clicks-and-form-use': ', továbbá a kattintásai és az űrlapok használata minden oldalon',
      'through-site-address': ', a weboldal saját címén keresztül küldve',
      'measures-advertising': ', a hirdetések méréséhez',
      'measures-and-targets-advertising': ', a hirdetések méréséhez és célzásához',
    },
    measuresAdvertisingOn: ', a(z) {network} szolgáltatásban megjelenő hirdetések méréséhez',
    advertisingStorageOf: '; a(z) {network} hirdetési tárolója csak akkor, ha elfogadja a hirdetési célt',
    end: '.',
    parts: {
      'advertising-storage': 'hirdetési tároló',
      'session-replay': 'munkamenet-rögzítés',
      'google-tag-measurement-storage': 'mérési tároló a Google-címkében',
    },
  },
  embeds: {
    kinds: {
      video: 'Videó',
      map: 'Térkép',
      post: 'Bejegyzés',
      audio: 'Hanglejátszó',
      booking: 'Foglalási naptár',
      page: 'Beágyazott oldal',
    },
    receives: (service: string) =>
      `Betöltéskor a(z) ${service} megkapja az IP-címét, a böngészője adatait és ennek az oldalnak a címét, és a szolgáltatás sütiket tárolhat.`,
    policyLink: (service: string) => `A(z) ${service} adatvédelmi szabályzata`,
    loadOnce: 'Betöltés egyszer',
    loadOnceLabel: (title: string) => `Betöltés egyszer: ${title}`,
    alwaysAllow: (purpose: string) => `Mindig engedélyezve: ${purpose}`,
    gpcNote: 'A böngészője arra kéri a webhelyeket, hogy ne osszák meg az adatait hirdetési célra, ezért ez csak kérésére töltődik be.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, egyes oldalakba beágyazott tartalom, célja: ${purpose}. Csak ha betölti, akkor kapja meg az IP-címét és az oldal címét, és tárolhat saját sütiket.`,
    formKind: 'Űrlap',
  },
  chat: {
    launcher: 'Írjon nekünk',
    opens: (service: string) => `Megnyitja a(z) ${service} csevegőjét, amely sütiket tárol, hogy megőrizze a beszélgetést.`,
    kind: 'Ügyfélcsevegés',
    onRequest: 'csak ha megnyitja a csevegést',
    privacyHeading: 'Csak akkor töltődnek be, ha megnyitja a csevegést',
    privacyLead:
      'Ezekből a szolgáltatásokból semmi sem töltődik be, amíg meg nem nyitja a csevegést. A megnyitás az Ön saját kérése, ezért nem tartozik a sütikhez választott célok közé.',
  },
  shell: {
    skipLink: 'Ugrás a tartalomhoz',
    mainNav: 'Főmenü',
    privacyLink: 'Adatvédelmi tájékoztató',
    errorTitle: 'Hiba történt',
    errorBody: 'Az oldal ezen részét nem sikerült betölteni. A problémát jelentettük.',
    tryAgain: 'Próbálja újra',
  },
  notFound: {
    title: 'Az oldal nem található',
    body: 'Ezen a címen nincs oldal.',
    home: 'Ugrás a kezdőlapra',
  },
} satisfies Messages;
