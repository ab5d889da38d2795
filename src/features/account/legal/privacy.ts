// The privacy statement (/protocol/userPrivacyStatement) in the four languages. Build-time only: each built page holds
// one language. Placeholders ({app}, {company}, …) are the brand's facts (src/lib/brand-site.ts).
import type { LegalTexts } from './legal-doc.ts';

/** The privacy statement. */
export const PRIVACY_STATEMENT: LegalTexts = {
  en: {
    intro: [
      'This privacy statement explains what personal data {company} ("we") collects when you use {app}, its website and the pages the app opens, why we use it, who we share it with, how long we keep it and the rights you have over it.',
      'We process personal data in line with Indonesian Law No. 27 of 2022 on Personal Data Protection, Law No. 11 of 2008 on Electronic Information and Transactions and its amendments, and Government Regulation No. 71 of 2019. Users in Malaysia are also protected by the Personal Data Protection Act 2010.',
    ],
    sections: [
      {
        heading: 'Who is responsible for your data',
        body: [
          '{company}, {address}, is the controller of the personal data processed through {app}.',
          'You can reach our data protection officer at {privacyEmail} for any question about this statement or your data.',
        ],
      },
      {
        heading: 'The data we collect',
        body: [
          'We collect the data you give us, the data your use of {app} creates, and data from the partners who help us run the service:',
          [
            'Account data: your mobile phone number, nickname, gender, profile photo, user ID and the language you choose.',
            'Sign-in data: the verification codes we send by SMS (we keep only a protected fingerprint of each code) and the sessions of your devices.',
            'Activity data: live streams you host or watch, messages in live rooms, gifts sent and received, follows, levels, VIP membership, dress-ups, tasks, games and events you take part in.',
            'Transaction data: coin top-ups and their payment orders, coin transfers, the ledger of your coins and beans, settlements and withdrawals.',
            'Payout data, if you are a host or an agency: the name of the account holder, bank card or account number, DANA or OVO account, and the phone number linked to it.',
            'Agency application data: agent name, avatar image, phone and WhatsApp numbers and bank details.',
            'Device and log data: device model, operating system, app version, IP address, approximate country from the IP address, time of each request and error reports.',
            'Support data: what you tell our customer service and the records of those conversations.',
          ],
          'We do not collect your precise location, your contacts or your photos unless you choose to upload a photo.',
        ],
      },
      {
        heading: 'Why we use it',
        body: [
          [
            'To create and secure your account, sign you in and keep you signed in.',
            'To provide live streaming, gifts, VIP, dress-ups, levels, games and events.',
            'To process top-ups, coin transfers, settlements and withdrawals, and to keep exact records of every coin and bean.',
            'To keep {app} safe: moderating content, preventing fraud, spam and abuse, and enforcing our User Agreement, including bans.',
            'To meet legal obligations such as tax and financial record keeping and lawful requests from the authorities.',
            'To answer you when you contact us, and to tell you about changes to the service.',
            'To understand how {app} is used and improve it, using aggregated or de-identified data where we can.',
            'To send you promotions, only where you have agreed to receive them.',
          ],
        ],
      },
      {
        heading: 'Legal bases',
        body: [
          'We process your data because it is necessary to perform our agreement with you (the User Agreement), to comply with our legal obligations, for our legitimate interests in keeping {app} safe and working well (balanced against your rights), to protect vital interests, or because you have given your consent. Where we rely on consent, you may withdraw it at any time without affecting what was done before.',
        ],
      },
      {
        heading: 'Who we share it with',
        body: [
          'We never sell your personal data. We share it only as needed with:',
          [
            'Payment providers, banks and e-wallets (such as DANA and OVO) that process your top-ups and withdrawals.',
            'SMS providers that deliver your verification codes.',
            'Cloud hosting, storage and security providers that run our systems under our instructions.',
            'Your agency, if you are a host: it sees your streaming time, gift income and settlements so that it can manage and pay you.',
            'Other users, for what is public by design: your nickname, profile photo, user ID, levels, badges, dress-ups and what you say in live rooms.',
            'Authorities, courts and law enforcement when the law requires it or to protect the rights and safety of users and of {company}.',
            'A buyer or successor of our business, bound by this statement.',
          ],
          'Every provider that processes data for us is bound by a written agreement to protect it and to use it only for our instructions.',
        ],
      },
      {
        heading: 'Transfers outside Indonesia',
        body: [
          'Some of our providers may process data outside Indonesia. When that happens we make sure the country offers a level of protection at least equal to Indonesian law, or that appropriate safeguards are in place, or we ask for your consent, as Law No. 27 of 2022 requires.',
        ],
      },
      {
        heading: 'How long we keep it',
        body: [
          [
            'Account and activity data: while your account exists.',
            'Transaction, settlement and withdrawal records: for as long as Indonesian tax and financial law requires, currently up to 10 years.',
            'Verification codes: until they are used or expire, and their records for at most 30 days.',
            'Device and log data: up to 12 months, longer only when needed to investigate abuse.',
            'After your account is closed we delete or anonymise your personal data within 30 days, except what the law requires us to keep.',
          ],
        ],
      },
      {
        heading: 'How we protect it',
        body: [
          'We use encryption in transit, access controls, signed and time-limited requests, and we store only protected fingerprints of sign-in tokens and verification codes. Only staff who need the data for their work can see it.',
          'If a breach of personal data happens, we will notify you and the authority in writing within 3 x 24 hours of becoming aware of it, as the law requires, and tell you what we are doing about it.',
        ],
      },
      {
        heading: 'Your rights',
        body: [
          'Under Indonesian law you have the right to:',
          [
            'be informed about how your data is processed;',
            'access your data and get a copy of it;',
            'correct data that is wrong or incomplete;',
            'have your data deleted or destroyed, and end its processing;',
            'withdraw the consent you gave;',
            'object to decisions based solely on automated processing that have legal effects on you;',
            'restrict or suspend processing;',
            'obtain your data in a commonly used format and have it transferred;',
            'complain to the personal data protection authority and claim compensation for violations.',
          ],
          'To use these rights, write to {privacyEmail} from the phone number or account concerned, or contact customer service on WhatsApp at {support}. We verify your identity first. We act on requests to access or correct data within 3 x 24 hours of verification, as the law requires, and on other requests as quickly as we can.',
        ],
      },
      {
        heading: 'Cancelling your account',
        body: [
          'You can cancel your account at any time in the app. The account is kept for a 7-day cooling period during which signing in again keeps it. After that the account is closed: your coins and beans not withdrawn are forfeited, your memberships and items end, and your personal data is deleted or anonymised as described above.',
        ],
      },
      {
        heading: 'Children',
        body: [
          '{app} is meant for people aged 18 and over. We do not knowingly collect data of children. If we learn that an account belongs to a child, we close it and delete its data. Parents or guardians who believe a child uses {app} can contact {privacyEmail}.',
        ],
      },
      {
        heading: 'Cookies and storage on your device',
        body: [
          'The pages of {app} keep your sign-in session for the current window and your chosen language in your browser storage and in a language cookie. We use no advertising cookies on these pages. Clearing your browser data signs you out and resets the language.',
        ],
      },
      {
        heading: 'Changes to this statement',
        body: [
          'We may update this statement when our service or the law changes. We will show the date of the latest version at the top and tell you in the app before important changes take effect.',
        ],
      },
      {
        heading: 'Contact',
        body: ['{company}, {address}. Privacy questions: {privacyEmail}. Customer service: {email} or WhatsApp {support}.'],
      },
    ],
  },
  id: {
    intro: [
      'Pernyataan privasi ini menjelaskan data pribadi apa saja yang dikumpulkan oleh {company} ("kami") saat Anda menggunakan {app}, situs webnya, dan halaman yang dibuka oleh aplikasi, untuk apa data itu digunakan, dengan siapa dibagikan, berapa lama disimpan, dan hak-hak Anda atas data tersebut.',
      'Kami memproses data pribadi sesuai dengan Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi, Undang-Undang Nomor 11 Tahun 2008 tentang Informasi dan Transaksi Elektronik beserta perubahannya, serta Peraturan Pemerintah Nomor 71 Tahun 2019. Pengguna di Malaysia juga dilindungi oleh Personal Data Protection Act 2010.',
    ],
    sections: [
      {
        heading: 'Pihak yang bertanggung jawab atas data Anda',
        body: [
          '{company}, {address}, adalah pengendali data pribadi yang diproses melalui {app}.',
          'Anda dapat menghubungi pejabat pelindungan data pribadi kami di {privacyEmail} untuk pertanyaan apa pun tentang pernyataan ini atau data Anda.',
        ],
      },
      {
        heading: 'Data yang kami kumpulkan',
        body: [
          'Kami mengumpulkan data yang Anda berikan, data yang timbul dari penggunaan {app}, dan data dari mitra yang membantu kami menjalankan layanan:',
          [
            'Data akun: nomor HP, nama panggilan, jenis kelamin, foto profil, ID pengguna, dan bahasa yang Anda pilih.',
            'Data masuk: kode verifikasi yang kami kirim lewat SMS (kami hanya menyimpan sidik jari terlindungi dari setiap kode) dan sesi perangkat Anda.',
            'Data aktivitas: siaran langsung yang Anda bawakan atau tonton, pesan di ruang live, hadiah yang dikirim dan diterima, yang Anda ikuti, level, keanggotaan VIP, dekorasi, tugas, permainan, dan acara yang Anda ikuti.',
            'Data transaksi: isi ulang koin beserta pesanan pembayarannya, transfer koin, catatan koin dan bean Anda, penyelesaian (settlement), dan penarikan.',
            'Data pembayaran keluar, jika Anda host atau agensi: nama pemilik rekening, nomor kartu atau rekening bank, akun DANA atau OVO, dan nomor HP yang terhubung.',
            'Data pengajuan agensi: nama agen, gambar avatar, nomor telepon dan WhatsApp, serta data bank.',
            'Data perangkat dan log: model perangkat, sistem operasi, versi aplikasi, alamat IP, perkiraan negara dari alamat IP, waktu setiap permintaan, dan laporan galat.',
            'Data layanan pelanggan: apa yang Anda sampaikan kepada layanan pelanggan kami dan catatan percakapan tersebut.',
          ],
          'Kami tidak mengumpulkan lokasi persis, kontak, atau foto Anda, kecuali foto yang Anda pilih untuk diunggah.',
        ],
      },
      {
        heading: 'Untuk apa kami menggunakannya',
        body: [
          [
            'Untuk membuat dan mengamankan akun Anda, membuat Anda masuk, dan menjaga sesi Anda.',
            'Untuk menyediakan siaran langsung, hadiah, VIP, dekorasi, level, permainan, dan acara.',
            'Untuk memproses isi ulang, transfer koin, penyelesaian, dan penarikan, serta mencatat setiap koin dan bean dengan tepat.',
            'Untuk menjaga keamanan {app}: moderasi konten, pencegahan penipuan, spam, dan penyalahgunaan, serta penegakan Perjanjian Pengguna, termasuk pemblokiran.',
            'Untuk memenuhi kewajiban hukum seperti pencatatan pajak dan keuangan serta permintaan sah dari pihak berwenang.',
            'Untuk menjawab Anda saat menghubungi kami dan memberi tahu perubahan layanan.',
            'Untuk memahami cara {app} digunakan dan meningkatkannya, sedapat mungkin dengan data agregat atau yang tidak dapat dikenali.',
            'Untuk mengirim promosi, hanya jika Anda menyetujuinya.',
          ],
        ],
      },
      {
        heading: 'Dasar pemrosesan',
        body: [
          'Kami memproses data Anda karena diperlukan untuk melaksanakan perjanjian dengan Anda (Perjanjian Pengguna), untuk memenuhi kewajiban hukum, untuk kepentingan sah kami dalam menjaga {app} tetap aman dan berfungsi baik (dengan memperhatikan hak Anda), untuk melindungi kepentingan vital, atau karena Anda memberikan persetujuan. Jika kami mengandalkan persetujuan, Anda dapat menariknya kapan saja tanpa memengaruhi pemrosesan sebelumnya.',
        ],
      },
      {
        heading: 'Dengan siapa kami membagikannya',
        body: [
          'Kami tidak pernah menjual data pribadi Anda. Kami hanya membagikannya sejauh diperlukan kepada:',
          [
            'Penyedia pembayaran, bank, dan dompet elektronik (seperti DANA dan OVO) yang memproses isi ulang dan penarikan Anda.',
            'Penyedia SMS yang mengirimkan kode verifikasi Anda.',
            'Penyedia hosting awan, penyimpanan, dan keamanan yang menjalankan sistem kami atas instruksi kami.',
            'Agensi Anda, jika Anda host: agensi melihat waktu siaran, pendapatan hadiah, dan penyelesaian Anda untuk mengelola dan membayar Anda.',
            'Pengguna lain, untuk hal yang memang bersifat publik: nama panggilan, foto profil, ID pengguna, level, lencana, dekorasi, dan ucapan Anda di ruang live.',
            'Pihak berwenang, pengadilan, dan penegak hukum jika diwajibkan oleh hukum atau untuk melindungi hak dan keselamatan pengguna dan {company}.',
            'Pembeli atau penerus usaha kami, yang terikat oleh pernyataan ini.',
          ],
          'Setiap penyedia yang memproses data untuk kami terikat perjanjian tertulis untuk melindunginya dan hanya menggunakannya sesuai instruksi kami.',
        ],
      },
      {
        heading: 'Transfer ke luar Indonesia',
        body: [
          'Sebagian penyedia kami dapat memproses data di luar Indonesia. Dalam hal itu kami memastikan negara tersebut memiliki tingkat pelindungan yang setara atau lebih tinggi dari hukum Indonesia, atau tersedia pelindungan yang memadai, atau kami meminta persetujuan Anda, sebagaimana diwajibkan Undang-Undang Nomor 27 Tahun 2022.',
        ],
      },
      {
        heading: 'Berapa lama kami menyimpannya',
        body: [
          [
            'Data akun dan aktivitas: selama akun Anda ada.',
            'Catatan transaksi, penyelesaian, dan penarikan: selama diwajibkan hukum pajak dan keuangan Indonesia, saat ini hingga 10 tahun.',
            'Kode verifikasi: sampai digunakan atau kedaluwarsa, dan catatannya paling lama 30 hari.',
            'Data perangkat dan log: hingga 12 bulan, lebih lama hanya bila diperlukan untuk menyelidiki penyalahgunaan.',
            'Setelah akun Anda ditutup, kami menghapus atau menganonimkan data pribadi Anda dalam 30 hari, kecuali yang wajib disimpan menurut hukum.',
          ],
        ],
      },
      {
        heading: 'Cara kami melindunginya',
        body: [
          'Kami menggunakan enkripsi saat transmisi, kontrol akses, permintaan yang ditandatangani dan dibatasi waktunya, dan hanya menyimpan sidik jari terlindungi dari token masuk dan kode verifikasi. Hanya staf yang memerlukan data untuk pekerjaannya yang dapat melihatnya.',
          'Jika terjadi kegagalan pelindungan data pribadi, kami akan memberi tahu Anda dan lembaga yang berwenang secara tertulis paling lambat 3 x 24 jam sejak kami mengetahuinya, sebagaimana diwajibkan hukum, beserta langkah yang kami ambil.',
        ],
      },
      {
        heading: 'Hak-hak Anda',
        body: [
          'Menurut hukum Indonesia, Anda berhak untuk:',
          [
            'mendapatkan informasi tentang pemrosesan data Anda;',
            'mengakses data Anda dan memperoleh salinannya;',
            'memperbaiki data yang salah atau tidak lengkap;',
            'meminta data Anda dihapus atau dimusnahkan, dan mengakhiri pemrosesannya;',
            'menarik persetujuan yang telah diberikan;',
            'mengajukan keberatan atas keputusan yang hanya didasarkan pada pemrosesan otomatis yang berakibat hukum bagi Anda;',
            'menunda atau membatasi pemrosesan;',
            'memperoleh data Anda dalam format yang umum digunakan dan memindahkannya;',
            'mengadu kepada lembaga pelindungan data pribadi dan menuntut ganti rugi atas pelanggaran.',
          ],
          'Untuk menggunakan hak ini, kirim email ke {privacyEmail} dari nomor HP atau akun yang bersangkutan, atau hubungi layanan pelanggan lewat WhatsApp di {support}. Kami memverifikasi identitas Anda terlebih dahulu. Permintaan akses atau perbaikan data kami tindak lanjuti paling lambat 3 x 24 jam setelah verifikasi, sebagaimana diwajibkan hukum, dan permintaan lain secepat mungkin.',
        ],
      },
      {
        heading: 'Pembatalan akun',
        body: [
          'Anda dapat membatalkan akun kapan saja di aplikasi. Akun disimpan selama masa tenggang 7 hari; jika Anda masuk lagi selama masa itu, akun tetap dipertahankan. Setelah itu akun ditutup: koin dan bean yang belum ditarik hangus, keanggotaan dan item berakhir, dan data pribadi Anda dihapus atau dianonimkan seperti dijelaskan di atas.',
        ],
      },
      {
        heading: 'Anak-anak',
        body: [
          '{app} ditujukan bagi orang berusia 18 tahun ke atas. Kami tidak dengan sengaja mengumpulkan data anak. Jika kami mengetahui suatu akun milik anak, kami menutupnya dan menghapus datanya. Orang tua atau wali yang mengetahui anak menggunakan {app} dapat menghubungi {privacyEmail}.',
        ],
      },
      {
        heading: 'Cookie dan penyimpanan di perangkat Anda',
        body: [
          'Halaman {app} menyimpan sesi masuk Anda untuk jendela yang sedang dibuka dan bahasa pilihan Anda di penyimpanan browser serta cookie bahasa. Kami tidak menggunakan cookie iklan di halaman ini. Menghapus data browser akan mengeluarkan Anda dan mengatur ulang bahasa.',
        ],
      },
      {
        heading: 'Perubahan pernyataan ini',
        body: [
          'Kami dapat memperbarui pernyataan ini bila layanan atau hukum berubah. Tanggal versi terbaru ditampilkan di bagian atas, dan kami memberi tahu Anda di aplikasi sebelum perubahan penting berlaku.',
        ],
      },
      {
        heading: 'Kontak',
        body: ['{company}, {address}. Pertanyaan privasi: {privacyEmail}. Layanan pelanggan: {email} atau WhatsApp {support}.'],
      },
    ],
  },
  'zh-cn': {
    intro: [
      '本隐私声明说明{company}（“我们”）在你使用{app}、其网站及应用内打开的页面时收集哪些个人信息、用途、与谁共享、保存多久以及你享有的权利。',
      '我们依照印度尼西亚2022年第27号《个人数据保护法》、2008年第11号《电子信息与交易法》及其修订案以及2019年第71号政府条例处理个人信息。马来西亚用户同时受《2010年个人资料保护法》保护。',
    ],
    sections: [
      {
        heading: '个人信息的负责方',
        body: ['{company}（地址：{address}）是通过{app}处理的个人信息的控制者。', '如对本声明或你的个人信息有任何疑问，可通过{privacyEmail}联系我们的个人信息保护负责人。'],
      },
      {
        heading: '我们收集的信息',
        body: [
          '我们收集你提供的信息、你使用{app}时产生的信息，以及协助我们运营服务的合作方提供的信息：',
          [
            '账号信息：手机号、昵称、性别、头像、用户ID及你选择的语言。',
            '登录信息：我们通过短信发送的验证码（仅保存每个验证码经保护处理后的指纹）以及你各设备的登录会话。',
            '使用信息：你开播或观看的直播、直播间消息、送出和收到的礼物、关注、等级、VIP会员、装扮、任务、游戏及参与的活动。',
            '交易信息：金币充值及其支付订单、金币转账、金币与金豆流水、结算与提现。',
            '收款信息（主播或公会）：账户持有人姓名、银行卡或银行账号、DANA或OVO账号及绑定的手机号。',
            '公会申请信息：代理名称、头像图片、电话与WhatsApp号码及银行信息。',
            '设备与日志信息：设备型号、操作系统、应用版本、IP地址、根据IP推断的大致国家、每次请求的时间及错误报告。',
            '客服信息：你向客服提供的内容及沟通记录。',
          ],
          '除非你主动上传照片，我们不会收集你的精确位置、通讯录或相册。',
        ],
      },
      {
        heading: '我们如何使用',
        body: [
          [
            '创建并保护你的账号，为你登录并保持登录状态。',
            '提供直播、礼物、VIP、装扮、等级、游戏和活动服务。',
            '处理充值、金币转账、结算与提现，并准确记录每一笔金币和金豆。',
            '维护{app}的安全：内容审核，防范欺诈、垃圾信息与滥用，执行《用户协议》（包括封禁）。',
            '履行法律义务，例如税务与财务记录保存及有关部门的合法要求。',
            '回复你的咨询，并告知服务变更。',
            '了解{app}的使用情况并加以改进，尽可能使用汇总或去标识化的数据。',
            '仅在你同意的情况下向你发送推广信息。',
          ],
        ],
      },
      {
        heading: '处理依据',
        body: [
          '我们处理你的个人信息，是因为履行与你之间的协议（《用户协议》）所必需、为履行法定义务、为保障{app}安全和正常运行的合法利益（并兼顾你的权利）、为保护重大利益，或基于你的同意。凡基于同意的处理，你可随时撤回同意，撤回不影响此前的处理。',
        ],
      },
      {
        heading: '我们与谁共享',
        body: [
          '我们绝不出售你的个人信息，仅在必要范围内与以下各方共享：',
          [
            '处理充值与提现的支付服务商、银行及电子钱包（如DANA、OVO）。',
            '发送验证码的短信服务商。',
            '按照我们的指示运行系统的云主机、存储与安全服务商。',
            '你所在的公会（如你是主播）：公会可查看你的直播时长、礼物收入与结算，以便管理并向你付款。',
            '其他用户：按设计公开的信息，包括昵称、头像、用户ID、等级、徽章、装扮以及你在直播间的发言。',
            '在法律要求或为保护用户及{company}的权利与安全时，向有关部门、法院及执法机关提供。',
            '我们业务的收购方或继任者，其须受本声明约束。',
          ],
          '为我们处理信息的每一家服务商都须签署书面协议，承诺保护信息并仅按我们的指示使用。',
        ],
      },
      {
        heading: '向印度尼西亚境外传输',
        body: ['我们的部分服务商可能在印度尼西亚境外处理信息。此时我们将按照2022年第27号法律的要求，确保接收国的保护水平不低于印度尼西亚法律，或已采取适当的保障措施，或征得你的同意。'],
      },
      {
        heading: '保存期限',
        body: [
          [
            '账号与使用信息：在你的账号存续期间保存。',
            '交易、结算与提现记录：按印度尼西亚税务与财务法律要求的期限保存，目前最长为10年。',
            '验证码：使用或过期前有效，相关记录最多保存30天。',
            '设备与日志信息：最长保存12个月，仅在调查滥用行为需要时延长。',
            '账号注销后，我们将在30天内删除或匿名化你的个人信息，法律要求保存的除外。',
          ],
        ],
      },
      {
        heading: '我们如何保护',
        body: [
          '我们采用传输加密、访问控制、带签名和时效的请求，并且只保存登录凭证和验证码经保护处理后的指纹。只有因工作需要的员工才能查看相关信息。',
          '如发生个人信息泄露，我们将依法在知悉后3×24小时内以书面形式通知你和主管机关，并告知我们采取的措施。',
        ],
      },
      {
        heading: '你的权利',
        body: [
          '根据印度尼西亚法律，你有权：',
          [
            '了解你的个人信息如何被处理；',
            '查阅你的个人信息并获取副本；',
            '更正错误或不完整的信息；',
            '要求删除或销毁你的信息，并终止处理；',
            '撤回你给予的同意；',
            '反对仅基于自动化处理且对你产生法律效果的决定；',
            '限制或暂停处理；',
            '以通用格式获取你的信息并要求转移；',
            '向个人信息保护主管机关投诉，并就违法行为要求赔偿。',
          ],
          '行使上述权利，请使用相关手机号或账号发送邮件至{privacyEmail}，或通过WhatsApp {support}联系客服。我们会先核实你的身份。对于查阅或更正请求，我们将依法在核实后3×24小时内处理；其他请求将尽快处理。',
        ],
      },
      {
        heading: '注销账号',
        body: ['你可随时在应用内注销账号。账号将保留7天冷静期，期间重新登录即可保留账号。冷静期结束后账号将被关闭：未提现的金币和金豆作废，会员与道具终止，你的个人信息按上述规定删除或匿名化。'],
      },
      {
        heading: '未成年人',
        body: ['{app}面向年满18周岁的用户。我们不会在知情的情况下收集儿童的信息。如发现某账号属于儿童，我们将关闭该账号并删除其信息。家长或监护人如发现儿童使用{app}，请联系{privacyEmail}。'],
      },
      {
        heading: 'Cookie与设备存储',
        body: ['{app}的页面会在浏览器存储中保存当前窗口的登录会话，并在浏览器存储和语言Cookie中保存你选择的语言。这些页面不使用广告Cookie。清除浏览器数据将退出登录并重置语言。'],
      },
      {
        heading: '本声明的变更',
        body: ['当我们的服务或法律发生变化时，我们可能更新本声明。最新版本的日期显示在页面顶部；重要变更生效前，我们会在应用内通知你。'],
      },
      {
        heading: '联系我们',
        body: ['{company}，{address}。隐私问题：{privacyEmail}。客服：{email}或WhatsApp {support}。'],
      },
    ],
  },
  'zh-tw': {
    intro: [
      '本隱私權聲明說明{company}（「我們」）在你使用{app}、其網站及應用程式內開啟的頁面時蒐集哪些個人資料、用途、與誰分享、保存多久以及你享有的權利。',
      '我們依照印尼2022年第27號《個人資料保護法》、2008年第11號《電子資訊與交易法》及其修正案以及2019年第71號政府規章處理個人資料。馬來西亞使用者同時受《2010年個人資料保護法》保護。',
    ],
    sections: [
      {
        heading: '個人資料的負責方',
        body: ['{company}（地址：{address}）是透過{app}處理之個人資料的控制者。', '如對本聲明或你的個人資料有任何疑問，可透過{privacyEmail}聯絡我們的個人資料保護負責人。'],
      },
      {
        heading: '我們蒐集的資料',
        body: [
          '我們蒐集你提供的資料、你使用{app}時產生的資料，以及協助我們營運服務之合作夥伴提供的資料：',
          [
            '帳號資料：手機號碼、暱稱、性別、大頭貼、使用者ID及你選擇的語言。',
            '登入資料：我們以簡訊傳送的驗證碼（僅保存每組驗證碼經保護處理後的指紋）以及你各裝置的登入工作階段。',
            '使用資料：你開播或觀看的直播、直播間訊息、送出及收到的禮物、追蹤、等級、VIP會員、裝扮、任務、遊戲及參加的活動。',
            '交易資料：金幣儲值及其付款訂單、金幣轉帳、金幣與金豆明細、結算與提現。',
            '收款資料（主播或公會）：帳戶持有人姓名、銀行卡或銀行帳號、DANA或OVO帳號及綁定的手機號碼。',
            '公會申請資料：代理名稱、頭像圖片、電話與WhatsApp號碼及銀行資料。',
            '裝置與紀錄資料：裝置型號、作業系統、應用程式版本、IP位址、依IP推估的大致國家、每次請求的時間及錯誤報告。',
            '客服資料：你向客服提供的內容及溝通紀錄。',
          ],
          '除非你主動上傳照片，我們不會蒐集你的精確位置、聯絡人或相簿。',
        ],
      },
      {
        heading: '我們如何使用',
        body: [
          [
            '建立並保護你的帳號，讓你登入並維持登入狀態。',
            '提供直播、禮物、VIP、裝扮、等級、遊戲和活動服務。',
            '處理儲值、金幣轉帳、結算與提現，並正確記錄每一筆金幣和金豆。',
            '維護{app}的安全：內容審核，防範詐騙、垃圾訊息與濫用，執行《使用者協議》（包括停權）。',
            '履行法律義務，例如稅務與財務紀錄保存及主管機關的合法要求。',
            '回覆你的詢問，並通知服務變更。',
            '了解{app}的使用情形並加以改善，盡可能使用彙總或去識別化的資料。',
            '僅在你同意的情況下傳送行銷訊息給你。',
          ],
        ],
      },
      {
        heading: '處理依據',
        body: [
          '我們處理你的個人資料，是因為履行與你之間的協議（《使用者協議》）所必需、為履行法定義務、為維護{app}安全與正常運作的正當利益（並兼顧你的權利）、為保護重大利益，或基於你的同意。凡基於同意的處理，你可隨時撤回同意，撤回不影響先前的處理。',
        ],
      },
      {
        heading: '我們與誰分享',
        body: [
          '我們絕不出售你的個人資料，僅在必要範圍內與下列各方分享：',
          [
            '處理儲值與提現的金流服務商、銀行及電子錢包（如DANA、OVO）。',
            '傳送驗證碼的簡訊服務商。',
            '依我們指示運作系統的雲端主機、儲存與資安服務商。',
            '你所屬的公會（如你是主播）：公會可查看你的直播時長、禮物收入與結算，以便管理並付款給你。',
            '其他使用者：依設計公開的資訊，包括暱稱、大頭貼、使用者ID、等級、徽章、裝扮以及你在直播間的發言。',
            '於法律要求或為保護使用者及{company}的權利與安全時，提供予主管機關、法院及執法機關。',
            '我們業務的收購方或繼受者，其須受本聲明拘束。',
          ],
          '每一家為我們處理資料的服務商都須簽署書面協議，承諾保護資料並僅依我們的指示使用。',
        ],
      },
      {
        heading: '傳輸至印尼境外',
        body: ['我們的部分服務商可能在印尼境外處理資料。此時我們將依2022年第27號法律的要求，確保接收國的保護水準不低於印尼法律，或已採取適當的保護措施，或取得你的同意。'],
      },
      {
        heading: '保存期間',
        body: [
          [
            '帳號與使用資料：於你的帳號存續期間保存。',
            '交易、結算與提現紀錄：依印尼稅務與財務法律要求的期間保存，目前最長為10年。',
            '驗證碼：使用或過期前有效，相關紀錄最多保存30天。',
            '裝置與紀錄資料：最長保存12個月，僅於調查濫用行為有必要時延長。',
            '帳號註銷後，我們將於30天內刪除或匿名化你的個人資料，但法律要求保存者除外。',
          ],
        ],
      },
      {
        heading: '我們如何保護',
        body: [
          '我們採用傳輸加密、存取控制、附簽章與時效的請求，並且只保存登入憑證和驗證碼經保護處理後的指紋。只有因工作需要的員工才能查看相關資料。',
          '如發生個人資料外洩，我們將依法於知悉後3×24小時內以書面通知你及主管機關，並說明我們採取的措施。',
        ],
      },
      {
        heading: '你的權利',
        body: [
          '依印尼法律，你有權：',
          [
            '知悉你的個人資料如何被處理；',
            '查閱你的個人資料並取得副本；',
            '更正錯誤或不完整的資料；',
            '要求刪除或銷毀你的資料，並停止處理；',
            '撤回你給予的同意；',
            '反對僅以自動化處理作成且對你產生法律效果的決定；',
            '限制或暫停處理；',
            '以通用格式取得你的資料並要求移轉；',
            '向個人資料保護主管機關申訴，並就違法行為請求賠償。',
          ],
          '欲行使上述權利，請以相關手機號碼或帳號寄信至{privacyEmail}，或透過WhatsApp {support}聯絡客服。我們會先核實你的身分。查閱或更正請求將依法於核實後3×24小時內處理；其他請求將盡速處理。',
        ],
      },
      {
        heading: '註銷帳號',
        body: ['你可隨時在應用程式內註銷帳號。帳號將保留7天冷靜期，期間重新登入即可保留帳號。冷靜期結束後帳號將被關閉：未提現的金幣和金豆失效，會員與道具終止，你的個人資料依上述規定刪除或匿名化。'],
      },
      {
        heading: '未成年人',
        body: ['{app}以年滿18歲的使用者為對象。我們不會在知情的情況下蒐集兒童的資料。如發現某帳號屬於兒童，我們將關閉該帳號並刪除其資料。家長或監護人如發現兒童使用{app}，請聯絡{privacyEmail}。'],
      },
      {
        heading: 'Cookie與裝置儲存',
        body: ['{app}的頁面會在瀏覽器儲存空間中保存目前視窗的登入工作階段，並在瀏覽器儲存空間和語言Cookie中保存你選擇的語言。這些頁面不使用廣告Cookie。清除瀏覽器資料將會登出並重設語言。'],
      },
      {
        heading: '本聲明的變更',
        body: ['當我們的服務或法律變動時，我們可能更新本聲明。最新版本的日期顯示於頁面上方；重要變更生效前，我們會在應用程式內通知你。'],
      },
      {
        heading: '聯絡我們',
        body: ['{company}，{address}。隱私權問題：{privacyEmail}。客服：{email}或WhatsApp {support}。'],
      },
    ],
  },
};
