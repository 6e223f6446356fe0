import type { Messages } from './en';

/** Indonesian (Anda). Words and button labels: src/i18n/glossary.md. Indonesian nouns take no plural after a number. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Kami menggunakan cookie',
    body: {
      beforeLink:
        'Cookie membantu kami meningkatkan situs web kami, dan memungkinkan kami melihat serta menyimpan interaksi Anda dengan situs tersebut. Dengan melanjutkan, Anda menyetujui penggunaan cookie oleh kami. ',
      link: 'Kebijakan privasi',
      afterLink: ' kami menjelaskan lebih lanjut.',
    },
    askingBody: {
      beforeLink:
        'Bolehkah kami menggunakan cookie opsional? Cookie ini membantu kami meningkatkan situs web kami dan memahami cara situs ini digunakan. Tidak ada cookie opsional yang berjalan sebelum Anda memilih, dan Anda dapat mengubah pilihan Anda kapan saja. ',
      link: 'Kebijakan privasi',
      afterLink: ' kami menjelaskan lebih lanjut.',
    },
    accept: 'Saya mengerti',
    choose: 'Pilih cookie',
    announcement: 'Kami menggunakan cookie: pemberitahuan cookie di bagian bawah halaman.',
  },
  preferences: {
    title: 'Pengaturan cookie',
    intro: 'Pilih apa yang boleh digunakan situs ini. Anda dapat mengubahnya kapan saja dari halaman privasi.',
    save: 'Simpan',
    acceptAll: 'Terima semua',
    rejectAll: 'Tolak semua',
    cancel: 'Batal',
    gpcNote: 'Browser Anda mengirimkan Global Privacy Control, jadi opsi ini tetap nonaktif.',
    usedBy: (services: string) => `Digunakan oleh: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Tidak ada layanan jenis ini yang berjalan di situs ini.',
  },
  purposes: {
    necessary: {
      name: 'Diperlukan',
      inSentence: 'tujuan yang diperlukan',
      description: 'Mengingat pilihan ini, dan laporan kesalahan yang menjaga situs tetap berfungsi. Selalu aktif.',
    },
    analytics: {
      name: 'Analitik',
      inSentence: 'analitik',
      description: 'Halaman yang Anda lihat dan apa yang Anda klik, untuk memahami cara situs digunakan.',
    },
    marketing: {
      name: 'Iklan',
      inSentence: 'iklan',
      description: 'Peristiwa yang sama, dibagikan dengan jaringan iklan untuk mengukur iklannya.',
    },
    experience: {
      name: 'Perekaman sesi',
      inSentence: 'perekaman sesi',
      description: 'Peta panas dan rekaman sesi, untuk melihat di mana situs menghambat Anda.',
    },
  },
  privacyChoices: {
    link: 'Pilihan Privasi Anda',
    intro:
      'Situs ini membagikan sebagian aktivitas Anda kepada jaringan iklan. Matikan ini untuk menolak penjualan dan pembagian informasi pribadi Anda serta iklan bertarget.',
    sale: 'Penjualan, pembagian, dan iklan bertarget',
    gpcHonored: 'Sinyal penolakan dihormati',
  },
  language: {
    label: 'Bahasa',
    change: 'Ubah',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Kebijakan privasi',
    placeholderLead: 'Teks sementara.',
    placeholder:
      'Ganti halaman ini dengan kebijakan Anda sendiri. Halaman ini mencantumkan apa yang dapat disimpan oleh shell aplikasi ini dan layanan apa yang dapat digunakannya, tergantung pada cara konfigurasinya.',
    storedHeading: 'Apa yang kami simpan di perangkat Anda',
    storedFlag:
      '{cookieAccepted} di penyimpanan lokal browser Anda: {true} saat Anda menerima cookie (semuanya dengan “{accept}”, atau yang Anda pilih), {false} saat Anda menolak semuanya, agar banner tetap tersembunyi pada kunjungan berikutnya.',
    storedDetail:
      '{cookieConsent} di sebelahnya: tujuan mana yang Anda izinkan, versi kebijakan ini yang Anda jawab, kapan, dan ID persetujuan Anda (angka acak yang menemukan catatan Anda di server kami).',
    askAgain: (months: number) =>
      `Kami akan bertanya lagi saat kebijakan ini berubah, atau setelah ${months === 12 ? 'satu tahun' : months === 1 ? 'satu bulan' : `${months} bulan`}.`,
    clearing: 'Menghapus data browser Anda akan menghapus keduanya.',
    storedLanguage:
      '{cookieLanguage}, sebuah cookie, hanya saat Anda memilih bahasa di halaman ini: bahasa yang Anda pilih, agar server kami menjawab dalam bahasa tersebut.',
    storedLedger:
      '{cookieConsentOutbox} dan {cookieConsentReceipt}: setiap pilihan yang Anda buat juga dikirim ke server kami sendiri sebagai bukti persetujuan Anda. Pilihan menunggu di yang pertama hingga server menerimanya, dan yang kedua menyimpan kapan server mencatat pilihan terakhir Anda.',
    storedUnsent:
      '{unsentCalls}, hanya saat Anda meninggalkan halaman sebelum suatu layanan dimulai: tampilan halaman dan peristiwa yang Anda izinkan yang belum sampai ke layanan tersebut. Semuanya dikirim pada kunjungan Anda berikutnya lalu dihapus, dan tidak ada yang lebih lama dari satu minggu yang disimpan.',
    storedTable: {
      caption: 'Setiap cookie dan kunci penyimpanan yang dapat ditetapkan oleh situs ini dan layanannya, beserta kegunaannya',
      name: 'Nama',
      service: 'Layanan',
      purpose: 'Tujuan',
      lifetime: 'Masa berlaku',
      thisSite: 'Situs ini',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'cookie', localStorage: 'penyimpanan lokal', sessionStorage: 'penyimpanan sesi' },
    },
    storedByServices: 'Layanan analitik, peta panas, iklan, dan pemantauan kesalahan di bawah ini dapat menetapkan cookie mereka sendiri.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Layanan yang kami gunakan',
    noServices: 'Situs ini tidak mengirim apa pun ke layanan analitik, iklan, peta panas, atau pemantauan kesalahan mana pun.',
    serviceKinds: {
      analytics: 'Analitik produk',
      pixel: 'Piksel iklan',
      heatmap: 'Peta panas',
      errors: 'Pemantauan kesalahan dan rekaman sesi',
    },
    errorsOptIn:
      'Laporan kesalahan dikirim apa pun pilihan Anda, karena menjaga situs tetap berfungsi adalah kepentingan sah kami; sesi direkam hanya jika Anda mengizinkan cookie perekaman sesi, dan perekaman berhenti jika Anda menarik persetujuan.',
    errorsNotice:
      'Laporan kesalahan adalah bagian dari pengoperasian situs dan dikirim sejak halaman pertama Anda; sesi direkam kecuali Anda menonaktifkan cookie perekaman sesi.',
    loadingOptIn:
      'Tidak ada layanan analitik, iklan, atau peta panas yang dimuat, dan tidak ada yang dikirim kepadanya, sampai Anda mengizinkan tujuannya; apa yang Anda tolak tetap nonaktif.',
    loadingNotice:
      'Layanan-layanan ini berjalan sejak halaman pertama Anda; banner cookie memberi tahu Anda hal ini. Anda dapat menonaktifkan tujuan mana pun di Pengaturan cookie.',
    gpcOn: 'Browser Anda mengirimkan Global Privacy Control, jadi piksel iklan tidak pernah dimuat dan tidak menerima apa pun.',
    gpcOff: 'Jika browser Anda mengirimkan Global Privacy Control, piksel iklan tidak pernah dimuat dan tidak menerima apa pun.',
    settingsHeading: 'Pengaturan cookie',
    noChoiceNotice: 'Anda belum membuat pilihan tentang cookie; layanan di atas berjalan sampai Anda menonaktifkannya.',
    noChoiceOptIn: 'Anda belum membuat pilihan tentang cookie.',
    accepted: 'Anda telah menerima cookie.',
    declined: 'Anda telah menolak cookie.',
    partial: (granted: string, refused: string) => `Anda telah menerima cookie untuk ${granted}, dan menolaknya untuk ${refused}.`,
    settingsButton: 'Pengaturan cookie',
    choicesHeading: 'Pilihan Anda',
    choices:
      'Anda dapat menghapus data situs ini di browser Anda kapan saja, dan memblokir layanan-layanan ini dengan pengaturan browser Anda atau ekstensi; situs tetap berfungsi tanpanya.',
  },
  consentRecord: {
    consentId: 'ID persetujuan Anda adalah {consentId}.',
    recordedOn: 'Pilihan Anda saat ini dicatat di server kami pada {time}.',
    pending: 'Pilihan Anda saat ini menunggu untuk dicatat di server kami; browser Anda akan mengirimkannya lagi sampai tercatat.',
    unrecorded: 'Browser Anda tidak menyimpan tanda terima dari server kami untuk pilihan Anda saat ini.',
    history: 'Setiap pilihan yang dicatat dengan ID ini, dalam format JSON: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Apakah Anda menerima atau menolak cookie, agar banner tetap tersembunyi pada kunjungan berikutnya.',
      'consent-detail': 'Tujuan mana yang Anda izinkan, versi kebijakan yang Anda jawab, kapan, dan ID persetujuan Anda.',
      'scroll-positions': 'Sejauh mana Anda menggulir setiap halaman, agar kembali (atau memuat ulang) membawa Anda ke sana lagi.',
      'language-choice':
        'Bahasa yang Anda pilih di halaman privasi, agar server kami menjawab dalam bahasa itu (hanya setelah Anda memilih satu).',
      'unsent-calls':
        'Tampilan halaman dan peristiwa yang Anda izinkan yang belum sampai ke layanan saat Anda meninggalkan halaman; dikirim pada kunjungan Anda berikutnya.',
      'consent-outbox': 'Catatan pilihan Anda yang penerimaannya belum dikonfirmasi oleh server kami.',
      'consent-receipt': 'Tanda terima yang diberikan server kami untuk pilihan terakhir Anda.',
      'visitor-id': 'ID acak yang membedakan pengunjung.',
      'visitor-id-and-settings': 'ID acak yang membedakan pengunjung, dan pengaturan layanan.',
      'visitor-id-for-ads': 'Membedakan pengunjung, untuk mengukur iklan.',
      'referring-site': 'Situs asal Anda, untuk mengaitkan kunjungan dengan iklan yang membawa Anda ke sini.',
      'own-keys-index': 'Daftar item yang disimpan layanan di perangkat ini.',
      'visitor-id-and-session': 'ID anonim yang membedakan pengunjung, dan kunjungan saat ini.',
      'visitor-and-user-ids': 'ID anonim yang membedakan pengunjung (dan ID pengguna, jika ditetapkan).',
      'visitor-id-and-event-properties': 'ID Anda di layanan dan properti yang dikirim bersama setiap peristiwa.',
      'current-visit': 'Kunjungan saat ini: halaman dan peristiwa mana yang termasuk di dalamnya.',
      'arrival-source': 'Cara Anda pertama kali datang ke situs: situs, mesin pencari, atau kampanye yang mengarahkan Anda.',
      'visit-end': 'Kapan kunjungan saat ini berakhir.',
      'visitor-id-end': 'Kapan ID pengunjung kedaluwarsa.',
      'visit-recording': 'Menggabungkan halaman-halaman dari satu kunjungan menjadi satu rekaman sesi.',
      'returning-visitor': 'Apakah Anda pernah mengunjungi situs ini sebelumnya.',
      'tab-recording': 'Apakah tab ini sedang direkam, dan sesi rekaman tempat tab ini berada.',
      'working-data': 'Data kerja layanan: domain teratas, pengambilan sampel, uji penyimpanan, atribut pengguna.',
      'tab-id': 'Membedakan tab ini dari tab lain yang terbuka di situs.',
      'open-tabs': 'Tab yang sedang terbuka di situs saat ini.',
      'tracking-allowed': 'Apakah layanan boleh mengumpulkan data.',
      'cookies-allowed': 'Apakah layanan boleh memasang cookie.',
      'retry-queue': 'Peristiwa yang menunggu dikirim ulang setelah permintaan gagal.',
      'chat-conversation': 'Menyimpan percakapan chat Anda di seluruh halaman dan kunjungan.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Menyimpan klik iklan {network} yang membawa Anda ke sini.',
    stays: {
      'tab-session': 'sesi tab ini',
      'at-most-session': 'paling lama selama sesi',
      'until-removed': 'sampai dihapus',
      'until-cleared': 'sampai Anda menghapus data situs ini',
      'until-sent': 'sampai terkirim',
      'until-sent-at-most-a-week': 'sampai terkirim, paling lama seminggu',
      'until-confirmed': 'sampai server mengonfirmasinya',
      'until-next-choice': 'sampai pilihan Anda berikutnya',
    },
    spans: {
      minutes: { other: '# menit' },
      days: { other: '# hari' },
      months: { other: '# bulan' },
      years: { other: '# tahun' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'halaman yang Anda lihat dan peristiwa bernama',
      'page-views': 'hanya halaman yang Anda lihat',
      'same-named-events': 'peristiwa bernama yang sama',
      'named-events-and-conversions': 'peristiwa bernama dan konversi',
      'page-views-and-counted-conversions': 'halaman yang Anda lihat dan konversi yang dihitung oleh peristiwa bernama',
      'scrolls-and-clicks': 'cara halaman digulir dan diklik',
      'session-recordings': 'rekaman atas apa yang Anda lihat dan lakukan di halaman',
      'errors-and-traces': 'kesalahan dan jejak performa',
      errors: 'kesalahan',
      'nothing-leaves-the-page': 'tidak ada: panggilan hanya dicatat di halaman ini',
      'chat-messages': 'apa yang Anda tulis di chat, beserta alamat IP Anda, detail browser Anda, dan halaman tempat Anda berada',
    },
    facts: {
      'each-with-its-page': ', masing-masing dengan halaman tempat terjadinya',
      'without-cookies': ', tanpa cookie',
      'sampled-session-recordings': ', serta rekaman sampel sesi (satu dari sepuluh, dan setiap sesi tempat terjadi kesalahan)',
      'loaded-after-page-load': ', dimuat setelah halaman selesai dimuat',
      'clicks-and-form-use': ', serta klik Anda dan penggunaan formulir di setiap halaman',
      'through-site-address': ', dikirim melalui alamat situs ini sendiri',
      'measures-advertising': ', untuk mengukur iklan',
      'measures-and-targets-advertising': ', untuk mengukur dan menargetkan iklan',
    },
    measuresAdvertisingOn: ', untuk mengukur iklan di {network}',
    advertisingStorageOf: '; penyimpanan iklan {network} hanya jika Anda menerima iklan',
    end: '.',
    parts: {
      'advertising-storage': 'penyimpanan iklan',
      'session-replay': 'rekaman sesi',
      'google-tag-measurement-storage': 'penyimpanan pengukuran di tag Google',
    },
  },
  embeds: {
    kinds: {
      video: 'Video',
      map: 'Peta',
      post: 'Postingan',
      audio: 'Pemutar audio',
      booking: 'Kalender pemesanan',
      page: 'Halaman tersemat',
    },
    receives: (service: string) =>
      `Memuatnya mengirimkan alamat IP Anda, detail browser Anda, dan alamat halaman ini ke ${service}, serta memungkinkannya menyimpan cookie.`,
    policyLink: (service: string) => `Kebijakan privasi ${service}`,
    loadOnce: 'Muat sekali',
    loadOnceLabel: (title: string) => `Muat sekali: ${title}`,
    alwaysAllow: (purpose: string) => `Selalu izinkan ${purpose}`,
    gpcNote: 'Browser Anda meminta situs untuk tidak membagikan data Anda untuk iklan, jadi konten ini hanya dimuat jika Anda memintanya.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, konten yang disematkan di beberapa halaman, untuk ${purpose}: hanya setelah Anda memuatnya, layanan ini menerima alamat IP Anda dan alamat halaman, dan dapat menyimpan cookie-nya sendiri.`,
    formKind: 'Formulir',
  },
  chat: {
    launcher: 'Chat dengan kami',
    opens: (service: string) => `Membuka chat ${service}, yang menyimpan cookie untuk mempertahankan percakapan Anda.`,
    kind: 'Chat layanan pelanggan',
    onRequest: 'hanya setelah Anda membuka chat',
    privacyHeading: 'Dimuat hanya saat Anda membuka chat',
    privacyLead:
      'Tidak ada yang dimuat dari layanan ini sampai Anda membuka chat. Membukanya adalah permintaan Anda sendiri, sehingga tidak termasuk tujuan yang Anda pilih untuk cookie.',
  },
  shell: {
    skipLink: 'Langsung ke konten',
    mainNav: 'Utama',
    privacyLink: 'Kebijakan privasi',
    errorTitle: 'Terjadi masalah',
    errorBody: 'Bagian halaman ini gagal dimuat. Masalah ini telah dilaporkan.',
    tryAgain: 'Coba lagi',
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    body: 'Tidak ada halaman di alamat ini.',
    home: 'Buka beranda',
  },
} satisfies Messages;
