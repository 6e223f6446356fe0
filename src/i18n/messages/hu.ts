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
  banner: {
    title: 'Sütiket használunk',
    body: {
      beforeLink:
        'A sütik segítenek weboldalunk fejlesztésében, és lehetővé teszik számunkra, hogy megtekintsük és megőrizzük az Ön interakcióit a weboldallal. Ha folytatja, Ön elfogadja, hogy sütiket használunk. ',
      link: 'Adatvédelmi tájékoztatónk',
      afterLink: ' bővebben elmagyarázza.',
    },
    accept: 'Értem',
    decline: 'Elutasítás',
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
      name: 'Felhasználói élmény',
      inSentence: 'felhasználói élmény',
      description: 'Hőtérképek és munkamenet-felvételek, hogy lássuk, hol akadályozza Önt a weboldal.',
    },
  },
  language: {
    label: 'Nyelv',
    change: 'Módosítás',
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
      kinds: { cookie: 'süti', localStorage: 'helyi tároló', sessionStorage: 'munkamenet-tároló' },
    },
    storedByServices: 'Az alább felsorolt analitikai, hőtérkép-, hirdetési és hibafigyelő szolgáltatások saját sütiket is elhelyezhetnek.',
    servicesHeading: 'Az általunk használt szolgáltatások',
    noServices: 'Ez a weboldal semmit nem küld semmilyen analitikai, hirdetési, hőtérkép- vagy hibafigyelő szolgáltatásnak.',
    serviceKinds: {
      analytics: 'Termékanalitika',
      pixel: 'Hirdetési pixel',
      heatmap: 'Hőtérképek',
      errors: 'Hibafigyelés és munkamenet-rögzítés',
    },
    errorsOptIn:
      'A hibajelentéseket választásától függetlenül elküldjük, mert a weboldal működőképességének fenntartása jogos érdekünk; munkameneteket csak akkor rögzítünk, ha engedélyezi a felhasználói élmény sütijeit, és a rögzítés leáll, ha visszavonja hozzájárulását.',
    errorsNotice:
      'A hibajelentések a weboldal működtetésének részei, és az első oldaltól kezdve elküldjük őket; a munkameneteket rögzítjük, hacsak ki nem kapcsolja a felhasználói élmény sütijeit.',
    loadingOptIn:
      'Egyetlen analitikai, hirdetési vagy hőtérkép-szolgáltatás sem töltődik be, és semmit nem küldünk neki, amíg nem engedélyezi a célját; amit elutasít, kikapcsolva marad.',
    loadingNotice:
      'Ezek a szolgáltatások az első oldaltól kezdve működnek; a sütisáv erről tájékoztatja Önt. Bármely célt kikapcsolhat a Sütibeállításokban.',
    gpcOn: 'Böngészője Global Privacy Control jelzést küld, ezért a hirdetési pixel soha nem töltődik be, és semmit sem kap.',
    gpcOff: 'Ha böngészője Global Privacy Control jelzést küld, a hirdetési pixel soha nem töltődik be, és semmit sem kap.',
    settingsHeading: 'Sütibeállítások',
    noChoiceNotice: 'Még nem döntött a sütikről; az alábbi szolgáltatások addig működnek, amíg ki nem kapcsolja őket.',
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
  vendorPrivacy: {
    clarity: 'hogyan görgetik az oldalakat és hová kattintanak rajtuk; az oldal teljes betöltődése után töltődik be.',
    'google-analytics':
      'a megtekintett oldalak és az elnevezett események, mindegyik azzal az oldallal, amelyen történt; a Google hirdetési tárolója csak akkor, ha elfogadja a hirdetési célt.',
    hotjar: 'hogyan görgetik az oldalakat és hová kattintanak rajtuk; az oldal teljes betöltődése után töltődik be.',
    'meta-pixel': 'ugyanezek az elnevezett események, a hirdetések méréséhez.',
    plausible: 'a megtekintett oldalak és az elnevezett események, sütik nélkül.',
    posthog: 'a megtekintett oldalak és az elnevezett események, mindegyik azzal az oldallal, amelyen történt.',
    segment: 'a megtekintett oldalak és az elnevezett események, mindegyik azzal az oldallal, amelyen történt.',
    sentry:
      'hibák és teljesítménymérések, valamint a munkamenetek egy mintájának felvétele (tízből egy, és minden munkamenet, amelyben hiba történik), a weboldal saját címén keresztül küldve.',
    memory: 'semmi: a hívásokat csak ez az oldal rögzíti.',
    'google-ads': 'az elnevezett események és a konverziók, a hirdetések méréséhez és célzásához.',
    'tiktok-pixel': 'ugyanezek az elnevezett események, a TikTokon megjelenő hirdetések méréséhez.',
    'linkedin-insight':
      'a megtekintett oldalak és az elnevezett események által számolt konverziók, a LinkedInen megjelenő hirdetések méréséhez.',
    'microsoft-uet': 'ugyanezek az elnevezett események, a Microsoft Bingen megjelenő hirdetések méréséhez.',
    mixpanel: 'a megtekintett oldalak és az elnevezett események, mindegyik azzal az oldallal, amelyen történt.',
  },
  vendorOtherPurposes: {
    clarity: { marketing: 'hirdetési tároló' },
    'google-analytics': { marketing: 'hirdetési tároló' },
    sentry: { experience: 'munkamenet-rögzítés' },
    'google-ads': { analytics: 'mérési tároló a Google-címkében' },
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
