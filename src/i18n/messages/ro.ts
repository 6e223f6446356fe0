import type { Messages } from './en';

/**
 * Months in Romanian: 1 "o lună"; numbers whose last two digits are 1–19 (2, 5, 19, 101…) take "luni"
 * directly; 20 and above, and whole hundreds (20, 24, 100…), take "de luni". 12 is "un an" (a year).
 */
function months(count: number): string {
  if (count === 12) return 'un an';
  if (count === 1) return 'o lună';
  return new Intl.PluralRules('ro').select(count) === 'few' ? `${count} luni` : `${count} de luni`;
}

/** Romanian (polite form: dumneavoastră). Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Folosim cookie-uri',
    body: {
      beforeLink:
        'Cookie-urile ne ajută să ne îmbunătățim site-ul și ne permit să vedem și să păstrăm interacțiunile dumneavoastră cu acesta. Continuând, sunteți de acord cu utilizarea cookie-urilor de către noi. Mai multe detalii găsiți în ',
      link: 'politica de confidențialitate',
      afterLink: '.',
    },
    askingBody: {
      beforeLink:
        'Putem folosi cookie-uri opționale? Ne ajută să ne îmbunătățim site-ul și să înțelegem cum este folosit. Nimic opțional nu este activat până când nu alegeți, iar alegerea o puteți modifica oricând. Mai multe detalii găsiți în ',
      link: 'politica de confidențialitate',
      afterLink: '.',
    },
    accept: 'Am înțeles',
    choose: 'Alegeți cookie-urile',
    announcement: 'Folosim cookie-uri: o notificare despre cookie-uri în partea de jos a paginii.',
  },
  preferences: {
    title: 'Setări pentru cookie-uri',
    intro: 'Alegeți ce poate folosi acest site. Puteți modifica oricând alegerea din pagina politicii de confidențialitate.',
    save: 'Salvați',
    acceptAll: 'Acceptați toate',
    rejectAll: 'Respingeți toate',
    cancel: 'Anulați',
    gpcNote: 'Browserul dumneavoastră trimite Global Privacy Control, așa că această opțiune rămâne dezactivată.',
    usedBy: (services: string) => `Folosit de: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Pe acest site nu rulează niciun serviciu de acest tip.',
  },
  purposes: {
    necessary: {
      name: 'Necesare',
      inSentence: 'scopuri necesare',
      description: 'Memorarea acestei alegeri și rapoartele de erori care mențin site-ul funcțional. Întotdeauna active.',
    },
    analytics: {
      name: 'Analiză',
      inSentence: 'analiză',
      description: 'Paginile pe care le vizualizați și pe ce faceți clic, pentru a înțelege cum este folosit site-ul.',
    },
    marketing: {
      name: 'Publicitate',
      inSentence: 'publicitate',
      description: 'Aceleași evenimente, partajate cu o rețea de publicitate pentru a-i măsura reclamele.',
    },
    experience: {
      name: 'Înregistrarea sesiunilor',
      inSentence: 'înregistrarea sesiunilor',
      description: 'Hărți termice și înregistrări ale sesiunilor, pentru a vedea unde vă încurcă site-ul.',
    },
  },
  privacyChoices: {
    link: 'Opțiunile dumneavoastră de confidențialitate',
    intro:
      'Acest site partajează o parte din activitatea dumneavoastră cu rețele de publicitate. Dezactivați această opțiune pentru a refuza vânzarea și partajarea informațiilor dumneavoastră personale și publicitatea direcționată.',
    sale: 'Vânzare, partajare și publicitate direcționată',
    gpcHonored: 'Semnalul de refuz a fost respectat',
  },
  language: {
    label: 'Limbă',
    change: 'Schimbați',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Politica de confidențialitate',
    placeholderLead: 'Text provizoriu.',
    placeholder:
      'Înlocuiți această pagină cu propria dumneavoastră politică. Ea enumeră ce poate stoca acest schelet de aplicație și ce servicii poate folosi, în funcție de configurare.',
    storedHeading: 'Ce stocăm pe dispozitivul dumneavoastră',
    storedFlag:
      '{cookieAccepted} în spațiul de stocare local al browserului dumneavoastră: {true} când acceptați cookie-urile (pe toate cu „{accept}” sau pe cele pe care le alegeți), {false} când le refuzați pe toate, astfel încât bannerul să rămână ascuns la vizitele ulterioare.',
    storedDetail:
      '{cookieConsent} alături: ce scopuri ați permis, versiunea acestei politici la care ați răspuns, când și ID-ul dumneavoastră de consimțământ (un număr aleatoriu după care sunt găsite înregistrările dumneavoastră pe serverul nostru).',
    askAgain: (count: number) => `Vă întrebăm din nou când se modifică această politică sau după ${months(count)}.`,
    clearing: 'Ștergerea datelor browserului le elimină pe amândouă.',
    storedLanguage:
      '{cookieLanguage}, un cookie, numai când alegeți o limbă pe această pagină: limba aleasă, pentru ca serverul nostru să vă răspundă în ea.',
    storedLedger:
      '{cookieConsentOutbox} și {cookieConsentReceipt}: fiecare alegere pe care o faceți este trimisă și către propriul nostru server, ca dovadă a consimțământului dumneavoastră. O alegere așteaptă în primul până când serverul o primește, iar al doilea păstrează momentul în care serverul a înregistrat ultima dumneavoastră alegere.',
    storedUnsent:
      '{unsentCalls}, numai când părăsiți o pagină înainte ca un serviciu să fi pornit: afișările de pagini și evenimentele pe care le-ați permis și care nu ajunseseră încă la el. Sunt trimise la următoarea dumneavoastră vizită și apoi eliminate, iar nimic mai vechi de o săptămână nu este păstrat.',
    storedTable: {
      caption: 'Toate cookie-urile și cheile de stocare pe care le pot seta acest site și serviciile sale, și în ce scop',
      name: 'Nume',
      service: 'Serviciu',
      purpose: 'Scop',
      lifetime: 'Durată',
      thisSite: 'Acest site',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'cookie', localStorage: 'stocare locală', sessionStorage: 'stocare de sesiune' },
    },
    storedByServices:
      'Serviciile de analiză, hărți termice, publicitate și monitorizare a erorilor de mai jos își pot seta propriile cookie-uri.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Servicii pe care le folosim',
    noServices: 'Acest site nu trimite nimic către niciun serviciu de analiză, publicitate, hărți termice sau monitorizare a erorilor.',
    serviceKinds: {
      analytics: 'Analiza produsului',
      pixel: 'Pixel publicitar',
      heatmap: 'Hărți termice',
      errors: 'Monitorizarea erorilor și înregistrarea sesiunilor',
    },
    errorsOptIn:
      'Rapoartele de erori sunt trimise indiferent de alegerea dumneavoastră, deoarece menținerea funcționării site-ului este interesul nostru legitim; sesiunile sunt înregistrate numai dacă permiteți cookie-urile de înregistrare a sesiunilor, iar înregistrarea se oprește dacă vă retrageți consimțământul.',
    errorsNotice:
      'Rapoartele de erori fac parte din funcționarea site-ului și sunt trimise de la prima dumneavoastră pagină; sesiunile sunt înregistrate, cu excepția cazului în care dezactivați cookie-urile de înregistrare a sesiunilor.',
    loadingOptIn:
      'Niciun serviciu de analiză, publicitate sau hărți termice nu este încărcat și nu i se trimite nimic până când nu îi permiteți scopul; ceea ce refuzați rămâne dezactivat.',
    loadingNotice:
      'Aceste servicii rulează de la prima dumneavoastră pagină; bannerul de cookie-uri vă informează despre acest lucru. Puteți dezactiva orice scop din Setările pentru cookie-uri.',
    gpcOn:
      'Browserul dumneavoastră trimite Global Privacy Control, așa că pixelul publicitar nu este niciodată încărcat și nu primește nimic.',
    gpcOff:
      'Dacă browserul dumneavoastră trimite Global Privacy Control, pixelul publicitar nu este niciodată încărcat și nu primește nimic.',
    settingsHeading: 'Setări pentru cookie-uri',
    noChoiceNotice: 'Nu ați făcut încă o alegere privind cookie-urile; serviciile de mai sus rulează până când le dezactivați.',
    noChoiceOptIn: 'Nu ați făcut încă o alegere privind cookie-urile.',
    accepted: 'Ați acceptat cookie-urile.',
    declined: 'Ați refuzat cookie-urile.',
    partial: (granted: string, refused: string) => `Ați acceptat cookie-urile pentru ${granted} și le-ați refuzat pentru ${refused}.`,
    settingsButton: 'Setări pentru cookie-uri',
    choicesHeading: 'Alegerile dumneavoastră',
    choices:
      'Puteți șterge oricând datele acestui site din browserul dumneavoastră și puteți bloca aceste servicii din setările browserului sau ale unei extensii; site-ul continuă să funcționeze fără ele.',
  },
  consentRecord: {
    consentId: 'ID-ul dumneavoastră de consimțământ este {consentId}.',
    recordedOn: 'Alegerea dumneavoastră actuală a fost înregistrată pe serverul nostru la {time}.',
    pending:
      'Alegerea dumneavoastră actuală așteaptă să fie înregistrată pe serverul nostru; browserul dumneavoastră o trimite din nou până când este înregistrată.',
    unrecorded: 'Browserul dumneavoastră nu deține nicio confirmare de la serverul nostru pentru alegerea actuală.',
    history: 'Fiecare alegere înregistrată sub acest ID, în format JSON: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Dacă ați acceptat sau refuzat cookie-urile, pentru ca bannerul să rămână ascuns la vizitele următoare.',
      'consent-detail':
        'Ce scopuri ați permis, la ce versiune a politicii ați răspuns, când, și identificatorul consimțământului dumneavoastră.',
      'scroll-positions': 'Până unde ați derulat fiecare pagină, pentru ca revenirea (sau reîncărcarea) să vă ducă acolo.',
      'language-choice':
        'Limba aleasă pe pagina de confidențialitate, pentru ca serverul nostru să răspundă în ea (doar după ce alegeți una).',
      'unsent-calls':
        'Vizualizări de pagini și evenimente permise de dumneavoastră care nu ajunseseră la un serviciu când ați părăsit pagina; trimise la următoarea vizită.',
      'consent-outbox': 'Înregistrări ale alegerilor dumneavoastră a căror primire serverul nostru nu a confirmat-o încă.',
      'consent-receipt': 'Chitanța dată de serverul nostru pentru ultima dumneavoastră alegere.',
      'visitor-id': 'Un identificator aleatoriu care deosebește vizitatorii.',
      'visitor-id-and-settings': 'Un identificator aleatoriu care deosebește vizitatorii, și setările serviciului.',
      'visitor-id-for-ads': 'Deosebește vizitatorii, pentru a măsura publicitatea.',
      'referring-site': 'Site-ul de pe care ați venit, pentru a atribui vizita reclamei care v-a adus aici.',
      'own-keys-index': 'Lista elementelor pe care serviciul le-a salvat pe acest dispozitiv.',
      'visitor-id-and-session': 'Un identificator anonim care deosebește vizitatorii, și vizita curentă.',
      'visitor-and-user-ids': 'Un identificator anonim care deosebește vizitatorii (și un identificator de utilizator, dacă este setat).',
      'visitor-id-and-event-properties': 'Identificatorul dumneavoastră la serviciu și proprietățile trimise cu fiecare eveniment.',
      'current-visit': 'Vizita curentă: ce pagini și evenimente fac parte din ea.',
      'arrival-source': 'Cum ați ajuns prima dată pe site: site-ul, motorul de căutare sau campania care v-a trimis aici.',
      'visit-end': 'Când se încheie vizita curentă.',
      'visitor-id-end': 'Când expiră identificatorul de vizitator.',
      'visit-recording': 'Unește paginile unei vizite într-o înregistrare a sesiunii.',
      'returning-visitor': 'Dacă ați mai vizitat site-ul înainte.',
      'tab-recording': 'Dacă această filă este înregistrată, și sesiunea de înregistrare căreia îi aparține.',
      'working-data': 'Datele de lucru ale serviciului: domeniul principal, eșantionarea, un test de stocare, atribute ale utilizatorului.',
      'tab-id': 'Deosebește această filă de celelalte deschise pe site.',
      'open-tabs': 'Filele deschise pe site în acest moment.',
      'tracking-allowed': 'Dacă serviciul poate colecta date.',
      'cookies-allowed': 'Dacă serviciul poate seta cookie-uri.',
      'retry-queue': 'Evenimente care așteaptă să fie trimise din nou după o cerere eșuată.',
      'chat-conversation': 'Vă păstrează conversația din chat de la o pagină și de la o vizită la alta.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Păstrează clicul pe reclama {network} care v-a adus aici.',
    stays: {
      'tab-session': 'sesiunea acestei file',
      'at-most-session': 'cel mult sesiunea',
      'until-removed': 'până la eliminare',
      'until-cleared': 'până când ștergeți datele acestui site',
      'until-sent': 'până la trimitere',
      'until-sent-at-most-a-week': 'până la trimitere, cel mult o săptămână',
      'until-confirmed': 'până când serverul le confirmă',
      'until-next-choice': 'până la următoarea dumneavoastră alegere',
    },
    spans: {
      minutes: { one: '# minut', few: '# minute', other: '# de minute' },
      days: { one: '# zi', few: '# zile', other: '# de zile' },
      months: { one: '# lună', few: '# luni', other: '# de luni' },
      years: { one: '# an', few: '# ani', other: '# de ani' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'paginile pe care le vizualizați și evenimentele denumite',
      'page-views': 'doar paginile pe care le vizualizați',
      'same-named-events': 'aceleași evenimente denumite',
      'named-events-and-conversions': 'evenimentele denumite și conversiile',
      'page-views-and-counted-conversions': 'paginile pe care le vizualizați și conversiile numărate de evenimentele denumite',
      'scrolls-and-clicks': 'cum sunt derulate paginile și unde se dă clic pe ele',
      'session-recordings': 'o înregistrare a ceea ce vedeți și faceți pe pagini',
      'errors-and-traces': 'erori și trasări de performanță',
      errors: 'erori',
      'nothing-leaves-the-page': 'nimic: apelurile sunt înregistrate numai în această pagină',
      'chat-messages': 'ce scrieți în chat, împreună cu adresa dumneavoastră IP, datele browserului și pagina pe care vă aflați',
    },
    facts: {
      'each-with-its-page': ', fiecare cu pagina pe care a avut loc',
      'without-cookies': ', fără cookie-uri',
      'sampled-session-recordings':
        ', precum și o înregistrare a unui eșantion de sesiuni (una din zece și fiecare sesiune în care apare o eroare)',
      'loaded-after-page-load': ', încărcat după ce pagina s-a încărcat complet',
      'clicks-and-form-use': ', precum și clicurile dumneavoastră și folosirea formularelor pe fiecare pagină',
      'through-site-address': ', trimise prin adresa proprie a acestui site',
      'measures-advertising': ', pentru a măsura publicitatea',
      'measures-and-targets-advertising': ', pentru a măsura și a direcționa publicitatea',
    },
    measuresAdvertisingOn: ', pentru a măsura publicitatea pe {network}',
    advertisingStorageOf: '; stocarea publicitară {network} numai dacă acceptați publicitatea',
    end: '.',
    parts: {
      'advertising-storage': 'stocare publicitară',
      'session-replay': 'înregistrarea sesiunilor',
      'google-tag-measurement-storage': 'stocare pentru măsurare în eticheta Google',
    },
  },
  embeds: {
    kinds: {
      video: 'Videoclip',
      map: 'Hartă',
      post: 'Postare',
      audio: 'Player audio',
      booking: 'Calendar de rezervări',
      page: 'Pagină încorporată',
    },
    receives: (service: string) =>
      `La încărcare, ${service} primește adresa dumneavoastră IP, datele browserului dumneavoastră și adresa acestei pagini, iar serviciul poate stoca cookie-uri.`,
    policyLink: (service: string) => `Politica de confidențialitate a ${service}`,
    loadOnce: 'Încărcați o dată',
    loadOnceLabel: (title: string) => `Încărcați o dată: ${title}`,
    alwaysAllow: (purpose: string) => `Permiteți mereu: ${purpose}`,
    gpcNote:
      'Browserul dumneavoastră cere site-urilor să nu vă partajeze datele în scop publicitar, așa că acest conținut se încarcă doar la cererea dumneavoastră.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, conținut încorporat în unele pagini, pentru ${purpose}: doar când îl încărcați primește adresa dumneavoastră IP și adresa paginii și poate stoca propriile cookie-uri.`,
    formKind: 'Formular',
  },
  chat: {
    launcher: 'Scrieți-ne pe chat',
    opens: (service: string) => `Deschide chatul ${service}, care stochează cookie-uri pentru a vă păstra conversația.`,
    kind: 'Chat cu clienții',
    onRequest: 'doar după ce deschideți chatul',
    privacyHeading: 'Încărcate doar când deschideți chatul',
    privacyLead:
      'Nimic de la aceste servicii nu se încarcă până nu deschideți chatul. Deschiderea lui se face la cererea dumneavoastră, deci nu este unul dintre scopurile pe care le alegeți pentru cookie-uri.',
  },
  shell: {
    skipLink: 'Salt la conținut',
    mainNav: 'Principal',
    privacyLink: 'Politica de confidențialitate',
    errorTitle: 'A apărut o problemă',
    errorBody: 'Această parte a paginii nu s-a putut încărca. Problema a fost raportată.',
    tryAgain: 'Încercați din nou',
  },
  notFound: {
    title: 'Pagina nu a fost găsită',
    body: 'Nu există nicio pagină la această adresă.',
    home: 'Mergeți la pagina principală',
  },
} satisfies Messages;
