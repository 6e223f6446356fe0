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
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Käytämme evästeitä',
    body: {
      beforeLink:
        'Evästeet auttavat meitä parantamaan verkkosivustoamme ja antavat meidän nähdä ja säilyttää vuorovaikutuksesi sen kanssa. Jatkamalla hyväksyt, että käytämme evästeitä. ',
      link: 'Tietosuojaselosteemme',
      afterLink: ' kertoo lisää.',
    },
    askingBody: {
      beforeLink:
        'Saammeko käyttää valinnaisia evästeitä? Ne auttavat meitä parantamaan verkkosivustoamme ja ymmärtämään, miten sitä käytetään. Mitään valinnaista ei oteta käyttöön ennen kuin teet valintasi, ja voit muuttaa valintaasi milloin tahansa. ',
      link: 'Tietosuojaselosteemme',
      afterLink: ' kertoo lisää.',
    },
    accept: 'Ymmärrän',
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
      name: 'Istuntojen tallennus',
      inSentence: 'istuntojen tallennuksen',
      description: 'Lämpökartat ja istuntojen tallenteet, jotta näemme, missä sivusto hankaloittaa käyttöäsi.',
    },
  },
  privacyChoices: {
    link: 'Tietosuojavalintasi',
    intro:
      'Tämä sivusto jakaa osan toiminnastasi mainosverkostojen kanssa. Kytke tämä pois, niin kiellät henkilötietojesi myynnin ja jakamisen sekä kohdennetun mainonnan.',
    sale: 'Myynti, jakaminen ja kohdennettu mainonta',
    gpcHonored: 'Kieltäytymissignaalia noudatetaan',
  },
  language: {
    label: 'Kieli',
    change: 'Vaihda',
    current: '{label}: {language}',
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
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'eväste', localStorage: 'paikallinen tallennustila', sessionStorage: 'istunnon tallennustila' },
    },
    storedByServices: 'Alla luetellut analytiikka-, lämpökartta-, mainonta- ja virheiden seurantapalvelut voivat asettaa omia evästeitään.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Käyttämämme palvelut',
    noServices: 'Tämä sivusto ei lähetä mitään millekään analytiikka-, mainonta-, lämpökartta- tai virheiden seurantapalvelulle.',
    serviceKinds: {
      analytics: 'Tuoteanalytiikka',
      pixel: 'Mainospikseli',
      heatmap: 'Lämpökartat',
      errors: 'Virheiden seuranta ja istuntojen tallennus',
    },
    errorsOptIn:
      'Virheraportit lähetetään valinnastasi riippumatta, koska sivuston pitäminen toiminnassa on oikeutettu etumme; istuntoja tallennetaan vain, jos sallit istuntojen tallennuksen evästeet, ja tallennus loppuu, jos peruutat suostumuksesi.',
    errorsNotice:
      'Virheraportit kuuluvat sivuston ylläpitoon, ja niitä lähetetään ensimmäisestä sivustasi alkaen; istuntoja tallennetaan, ellet poista istuntojen tallennuksen evästeitä käytöstä.',
    loadingOptIn:
      'Mitään analytiikka-, mainonta- tai lämpökarttapalvelua ei ladata eikä sille lähetetä mitään ennen kuin sallit sen käyttötarkoituksen; se, minkä hylkäät, pysyy pois päältä.',
    loadingNotice:
      'Nämä palvelut toimivat ensimmäisestä sivustasi alkaen; evästeilmoitus kertoo sen sinulle. Voit poistaa minkä tahansa käyttötarkoituksen käytöstä evästeasetuksissa.',
    gpcOn: 'Selaimesi lähettää Global Privacy Control -signaalin, joten mainospikseliä ei koskaan ladata eikä se saa mitään.',
    gpcOff: 'Jos selaimesi lähettää Global Privacy Control -signaalin, mainospikseliä ei koskaan ladata eikä se saa mitään.',
    settingsHeading: 'Evästeasetukset',
    noChoiceNotice: 'Et ole vielä tehnyt valintaa evästeistä; yllä luetellut palvelut ovat käytössä, kunnes poistat ne käytöstä.',
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
  storedItems: {
    roles: {
      'consent-flag': 'Hyväksyitkö vai hylkäsitkö evästeet, jotta ilmoitus pysyy piilossa myöhemmillä käynneillä.',
      'consent-detail': 'Mitkä käyttötarkoitukset sallit, mihin selosteen versioon vastasit, milloin, ja suostumustunnisteesi.',
      'scroll-positions':
        'Mihin kohtaan olit vierittänyt kullakin sivulla, jotta palaat sinne siirtyessäsi takaisin (tai ladatessasi sivun uudelleen).',
      'language-choice': 'Tietosuojasivulla valitsemasi kieli, jotta palvelimemme vastaa sillä (vasta kun valitset kielen).',
      'unsent-calls':
        'Sallimasi sivunkatselut ja tapahtumat, jotka eivät olleet ehtineet palveluun, kun poistuit sivulta; lähetetään seuraavalla käynnilläsi.',
      'consent-outbox': 'Valintojesi tallenteet, joiden vastaanottoa palvelimemme ei ole vielä vahvistanut.',
      'consent-receipt': 'Kuitti, jonka palvelimemme antoi viimeisimmästä valinnastasi.',
      'visitor-id': 'Satunnainen tunniste, joka erottaa kävijät toisistaan.',
      'visitor-id-and-settings': 'Satunnainen tunniste, joka erottaa kävijät toisistaan, ja palvelun asetukset.',
      'visitor-id-for-ads': 'Erottaa kävijät toisistaan mainonnan mittaamiseksi.',
      'referring-site': 'Sivusto, jolta tulit, jotta käynti lasketaan sinut tänne tuoneen mainoksen ansioksi.',
      'own-keys-index': 'Luettelo tiedoista, jotka palvelu on tallentanut tähän laitteeseen.',
      'visitor-id-and-session': 'Anonyymi tunniste, joka erottaa kävijät toisistaan, ja nykyinen käynti.',
      'visitor-and-user-ids': 'Anonyymi tunniste, joka erottaa kävijät toisistaan (ja käyttäjätunniste, jos se on asetettu).',
      'visitor-id-and-event-properties': 'Tunnisteesi palvelussa ja jokaisen tapahtuman mukana lähetettävät ominaisuudet.',
      'current-visit': 'Nykyinen käynti: mitkä sivut ja tapahtumat kuuluvat siihen.',
      'arrival-source': 'Miten tulit sivustolle ensimmäisen kerran: sivusto, hakukone tai kampanja, joka ohjasi sinut tänne.',
      'visit-end': 'Milloin nykyinen käynti päättyy.',
      'visitor-id-end': 'Milloin kävijätunniste vanhenee.',
      'visit-recording': 'Yhdistää yhden käynnin sivut istuntotallenteeksi.',
      'returning-visitor': 'Oletko käynyt sivustolla aiemmin.',
      'tab-recording': 'Tallennetaanko tätä välilehteä, ja tallennusistunto, johon se kuuluu.',
      'working-data': 'Palvelun työtiedot: päätaso-osoite, otanta, tallennustesti, käyttäjän ominaisuudet.',
      'tab-id': 'Erottaa tämän välilehden muista sivustolla avoinna olevista.',
      'open-tabs': 'Sivustolla juuri nyt avoinna olevat välilehdet.',
      'tracking-allowed': 'Saako palvelu kerätä tietoja.',
      'cookies-allowed': 'Saako palvelu asettaa evästeitä.',
      'retry-queue': 'Tapahtumat, jotka odottavat uutta lähetystä epäonnistuneen pyynnön jälkeen.',
      'chat-conversation': 'Säilyttää chat-keskustelusi sivulta toiselle ja käynnistä toiseen.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Säilyttää mainosnapsautuksen ({network}), jonka kautta tulit tänne.',
    stays: {
      'tab-session': 'tämän välilehden istunto',
      'at-most-session': 'enintään istunnon ajan',
      'until-removed': 'kunnes se poistetaan',
      'until-cleared': 'kunnes tyhjennät tämän sivuston tiedot',
      'until-sent': 'kunnes se on lähetetty',
      'until-sent-at-most-a-week': 'kunnes se on lähetetty, enintään viikon',
      'until-confirmed': 'kunnes palvelin vahvistaa ne',
      'until-next-choice': 'seuraavaan valintaasi asti',
    },
    spans: {
      minutes: { one: '# minuutti', other: '# minuuttia' },
      days: { one: '# päivä', other: '# päivää' },
      months: { one: '# kuukausi', other: '# kuukautta' },
      years: { one: '# vuosi', other: '# vuotta' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'katsomasi sivut ja nimetyt tapahtumat',
      'page-views': 'vain katsomasi sivut',
      'same-named-events': 'samat nimetyt tapahtumat',
      'named-events-and-conversions': 'nimetyt tapahtumat ja konversiot',
      'page-views-and-counted-conversions': 'katsomasi sivut ja konversiot, joita nimetyt tapahtumat laskevat',
      'scrolls-and-clicks': 'miten sivuja vieritetään ja napsautetaan',
      'session-recordings': 'tallenne siitä, mitä näet ja teet sivuilla',
      'errors-and-traces': 'virheet ja suorituskykymittaukset',
      errors: 'virheet',
      'nothing-leaves-the-page': 'ei mitään: kutsut tallennetaan vain tälle sivulle',
      'chat-messages': 'se, mitä kirjoitat chattiin, sekä IP-osoitteesi, selaimesi tiedot ja sivu, jolla olet',
    },
    facts: {
      'each-with-its-page': ', kukin sen sivun kanssa, jolla se tapahtui',
      'without-cookies': ' ilman evästeitä',
      'sampled-session-recordings': ' sekä tallenne istuntojen otoksesta (yksi kymmenestä sekä jokainen istunto, jossa tapahtuu virhe)',
      'loaded-after-page-load': '; ladataan, kun sivu on latautunut kokonaan',
      'clicks-and-form-use': ' sekä napsautuksesi ja lomakkeiden käyttö jokaisella sivulla',
      'through-site-address': ', lähetettynä tämän sivuston oman osoitteen kautta',
      'measures-advertising': ' mainonnan mittaamiseksi',
      'measures-and-targets-advertising': ' mainonnan mittaamiseksi ja kohdentamiseksi',
    },
    measuresAdvertisingOn: ' mainonnan mittaamiseksi palvelussa {network}',
    advertisingStorageOf: '; palvelun {network} mainostallennus vain, jos hyväksyt mainonnan',
    end: '.',
    parts: {
      'advertising-storage': 'mainostallennus',
      'session-replay': 'istuntojen tallennus',
      'google-tag-measurement-storage': 'mittaustallennus Googlen tagissa',
    },
  },
  embeds: {
    kinds: {
      video: 'Video',
      map: 'Kartta',
      post: 'Julkaisu',
      audio: 'Äänisoitin',
      booking: 'Ajanvarauskalenteri',
      page: 'Upotettu sivu',
    },
    receives: (service: string) =>
      `Kun se ladataan, ${service} saa IP-osoitteesi, selaimesi tiedot ja tämän sivun osoitteen, ja palvelu voi tallentaa evästeitä.`,
    policyLink: (service: string) => `Palvelun ${service} tietosuojaseloste`,
    loadOnce: 'Lataa kerran',
    loadOnceLabel: (title: string) => `Lataa kerran: ${title}`,
    alwaysAllow: (purpose: string) => `Salli aina: ${purpose}`,
    gpcNote: 'Selaimesi pyytää sivustoja olemaan jakamatta tietojasi mainontaan, joten tämä latautuu vain pyynnöstäsi.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, joihinkin sivuihin upotettu sisältö, käyttötarkoitus ${purpose}: vasta kun lataat sen, se saa IP-osoitteesi ja sivun osoitteen ja voi tallentaa omia evästeitään.`,
    formKind: 'Lomake',
  },
  chat: {
    launcher: 'Keskustele kanssamme',
    opens: (service: string) => `Avaa palvelun ${service} chatin, joka tallentaa evästeitä keskustelun säilyttämiseksi.`,
    kind: 'Asiakaschat',
    onRequest: 'vasta kun avaat chatin',
    privacyHeading: 'Ladataan vasta, kun avaat chatin',
    privacyLead:
      'Näistä palveluista ei ladata mitään ennen kuin avaat chatin. Sen avaaminen on oma pyyntösi, joten se ei kuulu evästeille valitsemiisi käyttötarkoituksiin.',
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
