import type { Messages } from './en';

/** Turkish (siz). Words and button labels: src/i18n/glossary.md. A Turkish noun stays singular after a number (12 ay). */
export const messages = {
  direction: 'ltr',
  banner: {
    title: 'Çerez kullanıyoruz',
    body: {
      beforeLink:
        'Çerezler web sitemizi geliştirmemize yardımcı olur ve sitedeki etkileşimlerinizi görüntülememize ve saklamamıza olanak tanır. Devam ederek çerez kullanmamızı kabul etmiş olursunuz. ',
      link: 'Gizlilik politikamız',
      afterLink: ' daha fazlasını açıklar.',
    },
    accept: 'Anladım',
    decline: 'Reddet',
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
      name: 'Deneyim',
      inSentence: 'deneyim',
      description: 'Isı haritaları ve oturum kayıtları; sitenin size nerede engel olduğunu görmek için.',
    },
  },
  language: {
    label: 'Dil',
    change: 'Değiştir',
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
      kinds: { cookie: 'çerez', localStorage: 'yerel depolama', sessionStorage: 'oturum depolaması' },
    },
    storedByServices: 'Aşağıdaki analiz, ısı haritası, reklam ve hata izleme hizmetleri kendi çerezlerini yerleştirebilir.',
    servicesHeading: 'Kullandığımız hizmetler',
    noServices: 'Bu site hiçbir analiz, reklam, ısı haritası veya hata izleme hizmetine hiçbir şey göndermez.',
    serviceKinds: {
      analytics: 'Ürün analizi',
      pixel: 'Reklam pikseli',
      heatmap: 'Isı haritaları',
      errors: 'Hata izleme ve oturum kaydı',
    },
    errorsOptIn:
      'Sitenin çalışmasını sürdürmek meşru menfaatimiz olduğundan, hata raporları seçiminiz ne olursa olsun gönderilir; oturumlar yalnızca deneyim çerezlerine izin verirseniz kaydedilir ve onayınızı geri çekerseniz kayıt durur.',
    errorsNotice:
      'Hata raporları sitenin işletilmesinin bir parçasıdır ve ilk sayfanızdan itibaren gönderilir; deneyim çerezlerini kapatmadığınız sürece oturumlar kaydedilir.',
    loadingOptIn:
      'Hiçbir analiz, reklam veya ısı haritası hizmeti, amacına izin verene kadar yüklenmez ve ona hiçbir şey gönderilmez; reddettikleriniz kapalı kalır.',
    loadingNotice:
      'Bu hizmetler ilk sayfanızdan itibaren çalışır; çerez bildirimi bunu size söyler. Herhangi bir amacı Çerez ayarlarından kapatabilirsiniz.',
    gpcOn: 'Tarayıcınız Global Privacy Control gönderiyor, bu nedenle reklam pikseli hiçbir zaman yüklenmez ve hiçbir şey almaz.',
    gpcOff: 'Tarayıcınız Global Privacy Control gönderirse reklam pikseli hiçbir zaman yüklenmez ve hiçbir şey almaz.',
    settingsHeading: 'Çerez ayarları',
    noChoiceNotice: 'Çerezler hakkında henüz bir seçim yapmadınız; aşağıdaki hizmetler siz kapatana kadar çalışır.',
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
  vendorPrivacy: {
    clarity: 'sayfaların nasıl kaydırıldığı ve tıklandığı; sayfanın yüklenmesi bittikten sonra yüklenir.',
    'google-ads': 'adlandırılmış olaylar ve dönüşümler, reklamı ölçmek ve hedeflemek için.',
    'google-analytics':
      'görüntülediğiniz sayfalar ve adlandırılmış olaylar, her biri gerçekleştiği sayfayla birlikte; Google’ın reklam depolaması yalnızca reklamı kabul ederseniz.',
    hotjar: 'sayfaların nasıl kaydırıldığı ve tıklandığı; sayfanın yüklenmesi bittikten sonra yüklenir.',
    'linkedin-insight': 'görüntülediğiniz sayfalar ve adlandırılmış olayların saydığı dönüşümler, LinkedIn’deki reklamı ölçmek için.',
    'meta-pixel': 'aynı adlandırılmış olaylar, reklamı ölçmek için.',
    'microsoft-uet': 'aynı adlandırılmış olaylar, Microsoft Bing’deki reklamı ölçmek için.',
    mixpanel: 'görüntülediğiniz sayfalar ve adlandırılmış olaylar, her biri gerçekleştiği sayfayla birlikte.',
    plausible: 'görüntülediğiniz sayfalar ve adlandırılmış olaylar, çerez olmadan.',
    posthog: 'görüntülediğiniz sayfalar ve adlandırılmış olaylar, her biri gerçekleştiği sayfayla birlikte.',
    segment: 'görüntülediğiniz sayfalar ve adlandırılmış olaylar, her biri gerçekleştiği sayfayla birlikte.',
    sentry:
      'hatalar ve performans izleri ile oturumların bir örnekleminin kaydı (ondan biri ve hata oluşan her oturum); bu sitenin kendi adresi üzerinden gönderilir.',
    'tiktok-pixel': 'aynı adlandırılmış olaylar, TikTok’taki reklamı ölçmek için.',
    memory: 'hiçbir şey: çağrılar yalnızca bu sayfada kaydedilir.',
  },
  vendorOtherPurposes: {
    clarity: { marketing: 'reklam depolaması' },
    'google-ads': { analytics: 'Google etiketindeki ölçüm depolaması' },
    'google-analytics': { marketing: 'reklam depolaması' },
    sentry: { experience: 'oturum kaydı' },
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
