// The user agreement (/protocol/userRegister) in the four languages. Build-time only: each built page holds one
// language. Placeholders ({app}, {company}, …) are the brand's facts (src/lib/brand-site.ts).
import type { LegalTexts } from './legal-doc.ts';

/** The user agreement. */
export const USER_AGREEMENT: LegalTexts = {
  en: {
    intro: [
      'This User Agreement is a contract between you and {company} ({address}), which runs {app}. It applies to the app, its website and every page the app opens. By registering, signing in or using {app} you accept this Agreement and our Privacy Statement. If you do not accept them, do not use {app}.',
    ],
    sections: [
      {
        heading: 'Your account',
        body: [
          [
            'You must be at least 18 years old and able to enter into a binding contract under Indonesian law.',
            'You register with a mobile phone number that you own and verify it with a code sent by SMS. One phone number holds one account.',
            'Keep your phone, verification codes and account to yourself. You are responsible for everything done with your account unless you told us promptly that it was used without your permission.',
            'The information in your profile must be true and must not impersonate anyone.',
          ],
        ],
      },
      {
        heading: 'Coins and beans',
        body: [
          [
            'Coins are a virtual currency of {app}, bought at the prices shown in the app through the payment channels offered. Coins are used for gifts, VIP, dress-ups, games and other features.',
            'Coins are a licence to use features of {app}. They have no cash value, cannot be exchanged back into money and are not refunded, except where the law requires it or a payment was charged in error.',
            'Coins may be passed between users only through the transfer functions of authorised coin dealers. Buying or selling coins or accounts anywhere else is forbidden.',
            'Beans are what hosts and agencies earn from the gifts they receive and from the bonuses of their agreements. Beans can be withdrawn to the holder’s own bank account, DANA or OVO at 1 bean = Rp 1, less the fees shown, within the limits shown in the app and after our review of 1 to 3 working days.',
            'You are responsible for the taxes on your income from {app}. We withhold or report taxes where the law requires it.',
            'If coins or beans were credited by mistake, by fraud or through a fault of the service, we may correct the balance.',
          ],
        ],
      },
      {
        heading: 'VIP, dress-ups and virtual items',
        body: [
          [
            'VIP memberships are bought for 30, 90 or 180 days. Their level and privileges follow the rules published on the VIP pages, which form part of this Agreement.',
            'Dress-ups and other virtual items are licensed for the period bought and expire at its end. They are not sold to you as property and cannot be transferred.',
            'We may change, add or retire privileges and items for the future; what you already bought keeps working until the end of its period or is replaced by something of equal value.',
          ],
        ],
      },
      {
        heading: 'Hosts, agencies and coin dealers',
        body: [
          [
            'Hosts stream as independent users, not as our employees. Hosts who join an agency also accept the terms between them and that agency.',
            'Settlements, bonuses, basic salary and tasks are paid by the rules published in the app at the time of the period concerned. Repeated violations may cancel a basic salary as those rules say.',
            'Agencies apply through the app and are reviewed by us. An agency head approves or rejects hosts and exit requests honestly and on time; an exit request not decided in 15 days is granted automatically.',
            'Coin dealers are appointed by us, may transfer coins only to users and their own sub-agents within the published limits, and must not charge more than the published price lists.',
          ],
        ],
      },
      {
        heading: 'What is not allowed',
        body: [
          'You must follow the laws of Indonesia, in particular the Electronic Information and Transactions Law and the Pornography Law, and you must not post, stream or send:',
          [
            'nudity, sexual content or sexual services;',
            'gambling outside the games of {app}, or promotion of gambling;',
            'violence, threats, self-harm, or content that exploits or endangers children;',
            'hate speech or content insulting ethnicity, religion, race or groups (SARA);',
            'drugs, weapons or other illegal goods and services;',
            'fraud, scams, spam, or offers to trade coins, beans or accounts outside the app;',
            'content that infringes another person’s copyright, trademark or privacy;',
            'false information that may cause public unrest.',
          ],
          'You must not cheat the service: no bots, scripts, multiple accounts to abuse rewards, manipulation of rankings or events, or attacks on our systems.',
        ],
      },
      {
        heading: 'Games, events and rewards',
        body: [
          'Turntables, marble games, red packets and events use virtual coins only and pay out virtual coins or items, never cash. The odds and expected returns of every game are published on its page, and results are drawn on our servers in a way you can verify. Each event’s rules, period and rewards are published on its page. We may void rewards obtained by cheating.',
        ],
      },
      {
        heading: 'Your content and our rights',
        body: [
          [
            'You keep the rights to the content you create. You give {company} a worldwide, non-exclusive, royalty-free licence to host, show, reproduce and distribute it within {app} and to promote {app}, for as long as it is on the service and for a reasonable time after.',
            '{app}, its name, logo, software and design belong to {company} or its licensors. We give you a personal, revocable, non-transferable licence to use {app} for its intended purpose.',
          ],
        ],
      },
      {
        heading: 'Moderation, suspension and bans',
        body: [
          'We may review, restrict or remove content, limit features, or suspend or ban accounts that break this Agreement or the law, that put other users at risk, or when the law requires it. A ban signs the account out at once. Where we can, we tell you the reason. You can appeal to customer service at {email} or WhatsApp {support}. Coins and beans of an account banned for fraud may be withheld while we investigate and cancelled where the fraud is confirmed.',
        ],
      },
      {
        heading: 'Cancelling your account',
        body: [
          'You can cancel your account in the app at any time. It is kept for a 7-day cooling period during which signing in again keeps it. After that the account is closed for good: coins and beans not withdrawn are forfeited, memberships and virtual items end and your ties to families and agencies end. Agency heads must hand over or close their agency first, and a withdrawal under review must be settled first.',
        ],
      },
      {
        heading: 'Availability and changes of the service',
        body: [
          'We work to keep {app} available, but it may be interrupted for maintenance, upgrades or reasons beyond our control. We may change or end features; where a change takes away something you paid for, we will offer a fair solution.',
        ],
      },
      {
        heading: 'Liability',
        body: [
          '{app} is provided as it is. To the extent the law allows, {company} is not liable for indirect or consequential loss, loss of profits or data, or for the content and conduct of other users. Our total liability to you for any claim is limited to the amount you paid us in the 3 months before the claim. Nothing in this Agreement limits liability that cannot be limited under Indonesian law, including your rights as a consumer under Law No. 8 of 1999.',
        ],
      },
      {
        heading: 'Governing law and disputes',
        body: [
          'This Agreement is governed by the laws of the Republic of Indonesia. We will first try to settle any dispute with you amicably within 30 days. If that fails, the dispute will be settled by the District Court of South Jakarta, without limiting your right to bring a consumer dispute before the consumer dispute settlement body (BPSK) where you live. The Indonesian text of this Agreement prevails over its translations.',
        ],
      },
      {
        heading: 'Changes to this Agreement',
        body: [
          'We may update this Agreement. The date of the latest version is shown at the top; we will tell you in the app before important changes take effect. If you keep using {app} after that, you accept the new version; if you do not accept it, you may cancel your account.',
        ],
      },
      {
        heading: 'Contact',
        body: ['{company}, {address}. Customer service: {email}, WhatsApp {support}, {website}.'],
      },
    ],
  },
  id: {
    intro: [
      'Perjanjian Pengguna ini adalah perjanjian antara Anda dan {company} ({address}) yang mengelola {app}. Perjanjian ini berlaku untuk aplikasi, situs webnya, dan setiap halaman yang dibuka oleh aplikasi. Dengan mendaftar, masuk, atau menggunakan {app}, Anda menyetujui Perjanjian ini dan Pernyataan Privasi kami. Jika Anda tidak menyetujuinya, jangan gunakan {app}.',
    ],
    sections: [
      {
        heading: 'Akun Anda',
        body: [
          [
            'Anda harus berusia minimal 18 tahun dan cakap melakukan perbuatan hukum menurut hukum Indonesia.',
            'Anda mendaftar dengan nomor HP milik Anda sendiri dan memverifikasinya dengan kode yang dikirim lewat SMS. Satu nomor HP untuk satu akun.',
            'Jaga kerahasiaan HP, kode verifikasi, dan akun Anda. Anda bertanggung jawab atas segala tindakan melalui akun Anda, kecuali Anda segera memberi tahu kami bahwa akun digunakan tanpa izin.',
            'Informasi di profil Anda harus benar dan tidak boleh meniru orang lain.',
          ],
        ],
      },
      {
        heading: 'Koin dan bean',
        body: [
          [
            'Koin adalah mata uang virtual {app} yang dibeli dengan harga yang tertera di aplikasi melalui saluran pembayaran yang tersedia. Koin digunakan untuk hadiah, VIP, dekorasi, permainan, dan fitur lainnya.',
            'Koin merupakan lisensi untuk menggunakan fitur {app}. Koin tidak memiliki nilai tunai, tidak dapat ditukar kembali menjadi uang, dan tidak dapat dikembalikan, kecuali diwajibkan oleh hukum atau terjadi kesalahan penagihan.',
            'Koin hanya boleh berpindah antarpengguna melalui fitur transfer agen koin resmi. Jual beli koin atau akun di luar itu dilarang.',
            'Bean adalah penghasilan host dan agensi dari hadiah yang diterima dan dari bonus sesuai ketentuan mereka. Bean dapat ditarik ke rekening bank, DANA, atau OVO milik sendiri dengan nilai 1 bean = Rp 1, dikurangi biaya yang ditampilkan, dalam batas yang tertera di aplikasi dan setelah peninjauan 1 sampai 3 hari kerja.',
            'Anda bertanggung jawab atas pajak penghasilan Anda dari {app}. Kami memotong atau melaporkan pajak jika diwajibkan oleh hukum.',
            'Jika koin atau bean masuk karena kekeliruan, penipuan, atau gangguan layanan, kami dapat mengoreksi saldo.',
          ],
        ],
      },
      {
        heading: 'VIP, dekorasi, dan item virtual',
        body: [
          [
            'Keanggotaan VIP dibeli untuk 30, 90, atau 180 hari. Level dan hak istimewanya mengikuti aturan di halaman VIP, yang merupakan bagian dari Perjanjian ini.',
            'Dekorasi dan item virtual lainnya dilisensikan selama periode yang dibeli dan berakhir di akhir periode. Item tersebut bukan milik Anda dan tidak dapat dipindahtangankan.',
            'Kami dapat mengubah, menambah, atau menghentikan hak istimewa dan item untuk ke depannya; yang sudah Anda beli tetap berfungsi sampai akhir periodenya atau diganti dengan yang senilai.',
          ],
        ],
      },
      {
        heading: 'Host, agensi, dan agen koin',
        body: [
          [
            'Host melakukan siaran sebagai pengguna mandiri, bukan karyawan kami. Host yang bergabung dengan agensi juga terikat ketentuan antara dirinya dan agensi tersebut.',
            'Penyelesaian, bonus, gaji pokok, dan tugas dibayarkan menurut aturan yang berlaku di aplikasi pada periode yang bersangkutan. Pelanggaran berulang dapat membatalkan gaji pokok sesuai aturan tersebut.',
            'Agensi mendaftar melalui aplikasi dan ditinjau oleh kami. Ketua agensi wajib menyetujui atau menolak host dan permintaan keluar secara jujur dan tepat waktu; permintaan keluar yang tidak diputuskan dalam 15 hari dikabulkan secara otomatis.',
            'Agen koin ditunjuk oleh kami, hanya boleh mentransfer koin kepada pengguna dan sub-agennya sendiri dalam batas yang ditetapkan, dan tidak boleh menjual di atas daftar harga yang dipublikasikan.',
          ],
        ],
      },
      {
        heading: 'Yang dilarang',
        body: [
          'Anda wajib mematuhi hukum Indonesia, khususnya Undang-Undang Informasi dan Transaksi Elektronik dan Undang-Undang Pornografi, dan dilarang mengunggah, menyiarkan, atau mengirim:',
          [
            'ketelanjangan, konten seksual, atau jasa seksual;',
            'perjudian di luar permainan {app}, atau promosi perjudian;',
            'kekerasan, ancaman, tindakan menyakiti diri, atau konten yang mengeksploitasi atau membahayakan anak;',
            'ujaran kebencian atau konten yang menghina suku, agama, ras, dan antargolongan (SARA);',
            'narkoba, senjata, atau barang dan jasa ilegal lainnya;',
            'penipuan, spam, atau tawaran jual beli koin, bean, atau akun di luar aplikasi;',
            'konten yang melanggar hak cipta, merek, atau privasi orang lain;',
            'berita bohong yang dapat menimbulkan keresahan masyarakat.',
          ],
          'Anda dilarang berbuat curang: tidak boleh menggunakan bot, skrip, banyak akun untuk menyalahgunakan hadiah, memanipulasi peringkat atau acara, atau menyerang sistem kami.',
        ],
      },
      {
        heading: 'Permainan, acara, dan hadiah',
        body: [
          'Roda putar, permainan kelereng, angpau, dan acara hanya menggunakan koin virtual dan memberikan koin atau item virtual, tidak pernah uang tunai. Peluang dan nilai harapan setiap permainan dipublikasikan di halamannya, dan hasilnya diundi di server kami dengan cara yang dapat Anda verifikasi. Aturan, periode, dan hadiah setiap acara tercantum di halamannya. Kami dapat membatalkan hadiah yang diperoleh dengan curang.',
        ],
      },
      {
        heading: 'Konten Anda dan hak kami',
        body: [
          [
            'Anda tetap memiliki hak atas konten yang Anda buat. Anda memberikan kepada {company} lisensi non-eksklusif, bebas royalti, dan berlaku di seluruh dunia untuk menyimpan, menampilkan, memperbanyak, dan mendistribusikannya di dalam {app} dan untuk mempromosikan {app}, selama konten ada di layanan dan dalam waktu wajar sesudahnya.',
            '{app} beserta nama, logo, perangkat lunak, dan desainnya milik {company} atau pemberi lisensinya. Kami memberi Anda lisensi pribadi yang dapat dicabut dan tidak dapat dialihkan untuk menggunakan {app} sesuai tujuannya.',
          ],
        ],
      },
      {
        heading: 'Moderasi, penangguhan, dan pemblokiran',
        body: [
          'Kami dapat meninjau, membatasi, atau menghapus konten, membatasi fitur, atau menangguhkan dan memblokir akun yang melanggar Perjanjian ini atau hukum, membahayakan pengguna lain, atau bila diwajibkan hukum. Pemblokiran langsung mengeluarkan akun dari semua perangkat. Sedapat mungkin kami memberitahukan alasannya. Anda dapat mengajukan banding ke layanan pelanggan di {email} atau WhatsApp {support}. Koin dan bean dari akun yang diblokir karena penipuan dapat ditahan selama penyelidikan dan dibatalkan jika penipuan terbukti.',
        ],
      },
      {
        heading: 'Pembatalan akun',
        body: [
          'Anda dapat membatalkan akun di aplikasi kapan saja. Akun disimpan selama masa tenggang 7 hari; jika Anda masuk lagi selama masa itu, akun tetap dipertahankan. Setelah itu akun ditutup secara permanen: koin dan bean yang belum ditarik hangus, keanggotaan dan item virtual berakhir, dan hubungan Anda dengan keluarga dan agensi berakhir. Ketua agensi harus menyerahkan atau menutup agensinya terlebih dahulu, dan penarikan yang sedang ditinjau harus selesai terlebih dahulu.',
        ],
      },
      {
        heading: 'Ketersediaan dan perubahan layanan',
        body: [
          'Kami berupaya agar {app} selalu tersedia, tetapi layanan dapat terhenti karena pemeliharaan, pembaruan, atau hal di luar kendali kami. Kami dapat mengubah atau menghentikan fitur; jika perubahan menghilangkan sesuatu yang telah Anda bayar, kami akan menawarkan penyelesaian yang adil.',
        ],
      },
      {
        heading: 'Tanggung jawab',
        body: [
          '{app} disediakan sebagaimana adanya. Sejauh diizinkan hukum, {company} tidak bertanggung jawab atas kerugian tidak langsung, kehilangan keuntungan atau data, atau atas konten dan perilaku pengguna lain. Tanggung jawab kami kepada Anda atas klaim apa pun dibatasi sebesar jumlah yang Anda bayarkan kepada kami dalam 3 bulan sebelum klaim. Tidak ada ketentuan dalam Perjanjian ini yang membatasi tanggung jawab yang menurut hukum Indonesia tidak dapat dibatasi, termasuk hak Anda sebagai konsumen berdasarkan Undang-Undang Nomor 8 Tahun 1999.',
        ],
      },
      {
        heading: 'Hukum yang berlaku dan penyelesaian sengketa',
        body: [
          'Perjanjian ini tunduk pada hukum Republik Indonesia. Kami akan berupaya menyelesaikan setiap sengketa dengan Anda secara musyawarah dalam 30 hari. Jika tidak berhasil, sengketa diselesaikan di Pengadilan Negeri Jakarta Selatan, tanpa mengurangi hak Anda mengajukan sengketa konsumen ke Badan Penyelesaian Sengketa Konsumen (BPSK) di tempat tinggal Anda. Teks bahasa Indonesia Perjanjian ini berlaku di atas terjemahannya.',
        ],
      },
      {
        heading: 'Perubahan Perjanjian ini',
        body: [
          'Kami dapat memperbarui Perjanjian ini. Tanggal versi terbaru ditampilkan di bagian atas; kami memberi tahu Anda di aplikasi sebelum perubahan penting berlaku. Jika Anda tetap menggunakan {app} setelahnya, Anda menyetujui versi baru; jika tidak setuju, Anda dapat membatalkan akun.',
        ],
      },
      {
        heading: 'Kontak',
        body: ['{company}, {address}. Layanan pelanggan: {email}, WhatsApp {support}, {website}.'],
      },
    ],
  },
  'zh-cn': {
    intro: [
      '本《用户协议》是你与运营{app}的{company}（地址：{address}）之间的协议，适用于应用、其网站及应用内打开的所有页面。你注册、登录或使用{app}，即表示接受本协议及我们的《隐私声明》。如不接受，请勿使用{app}。',
    ],
    sections: [
      {
        heading: '你的账号',
        body: [
          [
            '你须年满18周岁，并具备印度尼西亚法律规定的完全民事行为能力。',
            '你须使用本人所有的手机号注册，并通过短信验证码验证。一个手机号仅可注册一个账号。',
            '请妥善保管你的手机、验证码和账号。除你已及时告知我们账号被他人擅自使用外，你须对通过你账号进行的一切行为负责。',
            '你的资料须真实，不得冒充他人。',
          ],
        ],
      },
      {
        heading: '金币与金豆',
        body: [
          [
            '金币是{app}的虚拟货币，按应用内显示的价格通过提供的支付渠道购买，可用于送礼、VIP、装扮、游戏及其他功能。',
            '金币是使用{app}功能的许可，不具有现金价值，不能兑换为现金，也不予退还，但法律另有规定或扣款有误的除外。',
            '金币仅可通过授权币商的转账功能在用户之间转移。禁止在其他渠道买卖金币或账号。',
            '金豆是主播和公会从收到的礼物及相关奖励中获得的收益。金豆可按1金豆=1印尼盾、扣除显示的手续费后，在应用显示的限额内提现至本人的银行账户、DANA或OVO，审核时间为1至3个工作日。',
            '你须自行承担在{app}所得收入的税款。法律要求时，我们将代扣或申报税款。',
            '如金币或金豆因错误、欺诈或服务故障到账，我们可更正余额。',
          ],
        ],
      },
      {
        heading: 'VIP、装扮与虚拟物品',
        body: [
          [
            'VIP会员可购买30天、90天或180天，等级与特权按VIP页面公布的规则执行，该规则构成本协议的一部分。',
            '装扮及其他虚拟物品在购买的期限内授权使用，到期失效，不属于你的财产，不可转让。',
            '我们可调整、新增或下架特权与物品，仅对以后生效；你已购买的内容在有效期内继续有效，或以同等价值的内容替代。',
          ],
        ],
      },
      {
        heading: '主播、公会与币商',
        body: [
          [
            '主播以独立用户身份直播，并非我们的员工。加入公会的主播还须遵守其与公会之间的约定。',
            '结算、奖励、底薪与任务按相应周期内应用公布的规则发放。多次违规可能依该规则取消底薪。',
            '公会须通过应用申请并经我们审核。公会会长须诚实、及时地审批主播申请与退会申请；15天内未处理的退会申请将自动通过。',
            '币商由我们指定，只能在公布的限额内向用户及其本人的下级代理转账金币，售价不得高于公布的价格表。',
          ],
        ],
      },
      {
        heading: '禁止行为',
        body: [
          '你须遵守印度尼西亚法律，特别是《电子信息与交易法》和《色情法》，不得发布、直播或发送：',
          [
            '裸露、色情内容或色情服务；',
            '{app}游戏以外的赌博或赌博推广；',
            '暴力、威胁、自残，或剥削、危害儿童的内容；',
            '仇恨言论或侮辱族群、宗教、种族及群体（SARA）的内容；',
            '毒品、武器或其他违法商品与服务；',
            '欺诈、诈骗、垃圾信息，或在应用外交易金币、金豆或账号的信息；',
            '侵犯他人著作权、商标或隐私的内容；',
            '可能引起社会不安的虚假信息。',
          ],
          '你不得作弊：不得使用机器人、脚本、多个账号套取奖励，不得操纵排名或活动，不得攻击我们的系统。',
        ],
      },
      {
        heading: '游戏、活动与奖励',
        body: [
          '转盘、弹珠游戏、红包及活动仅使用虚拟金币，奖励为虚拟金币或物品，绝不发放现金。每个游戏的概率和期望回报均在其页面公布，结果在我们的服务器上以可验证的方式抽取。每个活动的规则、时间与奖励见其页面。通过作弊获得的奖励我们有权作废。',
        ],
      },
      {
        heading: '你的内容与我们的权利',
        body: [
          [
            '你保留对你创作内容的权利。你授予{company}全球范围内非独占、免费的许可，在{app}内存储、展示、复制和传播这些内容，并用于推广{app}，期限为内容在服务中存续期间及其后的合理期间。',
            '{app}及其名称、标识、软件与设计归{company}或其许可方所有。我们授予你个人的、可撤销、不可转让的许可，以按其用途使用{app}。',
          ],
        ],
      },
      {
        heading: '审核、暂停与封禁',
        body: [
          '对于违反本协议或法律、危及其他用户或依法要求的情形，我们可审核、限制或删除内容，限制功能，或暂停、封禁账号。封禁会立即使账号在所有设备上退出登录。我们会尽可能告知原因。你可通过{email}或WhatsApp {support}向客服申诉。因欺诈被封禁的账号，其金币和金豆在调查期间可被冻结，欺诈属实的可被取消。',
        ],
      },
      {
        heading: '注销账号',
        body: [
          '你可随时在应用内注销账号。账号将保留7天冷静期，期间重新登录即可保留账号。冷静期结束后账号将永久关闭：未提现的金币和金豆作废，会员与虚拟物品终止，与家族和公会的关系解除。公会会长须先转让或解散公会，正在审核的提现须先处理完成。',
        ],
      },
      {
        heading: '服务的可用性与变更',
        body: ['我们努力保持{app}可用，但服务可能因维护、升级或我们无法控制的原因中断。我们可变更或终止功能；如变更使你已付费的内容无法使用，我们将提供合理的解决方案。'],
      },
      {
        heading: '责任',
        body: [
          '{app}按现状提供。在法律允许的范围内，{company}不对间接或后果性损失、利润或数据损失，以及其他用户的内容和行为承担责任。我们对你任何索赔的责任总额，以你在索赔前3个月内向我们支付的金额为限。本协议不限制依印度尼西亚法律不得限制的责任，包括你依1999年第8号法律享有的消费者权利。',
        ],
      },
      {
        heading: '适用法律与争议解决',
        body: [
          '本协议适用印度尼西亚共和国法律。发生争议时，我们将先在30天内与你友好协商解决；协商不成的，由南雅加达地方法院管辖，但不影响你向居住地消费者争议解决机构（BPSK）提起消费者争议的权利。本协议以印尼语文本为准，其他语言版本为翻译。',
        ],
      },
      {
        heading: '本协议的变更',
        body: ['我们可能更新本协议。最新版本的日期显示在页面顶部；重要变更生效前，我们会在应用内通知你。变更后你继续使用{app}，即表示接受新版本；如不接受，你可以注销账号。'],
      },
      {
        heading: '联系我们',
        body: ['{company}，{address}。客服：{email}，WhatsApp {support}，{website}。'],
      },
    ],
  },
  'zh-tw': {
    intro: [
      '本《使用者協議》是你與營運{app}的{company}（地址：{address}）之間的契約，適用於應用程式、其網站及應用程式內開啟的所有頁面。你註冊、登入或使用{app}，即表示接受本協議及我們的《隱私權聲明》。如不接受，請勿使用{app}。',
    ],
    sections: [
      {
        heading: '你的帳號',
        body: [
          [
            '你須年滿18歲，並依印尼法律具有完全行為能力。',
            '你須使用本人所有的手機號碼註冊，並以簡訊驗證碼完成驗證。一組手機號碼僅能註冊一個帳號。',
            '請妥善保管你的手機、驗證碼與帳號。除你已即時通知我們帳號遭他人擅自使用外，你須對透過你帳號進行的一切行為負責。',
            '你的個人資料須真實，不得冒用他人身分。',
          ],
        ],
      },
      {
        heading: '金幣與金豆',
        body: [
          [
            '金幣是{app}的虛擬貨幣，依應用程式內顯示的價格透過提供的付款管道購買，可用於送禮、VIP、裝扮、遊戲及其他功能。',
            '金幣是使用{app}功能的授權，不具現金價值，不能兌換為現金，也不予退還，但法律另有規定或扣款錯誤者除外。',
            '金幣僅能透過授權幣商的轉帳功能於使用者之間移轉。禁止在其他管道買賣金幣或帳號。',
            '金豆是主播與公會從收到的禮物及相關獎勵中取得的收益。金豆可依1金豆=1印尼盾、扣除顯示的手續費後，在應用程式顯示的額度內提現至本人的銀行帳戶、DANA或OVO，審核時間為1至3個工作天。',
            '你須自行負擔於{app}所得收入的稅款。法律要求時，我們將代扣或申報稅款。',
            '如金幣或金豆因錯誤、詐騙或服務故障入帳，我們得更正餘額。',
          ],
        ],
      },
      {
        heading: 'VIP、裝扮與虛擬物品',
        body: [
          [
            'VIP會員可購買30天、90天或180天，等級與特權依VIP頁面公布的規則執行，該規則構成本協議的一部分。',
            '裝扮及其他虛擬物品於購買的期間內授權使用，期滿失效，並非你的財產，不得轉讓。',
            '我們得調整、新增或下架特權與物品，僅對未來生效；你已購買的內容於有效期內繼續有效，或以同等價值的內容替代。',
          ],
        ],
      },
      {
        heading: '主播、公會與幣商',
        body: [
          [
            '主播以獨立使用者身分直播，並非我們的員工。加入公會的主播另須遵守其與公會之間的約定。',
            '結算、獎勵、底薪與任務依相應週期內應用程式公布的規則發放。多次違規可能依該規則取消底薪。',
            '公會須透過應用程式申請並經我們審核。公會會長須誠實、即時地審核主播申請與退會申請；15天內未處理的退會申請將自動通過。',
            '幣商由我們指定，僅能在公布的額度內轉帳金幣給使用者及其本人的下級代理，售價不得高於公布的價格表。',
          ],
        ],
      },
      {
        heading: '禁止行為',
        body: [
          '你須遵守印尼法律，特別是《電子資訊與交易法》及《色情法》，不得發布、直播或傳送：',
          [
            '裸露、色情內容或性服務；',
            '{app}遊戲以外的賭博或賭博推廣；',
            '暴力、威脅、自殘，或剝削、危害兒童的內容；',
            '仇恨言論或侮辱族群、宗教、種族及群體（SARA）的內容；',
            '毒品、武器或其他違法商品與服務；',
            '詐騙、垃圾訊息，或在應用程式外交易金幣、金豆或帳號的訊息；',
            '侵害他人著作權、商標或隱私的內容；',
            '可能造成社會不安的不實訊息。',
          ],
          '你不得作弊：不得使用機器人、腳本、多個帳號套取獎勵，不得操縱排名或活動，不得攻擊我們的系統。',
        ],
      },
      {
        heading: '遊戲、活動與獎勵',
        body: [
          '轉盤、彈珠遊戲、紅包及活動僅使用虛擬金幣，獎勵為虛擬金幣或物品，絕不發放現金。每個遊戲的機率與期望回報均於其頁面公布，結果於我們的伺服器上以可驗證的方式抽出。每個活動的規則、期間與獎勵詳見其頁面。以作弊取得的獎勵，我們有權取消。',
        ],
      },
      {
        heading: '你的內容與我們的權利',
        body: [
          [
            '你保有你所創作內容的權利。你授予{company}全球性、非專屬、免權利金的授權，於{app}內儲存、展示、重製及散布該等內容，並用於推廣{app}，期間為內容存在於服務中及其後的合理期間。',
            '{app}及其名稱、標誌、軟體與設計屬於{company}或其授權人所有。我們授予你個人、可撤銷、不可轉讓的授權，以依其用途使用{app}。',
          ],
        ],
      },
      {
        heading: '審核、暫停與停權',
        body: [
          '對於違反本協議或法律、危及其他使用者或依法要求的情形，我們得審核、限制或移除內容，限制功能，或暫停、停權帳號。停權會立即讓帳號在所有裝置上登出。我們會盡可能告知原因。你可透過{email}或WhatsApp {support}向客服申訴。因詐騙遭停權的帳號，其金幣與金豆於調查期間得被凍結，詐騙屬實者得被取消。',
        ],
      },
      {
        heading: '註銷帳號',
        body: [
          '你可隨時在應用程式內註銷帳號。帳號將保留7天冷靜期，期間重新登入即可保留帳號。冷靜期結束後帳號將永久關閉：未提現的金幣和金豆失效，會員與虛擬物品終止，與家族和公會的關係解除。公會會長須先轉讓或解散公會，審核中的提現須先處理完成。',
        ],
      },
      {
        heading: '服務的可用性與變更',
        body: ['我們努力維持{app}可用，但服務可能因維護、升級或非我們所能控制的原因中斷。我們得變更或終止功能；如變更使你已付費的內容無法使用，我們將提供合理的解決方案。'],
      },
      {
        heading: '責任',
        body: [
          '{app}依現狀提供。在法律允許的範圍內，{company}不對間接或衍生性損失、利潤或資料損失，以及其他使用者的內容與行為負責。我們對你任何請求的責任總額，以你於請求前3個月內支付給我們的金額為限。本協議不限制依印尼法律不得限制的責任，包括你依1999年第8號法律享有的消費者權利。',
        ],
      },
      {
        heading: '準據法與爭議處理',
        body: [
          '本協議以印尼共和國法律為準據法。發生爭議時，我們將先於30天內與你友好協商；協商不成者，由南雅加達地方法院管轄，但不影響你向居住地消費者爭議處理機構（BPSK）提出消費爭議的權利。本協議以印尼文版本為準，其他語言版本為翻譯。',
        ],
      },
      {
        heading: '本協議的變更',
        body: ['我們可能更新本協議。最新版本的日期顯示於頁面上方；重要變更生效前，我們會在應用程式內通知你。變更後你繼續使用{app}，即表示接受新版本；如不接受，你可以註銷帳號。'],
      },
      {
        heading: '聯絡我們',
        body: ['{company}，{address}。客服：{email}，WhatsApp {support}，{website}。'],
      },
    ],
  },
};
