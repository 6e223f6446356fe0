import type { Messages } from './en';

/**
 * "After" is the postposition kuluttua, which takes the genitive: kuukauden kuluttua (1), and after a numeral the
 * noun stays singular (6 kuukauden kuluttua), so Finnish's one/other split changes only the number word.
 */
function months(count: number): string {
  if (count === 12) return 'vuoden';
  return count === 1 ? 'kuukauden' : `${count} kuukauden`;
}

/** Finnish (addressing the visitor as sinä, the usual form on Finnish websites). Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  banner: {
    title: 'Käytämme evästeitä',
    body: {
      beforeLink:
        'Evästeet auttavat meitä parantamaan verkkosivustoamme ja antavat meidän nähdä ja säilyttää vuorovaikutuksesi sen kanssa. Jatkamalla hyväksyt, että käytämme evästeitä. ',
      link: 'Tietosuojaselosteemme',
      afterLink: ' kertoo lisää.',
    },
    accept: 'Ymmärrän',
    decline: 'Hylkää',
    choose: 'Valitse evästeet',
    announcement: 'Käytämme evästeitä: evästeilmoitus sivun alareunassa.',
  },
  preferences: {
    title: 'Evästeasetukset',
    intro: 'Valitse, mitä tämä sivusto saa käyttää. Voit muuttaa valintaa milloin tahansa tietosuojasivulla.',
    save: 'Tallenna',
    acceptAll: 'Hyväksy kaikki',
    rejectAll: 'Hylkää kaikki',
    cancel: 'Peruuta',
    gpcNote: 'Selaimesi lähettää Global Privacy Control -signaalin, joten tämä pysyy pois päältä.',
    usedBy: (services: string) => `Käytössä palveluissa: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Tällä sivustolla ei ole käytössä tämäntyyppistä palvelua.',
  },
  purposes: {
    necessary: {
      name: 'Välttämättömät',
      inSentence: 'välttämättömien käyttötarkoitusten',
      description: 'Tämän valinnan muistaminen sekä virheraportit, jotka pitävät sivuston toiminnassa. Aina käytössä.',
    },
    analytics: {
      name: 'Analytiikka',
      inSentence: 'analytiikan',
      description: 'Katsomasi sivut ja se, mitä napsautat, jotta ymmärrämme, miten sivustoa käytetään.',
    },
    marketing: {
      name: 'Mainonta',
      inSentence: 'mainonnan',
      description: 'Samat tapahtumat jaettuina mainosverkoston kanssa sen mainosten mittaamiseksi.',
    },
    experience: {
      name: 'Käyttökokemus',
      inSentence: 'käyttökokemuksen',
      description: 'Lämpökartat ja istuntojen tallenteet, jotta näemme, missä sivusto hankaloittaa käyttöäsi.',
    },
  },
  language: {
    label: 'Kieli',
    change: 'Vaihda',
  },
  privacy: {
    pageTitle: 'Tietosuojaseloste',
    placeholderLead: 'Paikkamerkki.',
    placeholder:
      'Korvaa tämä sivu omalla selosteellasi. Siinä luetellaan, mitä tämä sovelluskehys voi tallentaa ja mitä palveluita se voi käyttää sen mukaan, miten se on määritetty.',
    storedHeading: 'Mitä tallennamme laitteellesi',
    storedFlag:
      '{cookieAccepted} selaimesi paikallisessa tallennustilassa: {true}, kun hyväksyt evästeet (kaikki painikkeella ”{accept}” tai valitsemasi), {false}, kun hylkäät ne kaikki, jotta evästeilmoitus pysyy piilossa myöhemmillä käynneilläsi.',
    storedDetail:
      '{cookieConsent} sen vieressä: mitkä käyttötarkoitukset sallit, mihin tämän selosteen versioon vastasit, milloin sekä suostumustunnisteesi (satunnainen numero, jolla tietueesi löytyvät palvelimeltamme).',
    askAgain: (count: number) => `Kysymme uudelleen, kun tämä seloste muuttuu, tai ${months(count)} kuluttua.`,
    clearing: 'Selaimen tietojen tyhjentäminen poistaa molemmat.',
    storedLanguage:
      '{cookieLanguage}, eväste, vain kun valitset kielen tällä sivulla: valitsemasi kieli, jotta palvelimemme vastaa sinulle sillä kielellä.',
    storedLedger:
      '{cookieConsentOutbox} ja {cookieConsentReceipt}: jokainen tekemäsi valinta lähetetään myös omalle palvelimellemme todisteeksi suostumuksestasi. Valinta odottaa ensimmäisessä, kunnes palvelin on saanut sen, ja jälkimmäinen säilyttää tiedon siitä, milloin palvelin tallensi viimeisimmän valintasi.',
    storedUnsent:
      '{unsentCalls}, vain kun poistut sivulta ennen kuin jokin palvelu on käynnistynyt: sallimasi sivunkatselut ja tapahtumat, jotka eivät olleet vielä ehtineet siihen. Ne lähetetään seuraavalla käynnilläsi ja poistetaan, eikä mitään viikkoa vanhempaa säilytetä.',
    storedTable: {
      caption: 'Jokainen eväste ja tallennusavain, jonka tämä sivusto ja sen palvelut voivat asettaa, ja mihin tarkoitukseen',
      name: 'Nimi',
      service: 'Palvelu',
      purpose: 'Käyttötarkoitus',
      lifetime: 'Säilytysaika',
      thisSite: 'Tämä sivusto',
      kinds: { cookie: 'eväste', localStorage: 'paikallinen tallennustila', sessionStorage: 'istunnon tallennustila' },
    },
    storedByServices: 'Alla luetellut analytiikka-, lämpökartta-, mainonta- ja virheiden seurantapalvelut voivat asettaa omia evästeitään.',
    servicesHeading: 'Käyttämämme palvelut',
    noServices: 'Tämä sivusto ei lähetä mitään millekään analytiikka-, mainonta-, lämpökartta- tai virheiden seurantapalvelulle.',
    serviceKinds: {
      analytics: 'Tuoteanalytiikka',
      pixel: 'Mainospikseli',
      heatmap: 'Lämpökartat',
      errors: 'Virheiden seuranta ja istuntojen tallennus',
    },
    errorsOptIn:
      'Virheraportit lähetetään valinnastasi riippumatta, koska sivuston pitäminen toiminnassa on oikeutettu etumme; istuntoja tallennetaan vain, jos sallit käyttökokemuksen evästeet, ja tallennus loppuu, jos peruutat suostumuksesi.',
    errorsNotice:
      'Virheraportit kuuluvat sivuston ylläpitoon, ja niitä lähetetään ensimmäisestä sivustasi alkaen; istuntoja tallennetaan, ellet poista käyttökokemuksen evästeitä käytöstä.',
    loadingOptIn:
      'Mitään analytiikka-, mainonta- tai lämpökarttapalvelua ei ladata eikä sille lähetetä mitään ennen kuin sallit sen käyttötarkoituksen; se, minkä hylkäät, pysyy pois päältä.',
    loadingNotice:
      'Nämä palvelut toimivat ensimmäisestä sivustasi alkaen; evästeilmoitus kertoo sen sinulle. Voit poistaa minkä tahansa käyttötarkoituksen käytöstä evästeasetuksissa.',
    gpcOn: 'Selaimesi lähettää Global Privacy Control -signaalin, joten mainospikseliä ei koskaan ladata eikä se saa mitään.',
    gpcOff: 'Jos selaimesi lähettää Global Privacy Control -signaalin, mainospikseliä ei koskaan ladata eikä se saa mitään.',
    settingsHeading: 'Evästeasetukset',
    noChoiceNotice: 'Et ole vielä tehnyt valintaa evästeistä; alla luetellut palvelut ovat käytössä, kunnes poistat ne käytöstä.',
    noChoiceOptIn: 'Et ole vielä tehnyt valintaa evästeistä.',
    accepted: 'Olet hyväksynyt evästeet.',
    declined: 'Olet hylännyt evästeet.',
    partial: (granted: string, refused: string) => `Olet hyväksynyt evästeet ${granted} osalta ja hylännyt ne ${refused} osalta.`,
    settingsButton: 'Evästeasetukset',
    choicesHeading: 'Valintasi',
    choices:
      'Voit milloin tahansa tyhjentää tämän sivuston tiedot selaimestasi ja estää nämä palvelut selaimesi tai laajennuksen asetuksilla; sivusto toimii myös ilman niitä.',
  },
  consentRecord: {
    consentId: 'Suostumustunnisteesi on {consentId}.',
    recordedOn: 'Nykyinen valintasi tallennettiin palvelimellemme {time}.',
    pending: 'Nykyinen valintasi odottaa tallennusta palvelimellemme; selaimesi lähettää sen uudelleen, kunnes se on tallennettu.',
    unrecorded: 'Selaimellasi ei ole palvelimeltamme kuittausta nykyisestä valinnastasi.',
    history: 'Kaikki tällä tunnisteella tallennetut valinnat JSON-muodossa: {link}.',
  },
  vendorPrivacy: {
    clarity: 'miten sivuja vieritetään ja napsautetaan; ladataan, kun sivu on latautunut kokonaan.',
    'google-analytics':
      'katsomasi sivut ja nimetyt tapahtumat, kukin sen sivun kanssa, jolla se tapahtui; Googlen mainostallennus vain, jos hyväksyt mainonnan.',
    hotjar: 'miten sivuja vieritetään ja napsautetaan; ladataan, kun sivu on latautunut kokonaan.',
    'meta-pixel': 'samat nimetyt tapahtumat mainonnan mittaamiseksi.',
    plausible: 'katsomasi sivut ja nimetyt tapahtumat ilman evästeitä.',
    posthog: 'katsomasi sivut ja nimetyt tapahtumat, kukin sen sivun kanssa, jolla se tapahtui.',
    segment: 'katsomasi sivut ja nimetyt tapahtumat, kukin sen sivun kanssa, jolla se tapahtui.',
    sentry:
      'virheet ja suorituskykymittaukset sekä tallenne istuntojen otoksesta (yksi kymmenestä sekä jokainen istunto, jossa tapahtuu virhe), lähetettynä tämän sivuston oman osoitteen kautta.',
    memory: 'ei mitään: kutsut tallennetaan vain tälle sivulle.',
    'google-ads': 'nimetyt tapahtumat ja konversiot mainonnan mittaamiseksi ja kohdentamiseksi.',
    'tiktok-pixel': 'samat nimetyt tapahtumat mainonnan mittaamiseksi TikTokissa.',
    'linkedin-insight': 'katsomasi sivut ja konversiot, joita nimetyt tapahtumat laskevat, mainonnan mittaamiseksi LinkedInissä.',
    'microsoft-uet': 'samat nimetyt tapahtumat mainonnan mittaamiseksi Microsoft Bingissä.',
    mixpanel: 'katsomasi sivut ja nimetyt tapahtumat, kukin sen sivun kanssa, jolla se tapahtui.',
  },
  vendorOtherPurposes: {
    clarity: { marketing: 'mainostallennus' },
    'google-analytics': { marketing: 'mainostallennus' },
    sentry: { experience: 'istuntojen tallennus' },
    'google-ads': { analytics: 'mittaustallennus Googlen tagissa' },
  },
  shell: {
    skipLink: 'Siirry sisältöön',
    mainNav: 'Päävalikko',
    privacyLink: 'Tietosuojaseloste',
    errorTitle: 'Jokin meni vikaan',
    errorBody: 'Tämän sivun osan lataaminen epäonnistui. Ongelmasta on ilmoitettu.',
    tryAgain: 'Yritä uudelleen',
  },
  notFound: {
    title: 'Sivua ei löytynyt',
    body: 'Tässä osoitteessa ei ole sivua.',
    home: 'Siirry etusivulle',
  },
} satisfies Messages;
