import type { Messages } from './en';

/** Turkish (siz). Words and button labels: src/i18n/glossary.md. A Turkish noun stays singular after a number (12 ay). */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Çerez kullanıyoruz',
    body: {
      beforeLink:
        'Çerezler web sitemizi geliştirmemize yardımcı olur ve sitedeki etkileşimlerinizi görüntülememize ve saklamamıza olanak tanır. Devam ederek çerez kullanmamızı kabul etmiş olursunuz. ',
      link: 'Gizlilik politikamız',
      afterLink: ' daha fazlasını açıklar.',
    },
    askingBody: {
      beforeLink:
        'İsteğe bağlı çerezleri kullanabilir miyiz? Bu çerezler web sitemizi geliştirmemize ve nasıl kullanıldığını anlamamıza yardımcı olur. Siz seçim yapana kadar isteğe bağlı hiçbir şey çalışmaz ve seçiminizi istediğiniz zaman değiştirebilirsiniz. ',
      link: 'Gizlilik politikamız',
      afterLink: ' daha fazlasını açıklar.',
    },
    accept: 'Anladım',
    choose: 'Çerezleri seç',
    announcement: 'Çerez kullanıyoruz: sayfanın altında bir çerez bildirimi.',
  },
  preferences: {
    title: 'Çerez ayarları',
    intro: 'Bu sitenin neleri kullanabileceğini seçin. Bunu gizlilik sayfasından istediğiniz zaman değiştirebilirsiniz.',
    save: 'Kaydet',
    acceptAll: 'Tümünü kabul et',
    rejectAll: 'Tümünü reddet',
    cancel: 'İptal',
    gpcNote: 'Tarayıcınız Global Privacy Control gönderiyor, bu nedenle bu seçenek kapalı kalır.',
    usedBy: (services: string) => `Kullanan hizmetler: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Bu sitede bu türde bir hizmet çalışmıyor.',
  },
  purposes: {
    necessary: {
      name: 'Gerekli',
      inSentence: 'gerekli amaçlar',
      description: 'Bu seçimin hatırlanması ve sitenin çalışmasını sağlayan hata raporları. Her zaman açık.',
    },
    analytics: {
      name: 'Analiz',
      inSentence: 'analiz',
      description: 'Görüntülediğiniz sayfalar ve tıkladıklarınız; sitenin nasıl kullanıldığını anlamak için.',
    },
    marketing: {
      name: 'Reklam',
      inSentence: 'reklam',
      description: 'Aynı olaylar, reklamlarını ölçmesi için bir reklam ağıyla paylaşılır.',
    },
    experience: {
      name: 'Oturum kaydı',
      inSentence: 'oturum kaydı',
      description: 'Isı haritaları ve oturum kayıtları; sitenin size nerede engel olduğunu görmek için.',
    },
  },
  privacyChoices: {
    link: 'Gizlilik Tercihleriniz',
    intro:
      'Bu site etkinliğinizin bir kısmını reklam ağlarıyla paylaşır. Kişisel bilgilerinizin satışını ve paylaşılmasını ve hedefli reklamları reddetmek için bunu kapatın.',
    sale: 'Satış, paylaşım ve hedefli reklam',
    gpcHonored: 'Vazgeçme tercihi sinyaline uyuldu',
  },
  language: {
    label: 'Dil',
    change: 'Değiştir',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Gizlilik politikası',
    placeholderLead: 'Yer tutucu.',
    placeholder:
      'Bu sayfayı kendi politikanızla değiştirin. Bu sayfa, bu uygulama kabuğunun nasıl yapılandırıldığına bağlı olarak neleri saklayabileceğini ve hangi hizmetleri kullanabileceğini listeler.',
    storedHeading: 'Cihazınızda sakladıklarımız',
    storedFlag:
      'Tarayıcınızın yerel depolama alanında {cookieAccepted}: çerezleri kabul ettiğinizde (“{accept}” ile tümünü veya seçtiklerinizi) {true}, tümünü reddettiğinizde {false}; böylece çerez bildirimi sonraki ziyaretlerinizde gizli kalır.',
    storedDetail:
      'Yanında {cookieConsent}: hangi amaçlara izin verdiğiniz, bu politikanın hangi sürümüne yanıt verdiğiniz, ne zaman ve onay kimliğiniz (sunucumuzdaki kayıtlarınızı bulan rastgele bir sayı).',
    askAgain: (months: number) =>
      `Bu politika değiştiğinde veya ${months === 12 ? 'bir yıl' : months === 1 ? 'bir ay' : `${months} ay`} sonra yeniden soracağız.`,
    clearing: 'Tarayıcı verilerinizi temizlemek ikisini de siler.',
    storedLanguage:
      '{cookieLanguage}, bir çerez, yalnızca bu sayfada bir dil seçtiğinizde: sunucumuzun o dilde yanıt vermesi için seçtiğiniz dil.',
    storedLedger:
      '{cookieConsentOutbox} ve {cookieConsentReceipt}: yaptığınız her seçim, onayınızın kanıtı olarak kendi sunucumuza da gönderilir. Bir seçim, sunucu onu alana kadar ilkinde bekler; ikincisi ise sunucunun en son seçiminizi ne zaman kaydettiğini saklar.',
    storedUnsent:
      '{unsentCalls}, yalnızca bir hizmet başlamadan önce bir sayfadan ayrıldığınızda: izin verdiğiniz ve henüz hizmete ulaşmamış sayfa görüntülemeleri ve olaylar. Bunlar bir sonraki ziyaretinizde gönderilip silinir ve bir haftadan eski hiçbir şey saklanmaz.',
    storedTable: {
      caption: 'Bu sitenin ve hizmetlerinin yerleştirebileceği her çerez ve depolama anahtarı ve ne için kullanıldıkları',
      name: 'Ad',
      service: 'Hizmet',
      purpose: 'Amaç',
      lifetime: 'Saklama süresi',
      thisSite: 'Bu site',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'çerez', localStorage: 'yerel depolama', sessionStorage: 'oturum depolaması' },
    },
    storedByServices: 'Aşağıdaki analiz, ısı haritası, reklam ve hata izleme hizmetleri kendi çerezlerini yerleştirebilir.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Kullandığımız hizmetler',
    noServices: 'Bu site hiçbir analiz, reklam, ısı haritası veya hata izleme hizmetine hiçbir şey göndermez.',
    serviceKinds: {
      analytics: 'Ürün analizi',
      pixel: 'Reklam pikseli',
      heatmap: 'Isı haritaları',
      errors: 'Hata izleme ve oturum kaydı',
    },
    errorsOptIn:
      'Sitenin çalışmasını sürdürmek meşru menfaatimiz olduğundan, hata raporları seçiminiz ne olursa olsun gönderilir; oturumlar yalnızca oturum kaydı çerezlerine izin verirseniz kaydedilir ve onayınızı geri çekerseniz kayıt durur.',
    errorsNotice:
      'Hata raporları sitenin işletilmesinin bir parçasıdır ve ilk sayfanızdan itibaren gönderilir; oturum kaydı çerezlerini kapatmadığınız sürece oturumlar kaydedilir.',
    loadingOptIn:
      'Hiçbir analiz, reklam veya ısı haritası hizmeti, amacına izin verene kadar yüklenmez ve ona hiçbir şey gönderilmez; reddettikleriniz kapalı kalır.',
    loadingNotice:
      'Bu hizmetler ilk sayfanızdan itibaren çalışır; çerez bildirimi bunu size söyler. Herhangi bir amacı Çerez ayarlarından kapatabilirsiniz.',
    gpcOn: 'Tarayıcınız Global Privacy Control gönderiyor, bu nedenle reklam pikseli hiçbir zaman yüklenmez ve hiçbir şey almaz.',
    gpcOff: 'Tarayıcınız Global Privacy Control gönderirse reklam pikseli hiçbir zaman yüklenmez ve hiçbir şey almaz.',
    settingsHeading: 'Çerez ayarları',
    noChoiceNotice: 'Çerezler hakkında henüz bir seçim yapmadınız; yukarıdaki hizmetler siz kapatana kadar çalışır.',
    noChoiceOptIn: 'Çerezler hakkında henüz bir seçim yapmadınız.',
    accepted: 'Çerezleri kabul ettiniz.',
    declined: 'Çerezleri reddettiniz.',
    partial: (granted: string, refused: string) => `${granted} için çerezleri kabul ettiniz, ${refused} için reddettiniz.`,
    settingsButton: 'Çerez ayarları',
    choicesHeading: 'Seçenekleriniz',
    choices:
      'Bu sitenin verilerini istediğiniz zaman tarayıcınızdan temizleyebilir, bu hizmetleri tarayıcınızın veya bir uzantının ayarlarıyla engelleyebilirsiniz; site onlar olmadan da çalışmaya devam eder.',
  },
  consentRecord: {
    consentId: 'Onay kimliğiniz: {consentId}.',
    recordedOn: 'Mevcut seçiminiz sunucumuza şu tarihte kaydedildi: {time}.',
    pending: 'Mevcut seçiminiz sunucumuza kaydedilmeyi bekliyor; tarayıcınız kaydedilene kadar onu yeniden gönderir.',
    unrecorded: 'Tarayıcınızda mevcut seçiminiz için sunucumuzdan gelmiş bir alındı yok.',
    history: 'Bu kimlik altında kaydedilen tüm seçimler, JSON olarak: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Çerezleri kabul ettiğiniz ya da reddettiğiniz; böylece banner sonraki ziyaretlerde gizli kalır.',
      'consent-detail': 'Hangi amaçlara izin verdiğiniz, politikanın hangi sürümünü yanıtladığınız, ne zaman ve onay kimliğiniz.',
      'scroll-positions':
        'Her sayfada nereye kadar kaydırdığınız; böylece geri döndüğünüzde (veya yeniden yüklediğinizde) aynı yere dönersiniz.',
      'language-choice': 'Gizlilik sayfasında seçtiğiniz dil; böylece sunucumuz o dilde yanıt verir (yalnızca bir dil seçtiğinizde).',
      'unsent-calls':
        'İzin verdiğiniz ve sayfadan ayrıldığınızda bir hizmete henüz ulaşmamış sayfa görüntülemeleri ve olaylar; bir sonraki ziyaretinizde gönderilir.',
      'consent-outbox': 'Sunucumuzun alındığını henüz onaylamadığı seçim kayıtlarınız.',
      'consent-receipt': 'Sunucumuzun en son seçiminiz için verdiği alındı belgesi.',
      'visitor-id': 'Ziyaretçileri birbirinden ayıran rastgele bir kimlik.',
      'visitor-id-and-settings': 'Ziyaretçileri birbirinden ayıran rastgele bir kimlik ve hizmetin ayarları.',
      'visitor-id-for-ads': 'Reklamı ölçmek için ziyaretçileri birbirinden ayırır.',
      'referring-site': 'Geldiğiniz site. Ziyaretinizi sizi buraya getiren reklama atfetmek için kullanılır.',
      'own-keys-index': 'Hizmetin bu cihaza kaydettiği öğelerin listesi.',
      'visitor-id-and-session': 'Ziyaretçileri birbirinden ayıran anonim bir kimlik ve geçerli ziyaret.',
      'visitor-and-user-ids': 'Ziyaretçileri birbirinden ayıran anonim bir kimlik (ve ayarlanmışsa bir kullanıcı kimliği).',
      'visitor-id-and-event-properties': 'Hizmetteki kimliğiniz ve her olayla gönderilen özellikler.',
      'current-visit': 'Geçerli ziyaret: hangi sayfaların ve olayların ona ait olduğu.',
      'arrival-source': 'Siteye ilk kez nasıl geldiğiniz: sizi yönlendiren site, arama motoru veya kampanya.',
      'visit-end': 'Geçerli ziyaretin ne zaman sona erdiği.',
      'visitor-id-end': 'Ziyaretçi kimliğinin ne zaman sona erdiği.',
      'visit-recording': 'Bir ziyaretin sayfalarını tek bir oturum kaydında birleştirir.',
      'returning-visitor': 'Siteyi daha önce ziyaret edip etmediğiniz.',
      'tab-recording': 'Bu sekmenin kaydedilip kaydedilmediği ve ait olduğu kayıt oturumu.',
      'working-data': 'Hizmetin çalışma verileri: üst alan adı, örnekleme, bir depolama testi, kullanıcı özellikleri.',
      'tab-id': 'Bu sekmeyi sitede açık olan diğer sekmelerden ayırır.',
      'open-tabs': 'Şu anda sitede açık olan sekmeler.',
      'tracking-allowed': 'Hizmetin veri toplayıp toplayamayacağı.',
      'cookies-allowed': 'Hizmetin çerez yerleştirip yerleştiremeyeceği.',
      'retry-queue': 'Başarısız bir istekten sonra yeniden gönderilmeyi bekleyen olaylar.',
      'chat-conversation': 'Sohbetteki konuşmanızı sayfalar ve ziyaretler boyunca korur.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Sizi buraya getiren {network} reklam tıklamasını saklar.',
    stays: {
      'tab-session': 'bu sekmenin oturumu',
      'at-most-session': 'en fazla oturum boyunca',
      'until-removed': 'kaldırılana kadar',
      'until-cleared': 'bu sitenin verilerini temizleyene kadar',
      'until-sent': 'gönderilene kadar',
      'until-sent-at-most-a-week': 'gönderilene kadar, en fazla bir hafta',
      'until-confirmed': 'sunucu onları onaylayana kadar',
      'until-next-choice': 'bir sonraki seçiminize kadar',
    },
    spans: {
      minutes: { one: '# dakika', other: '# dakika' },
      days: { one: '# gün', other: '# gün' },
      months: { one: '# ay', other: '# ay' },
      years: { one: '# yıl', other: '# yıl' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'görüntülediğiniz sayfalar ve adlandırılmış olaylar',
      'page-views': 'yalnızca görüntülediğiniz sayfalar',
      'same-named-events': 'aynı adlandırılmış olaylar',
      'named-events-and-conversions': 'adlandırılmış olaylar ve dönüşümler',
      'page-views-and-counted-conversions': 'görüntülediğiniz sayfalar ve adlandırılmış olayların saydığı dönüşümler',
      'scrolls-and-clicks': 'sayfaların nasıl kaydırıldığı ve tıklandığı',
      'session-recordings': 'sayfalarda gördüklerinizin ve yaptıklarınızın kaydı',
      'errors-and-traces': 'hatalar ve performans izleri',
      errors: 'hatalar',
      'nothing-leaves-the-page': 'hiçbir şey: çağrılar yalnızca bu sayfada kaydedilir',
      'chat-messages': 'sohbete yazdıklarınız, IP adresiniz, tarayıcınızın bilgileri ve bulunduğunuz sayfa ile birlikte',
    },
    facts: {
      'each-with-its-page': ', her biri gerçekleştiği sayfayla birlikte',
      'without-cookies': ', çerez olmadan',
      'sampled-session-recordings': ' ile oturumların bir örnekleminin kaydı (ondan biri ve hata oluşan her oturum)',
      'loaded-after-page-load': '; sayfanın yüklenmesi bittikten sonra yüklenir',
      'clicks-and-form-use': ', ayrıca her sayfadaki tıklamalarınız ve form kullanımınız',
      'through-site-address': '; bu sitenin kendi adresi üzerinden gönderilir',
      'measures-advertising': ', reklamı ölçmek için',
      'measures-and-targets-advertising': ', reklamı ölçmek ve hedeflemek için',
    },
    measuresAdvertisingOn: ', {network} üzerindeki reklamı ölçmek için',
    advertisingStorageOf: '; {network} reklam depolaması yalnızca reklamı kabul ederseniz',
    end: '.',
    parts: {
      'advertising-storage': 'reklam depolaması',
      'session-replay': 'oturum kaydı',
      'google-tag-measurement-storage': 'Google etiketindeki ölçüm depolaması',
    },
  },
  embeds: {
    kinds: {
      video: 'Video',
      map: 'Harita',
      post: 'Gönderi',
      audio: 'Ses oynatıcı',
      booking: 'Randevu takvimi',
      page: 'Gömülü sayfa',
    },
    receives: (service: string) =>
      `Yüklendiğinde ${service}, IP adresinizi, tarayıcınızın bilgilerini ve bu sayfanın adresini alır ve çerez saklayabilir.`,
    policyLink: (service: string) => `${service} gizlilik politikası`,
    loadOnce: 'Bir kez yükle',
    loadOnceLabel: (title: string) => `Bir kez yükle: ${title}`,
    alwaysAllow: (purpose: string) => `Her zaman izin ver: ${purpose}`,
    gpcNote:
      'Tarayıcınız sitelerden verilerinizi reklam için paylaşmamalarını istiyor; bu yüzden bu içerik yalnızca siz istediğinizde yüklenir.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, bazı sayfalara gömülü içerik, amacı ${purpose}: yalnızca siz yüklediğinizde IP adresinizi ve sayfanın adresini alır ve kendi çerezlerini saklayabilir.`,
    formKind: 'Form',
  },
  chat: {
    launcher: 'Bizimle sohbet edin',
    opens: (service: string) => `${service} sohbetini açar; bu hizmet, konuşmanızı korumak için çerez saklar.`,
    kind: 'Müşteri sohbeti',
    onRequest: 'yalnızca sohbeti açtığınızda',
    privacyHeading: 'Yalnızca sohbeti açtığınızda yüklenir',
    privacyLead:
      'Sohbeti açana kadar bu hizmetlerden hiçbir şey yüklenmez. Sohbeti açmak kendi isteğinizdir; bu yüzden çerezler için seçtiğiniz amaçlardan biri değildir.',
  },
  shell: {
    skipLink: 'İçeriğe geç',
    mainNav: 'Ana menü',
    privacyLink: 'Gizlilik politikası',
    errorTitle: 'Bir sorun oluştu',
    errorBody: 'Sayfanın bu bölümü yüklenemedi. Sorun bildirildi.',
    tryAgain: 'Tekrar dene',
  },
  notFound: {
    title: 'Sayfa bulunamadı',
    body: 'Bu adreste bir sayfa yok.',
    home: 'Ana sayfaya git',
  },
} satisfies Messages;
