import type { Messages } from './en';

/** Months in Hebrew: 1 חודש, 2 the dual חודשיים, 3 and more חודשים; 12 is a year (שנה). */
function monthsText(count: number): string {
  if (count === 12) return 'שנה';
  if (count === 1) return 'חודש';
  if (count === 2) return 'חודשיים';
  return `${count} חודשים`;
}

/** Hebrew (right to left), addressing the visitor in the plural (אתם), the usual neutral form for a website. Words: src/i18n/glossary.md. */
export const messages = {
  direction: 'rtl',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'אנחנו משתמשים בעוגיות',
    body: {
      beforeLink:
        'עוגיות עוזרות לנו לשפר את האתר שלנו, ומאפשרות לנו לצפות באינטראקציות שלכם איתו ולשמור אותן. אם תמשיכו, אתם מסכימים לשימוש שלנו בעוגיות. ',
      link: 'מדיניות הפרטיות',
      afterLink: ' שלנו מסבירה עוד.',
    },
    askingBody: {
      beforeLink:
        'האם נוכל להשתמש בעוגיות אופציונליות? הן עוזרות לנו לשפר את האתר שלנו ולהבין איך משתמשים בו. שום דבר אופציונלי לא פועל עד שתבחרו, ואפשר לשנות את הבחירה בכל עת. ',
      link: 'מדיניות הפרטיות',
      afterLink: ' שלנו מסבירה עוד.',
    },
    accept: 'הבנתי',
    choose: 'בחירת עוגיות',
    announcement: 'אנחנו משתמשים בעוגיות: הודעה על עוגיות בתחתית הדף.',
  },
  preferences: {
    title: 'הגדרות עוגיות',
    intro: 'בחרו במה האתר הזה רשאי להשתמש. אפשר לשנות זאת בכל עת מדף הפרטיות.',
    save: 'שמירה',
    acceptAll: 'קבלת הכול',
    rejectAll: 'דחיית הכול',
    cancel: 'ביטול',
    gpcNote: 'הדפדפן שלכם שולח Global Privacy Control, ולכן אפשרות זו נשארת כבויה.',
    usedBy: (services: string) => `בשימוש על ידי: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'לא פועל באתר הזה שירות מסוג זה.',
  },
  purposes: {
    necessary: {
      name: 'הכרחיות',
      inSentence: 'מטרות הכרחיות',
      description: 'זכירת הבחירה הזו, ודוחות שגיאה ששומרים על פעולת האתר. תמיד פעיל.',
    },
    analytics: {
      name: 'אנליטיקה',
      inSentence: 'אנליטיקה',
      description: 'הדפים שבהם אתם צופים ועל מה אתם לוחצים, כדי להבין איך משתמשים באתר.',
    },
    marketing: {
      name: 'פרסום',
      inSentence: 'פרסום',
      description: 'אותם אירועים, המשותפים עם רשת פרסום כדי למדוד את המודעות שלה.',
    },
    experience: {
      name: 'הקלטת סשנים',
      inSentence: 'הקלטת סשנים',
      description: 'מפות חום והקלטות סשנים, כדי לראות היכן האתר מפריע לכם.',
    },
  },
  privacyChoices: {
    link: 'בחירות הפרטיות שלכם',
    intro:
      'האתר הזה משתף חלק מהפעילות שלכם עם רשתות פרסום. כבו את האפשרות כדי לבטל את הסכמתכם למכירה ולשיתוף של המידע האישי שלכם ולפרסום ממוקד.',
    sale: 'מכירה, שיתוף ופרסום ממוקד',
    gpcHonored: 'אות ההעדפה לביטול ההסכמה כובד',
  },
  language: {
    label: 'שפה',
    change: 'שינוי',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'מדיניות פרטיות',
    placeholderLead: 'טקסט זמני.',
    placeholder:
      'החליפו את הדף הזה במדיניות שלכם. הוא מפרט מה מעטפת היישום הזו יכולה לאחסן ובאילו שירותים היא יכולה להשתמש, בהתאם לאופן שבו היא מוגדרת.',
    storedHeading: 'מה אנחנו שומרים במכשיר שלכם',
    storedFlag:
      '{cookieAccepted} באחסון המקומי של הדפדפן שלכם: {true} כשאתם מקבלים עוגיות (את כולן באמצעות "{accept}", או את אלה שבחרתם), {false} כשאתם דוחים את כולן, כדי שהבאנר יישאר מוסתר בביקורים הבאים.',
    storedDetail:
      '{cookieConsent} לצדו: אילו מטרות התרתם, על איזו גרסה של המדיניות הזו עניתם, מתי, ומזהה ההסכמה שלכם (מספר אקראי שמאתר את הרשומות שלכם בשרת שלנו).',
    askAgain: (months: number) => `נשאל שוב כשהמדיניות הזו תשתנה, או אחרי ${monthsText(months)}.`,
    clearing: 'ניקוי נתוני הדפדפן שלכם מוחק את שניהם.',
    storedLanguage: '{cookieLanguage}, עוגייה, רק כשאתם בוחרים שפה בדף הזה: השפה שבחרתם, כדי שהשרת שלנו יענה בה.',
    storedLedger:
      '{cookieConsentOutbox} ו־{cookieConsentReceipt}: כל בחירה שלכם נשלחת גם לשרת שלנו כהוכחה להסכמתכם. בחירה ממתינה בראשון עד שהשרת מקבל אותה, והשני שומר מתי השרת רשם את הבחירה האחרונה שלכם.',
    storedUnsent:
      '{unsentCalls}, רק כשאתם עוזבים דף לפני ששירות התחיל לפעול: צפיות הדפים והאירועים שהתרתם ושעדיין לא הגיעו אליו. הם נשלחים בביקור הבא שלכם ונמחקים, ושום דבר ישן משבוע אינו נשמר.',
    storedTable: {
      caption: 'כל עוגייה וכל מפתח אחסון שהאתר הזה והשירותים שלו עשויים להגדיר, ולשם מה',
      name: 'שם',
      service: 'שירות',
      purpose: 'מטרה',
      lifetime: 'משך שמירה',
      thisSite: 'האתר הזה',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'עוגייה', localStorage: 'אחסון מקומי', sessionStorage: 'אחסון סשן' },
    },
    storedByServices: 'שירותי האנליטיקה, מפות החום, הפרסום וניטור השגיאות שלהלן עשויים להגדיר עוגיות משלהם.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'שירותים שבהם אנחנו משתמשים',
    noServices: 'האתר הזה אינו שולח דבר לשום שירות אנליטיקה, פרסום, מפות חום או ניטור שגיאות.',
    serviceKinds: {
      analytics: 'אנליטיקת מוצר',
      pixel: 'פיקסל פרסום',
      heatmap: 'מפות חום',
      errors: 'ניטור שגיאות והקלטת סשנים',
    },
    errorsOptIn:
      'דוחות שגיאה נשלחים בלי קשר לבחירה שלכם, כי שמירה על פעולת האתר היא האינטרס הלגיטימי שלנו; סשנים מוקלטים רק אם תתירו עוגיות הקלטת סשנים, וההקלטה נפסקת אם תחזרו בכם מההסכמה.',
    errorsNotice: 'דוחות שגיאה הם חלק מהפעלת האתר ונשלחים מהדף הראשון שלכם; סשנים מוקלטים אלא אם תכבו את עוגיות הקלטת הסשנים.',
    loadingOptIn: 'שום שירות אנליטיקה, פרסום או מפות חום אינו נטען, ודבר אינו נשלח אליו, עד שתתירו את המטרה שלו; מה שתדחו נשאר כבוי.',
    loadingNotice: 'השירותים האלה פועלים מהדף הראשון שלכם; באנר העוגיות מודיע לכם על כך. אפשר לכבות כל מטרה בהגדרות העוגיות.',
    gpcOn: 'הדפדפן שלכם שולח Global Privacy Control, ולכן פיקסל הפרסום אף פעם לא נטען ואינו מקבל דבר.',
    gpcOff: 'אם הדפדפן שלכם שולח Global Privacy Control, פיקסל הפרסום אף פעם לא נטען ואינו מקבל דבר.',
    settingsHeading: 'הגדרות עוגיות',
    noChoiceNotice: 'עדיין לא בחרתם לגבי עוגיות; השירותים שלעיל פועלים עד שתכבו אותם.',
    noChoiceOptIn: 'עדיין לא בחרתם לגבי עוגיות.',
    accepted: 'קיבלתם עוגיות.',
    declined: 'דחיתם עוגיות.',
    partial: (granted: string, refused: string) => `קיבלתם עוגיות עבור ${granted}, ודחיתם אותן עבור ${refused}.`,
    settingsButton: 'הגדרות עוגיות',
    choicesHeading: 'האפשרויות שלכם',
    choices:
      'אתם יכולים למחוק את נתוני האתר הזה בדפדפן שלכם בכל עת, ולחסום את השירותים האלה בהגדרות הדפדפן שלכם או של תוסף; האתר ממשיך לפעול גם בלעדיהם.',
  },
  consentRecord: {
    consentId: 'מזהה ההסכמה שלכם הוא {consentId}.',
    recordedOn: 'הבחירה הנוכחית שלכם נרשמה בשרת שלנו ב־{time}.',
    pending: 'הבחירה הנוכחית שלכם ממתינה לרישום בשרת שלנו; הדפדפן שלכם שולח אותה שוב עד שהיא נרשמת.',
    unrecorded: 'בדפדפן שלכם אין אישור מהשרת שלנו על הבחירה הנוכחית שלכם.',
    history: 'כל בחירה שנרשמה תחת המזהה הזה, בפורמט JSON: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'האם קיבלתם או דחיתם עוגיות, כדי שהבאנר יישאר מוסתר בביקורים הבאים.',
      'consent-detail': 'אילו מטרות התרתם, לאיזו גרסה של המדיניות עניתם, מתי, ומזהה ההסכמה שלכם.',
      'scroll-positions': 'עד היכן גללתם בכל דף, כדי שחזרה אחורה (או טעינה מחדש) תחזיר אתכם לשם.',
      'language-choice': 'השפה שבחרתם בדף הפרטיות, כדי שהשרת שלנו יענה בה (רק אחרי שבחרתם שפה).',
      'unsent-calls': 'צפיות בדפים ואירועים שהתרתם ושעוד לא הגיעו לשירות כשעזבתם את הדף; נשלחים בביקור הבא שלכם.',
      'consent-outbox': 'רשומות של הבחירות שלכם שהשרת שלנו עוד לא אישר את קבלתן.',
      'consent-receipt': 'הקבלה שהשרת שלנו נתן על הבחירה האחרונה שלכם.',
      'visitor-id': 'מזהה אקראי שמבדיל בין מבקרים.',
      'visitor-id-and-settings': 'מזהה אקראי שמבדיל בין מבקרים, וההגדרות של השירות.',
      'visitor-id-for-ads': 'מבדיל בין מבקרים, כדי למדוד פרסום.',
      'referring-site': 'האתר שממנו הגעתם, כדי לזקוף את הביקור לפרסומת שהביאה אתכם לכאן.',
      'own-keys-index': 'רשימה של הפריטים שהשירות שמר במכשיר הזה.',
      'visitor-id-and-session': 'מזהה אנונימי שמבדיל בין מבקרים, והביקור הנוכחי.',
      'visitor-and-user-ids': 'מזהה אנונימי שמבדיל בין מבקרים (ומזהה משתמש, אם הוגדר).',
      'visitor-id-and-event-properties': 'המזהה שלכם בשירות והמאפיינים שנשלחים עם כל אירוע.',
      'current-visit': 'הביקור הנוכחי: אילו דפים ואירועים שייכים לו.',
      'arrival-source': 'איך הגעתם לאתר בפעם הראשונה: האתר, מנוע החיפוש או הקמפיין שהפנו אתכם.',
      'visit-end': 'מתי הביקור הנוכחי מסתיים.',
      'visitor-id-end': 'מתי פג תוקפו של מזהה המבקר.',
      'visit-recording': 'מחבר את הדפים של ביקור אחד להקלטת סשן אחת.',
      'returning-visitor': 'האם ביקרתם באתר בעבר.',
      'tab-recording': 'האם הכרטיסייה הזו מוקלטת, וסשן ההקלטה שאליו היא שייכת.',
      'working-data': 'נתוני העבודה של השירות: הדומיין העליון, הדגימה, בדיקת אחסון, מאפייני משתמש.',
      'tab-id': 'מבדיל את הכרטיסייה הזו מכרטיסיות אחרות הפתוחות באתר.',
      'open-tabs': 'הכרטיסיות הפתוחות באתר כרגע.',
      'tracking-allowed': 'האם השירות רשאי לאסוף נתונים.',
      'cookies-allowed': 'האם השירות רשאי להגדיר עוגיות.',
      'retry-queue': 'אירועים שממתינים לשליחה חוזרת אחרי בקשה שנכשלה.',
      'chat-conversation': 'שומר את שיחת הצ׳אט שלכם בין דפים וביקורים.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'שומר את הלחיצה על מודעה של {network} שהביאה אתכם לכאן.',
    stays: {
      'tab-session': 'הסשן של הכרטיסייה הזו',
      'at-most-session': 'לכל היותר הסשן',
      'until-removed': 'עד שיוסר',
      'until-cleared': 'עד שתמחקו את הנתונים של האתר הזה',
      'until-sent': 'עד שיישלח',
      'until-sent-at-most-a-week': 'עד שיישלח, שבוע לכל היותר',
      'until-confirmed': 'עד שהשרת יאשר אותן',
      'until-next-choice': 'עד הבחירה הבאה שלכם',
    },
    spans: {
      minutes: { one: 'דקה אחת', two: 'שתי דקות', other: '# דקות' },
      days: { one: 'יום אחד', two: 'יומיים', other: '# ימים' },
      months: { one: 'חודש אחד', two: 'חודשיים', other: '# חודשים' },
      years: { one: 'שנה אחת', two: 'שנתיים', other: '# שנים' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'הדפים שבהם אתם צופים ואירועים בעלי שם',
      'page-views': 'רק הדפים שבהם אתם צופים',
      'same-named-events': 'אותם אירועים בעלי שם',
      'named-events-and-conversions': 'אירועים בעלי שם והמרות',
      'page-views-and-counted-conversions': 'הדפים שבהם אתם צופים וההמרות שאירועים בעלי שם סופרים',
      'scrolls-and-clicks': 'איך גוללים בדפים ולוחצים בהם',
      'session-recordings': 'הקלטה של מה שאתם רואים ועושים בדפים',
      'errors-and-traces': 'שגיאות ומדידות ביצועים',
      errors: 'שגיאות',
      'nothing-leaves-the-page': 'כלום: הקריאות נרשמות בדף הזה בלבד',
      'chat-messages': 'מה שאתם כותבים בצ׳אט, יחד עם כתובת ה־IP שלכם, פרטי הדפדפן שלכם והדף שבו אתם נמצאים',
    },
    facts: {
      'each-with-its-page': ', כל אחד עם הדף שבו התרחש',
      'without-cookies': ', ללא עוגיות',
      'sampled-session-recordings': ', והקלטה של מדגם מהסשנים (אחד מכל עשרה, וכל סשן שבו מתרחשת שגיאה)',
      'loaded-after-page-load': ', נטען אחרי שהדף סיים להיטען',
      'clicks-and-form-use': ', וגם הלחיצות שלכם והשימוש בטפסים בכל דף',
      'through-site-address': ', הנשלחים דרך הכתובת של האתר הזה עצמו',
      'measures-advertising': ', כדי למדוד פרסום',
      'measures-and-targets-advertising': ', כדי למדוד פרסום ולמקד אותו',
    },
    measuresAdvertisingOn: ', כדי למדוד פרסום ב־{network}',
    advertisingStorageOf: '; אחסון הפרסום של {network} רק אם אתם מקבלים פרסום',
    end: '.',
    parts: {
      'advertising-storage': 'אחסון פרסום',
      'session-replay': 'הקלטת סשנים',
      'google-tag-measurement-storage': 'אחסון מדידה בתג של Google',
    },
  },
  embeds: {
    kinds: {
      video: 'סרטון',
      map: 'מפה',
      post: 'פוסט',
      audio: 'נגן שמע',
      booking: 'יומן הזמנות',
      page: 'דף מוטמע',
    },
    receives: (service: string) =>
      `הטעינה שולחת אל ${service} את כתובת ה־IP שלכם, את פרטי הדפדפן שלכם ואת כתובת הדף הזה, ומאפשרת לו לשמור עוגיות.`,
    policyLink: (service: string) => `מדיניות הפרטיות של ${service}`,
    loadOnce: 'טעינה פעם אחת',
    loadOnceLabel: (title: string) => `טעינה פעם אחת: ${title}`,
    alwaysAllow: (purpose: string) => `לאפשר תמיד: ${purpose}`,
    gpcNote: 'הדפדפן שלכם מבקש מאתרים לא לשתף את הנתונים שלכם לצורכי פרסום, ולכן התוכן ייטען רק כשתבקשו.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, תוכן המוטמע בחלק מהדפים, לצורך ${purpose}: רק כשטוענים אותו הוא מקבל את כתובת ה־IP שלכם ואת כתובת הדף, ועשוי לשמור עוגיות משלו.`,
    formKind: 'טופס',
  },
  chat: {
    launcher: 'דברו איתנו בצ׳אט',
    opens: (service: string) => `פותח את הצ׳אט של ${service}, ששומר עוגיות כדי לשמור על השיחה שלכם.`,
    kind: 'צ׳אט שירות לקוחות',
    onRequest: 'רק כשפותחים את הצ׳אט',
    privacyHeading: 'נטענים רק כשפותחים את הצ׳אט',
    privacyLead:
      'שום דבר מהשירותים האלה לא נטען עד שאתם פותחים את הצ׳אט. הצ׳אט נפתח רק לבקשתכם, ולכן פתיחתו אינה אחת המטרות שאתם בוחרים עבורן עוגיות.',
  },
  shell: {
    skipLink: 'דילוג לתוכן',
    mainNav: 'ראשי',
    privacyLink: 'מדיניות פרטיות',
    errorTitle: 'משהו השתבש',
    errorBody: 'טעינת החלק הזה של הדף נכשלה. הבעיה דווחה.',
    tryAgain: 'ניסיון חוזר',
  },
  notFound: {
    title: 'הדף לא נמצא',
    body: 'אין דף בכתובת הזו.',
    home: 'מעבר לדף הבית',
  },
} satisfies Messages;
