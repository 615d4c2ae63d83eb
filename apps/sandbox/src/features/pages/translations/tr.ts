import type { PageText } from "../page-translations.ts";

const html = (lines: string[]) => lines.join("\n");

/** Türkçe statik sayfalar. */
export const tr: Record<string, PageText> = {
  "about-us": {
    title: "Hakkımızda",
    meta_description:
      "Casino Sandbox nedir: casino lobisinin gerçek para kullanmayan geliştirme kopyası.",
    body: html([
      "<p><strong>Casino Sandbox</strong>, kripto casino lobimizin geliştirme ve tanıtım kopyasıdır. Gerçek ürünle aynı ekranları, arkasındaki her şeyi simüle eden bir sunucuya karşı çalıştırır.</p>",
      "<h2>Burada gerçek olanlar</h2>",
      "<ul>",
      "<li>Hesaplar, şifreler, iki faktörlü doğrulama ve e-posta doğrulaması canlı ortamdaki gibi çalışır.</li>",
      "<li>Cüzdan bakiyeleri gerçek bir çift taraflı kayıt defterinde tutulur; gördüğünüz her tutar tutarlıdır.</li>",
      "</ul>",
      "<h2>Simüle edilenler</h2>",
      "<ul>",
      "<li>Yatırımlar ve çekimler hiçbir zaman bir blokzincire dokunmaz: yatırım adreslerine para gönderilemez ve hiçbir ödeme yapılmaz.</li>",
      "<li>Canlı akışlardaki diğer oyuncuların bahisleri üretilmiştir.</li>",
      "<li>E-postalar ve kısa mesajlar gönderilmez; geliştirme giden kutusunda tutulur.</li>",
      "</ul>",
      '<p>Sandbox\'ta hiçbir şey kazanılamaz veya kaybedilemez. Sorularınız varsa <a href="/page-detail/faqs">SSS</a> sayfasına bakın ya da <a href="/page-detail/contacts">bize ulaşın</a>.</p>',
    ]),
  },
  "responsible-gaming": {
    title: "Sorumlu oyun",
    meta_description:
      "Kumarı güvenli tutmanın yolları, bir sorunun uyarı işaretleri ve ücretsiz, gizli yardımın nerede bulunacağı.",
    body: html([
      "<p>Kumar bir eğlence olmalıdır; asla para kazanma ya da sorunlardan kaçma yolu olmamalıdır. Sandbox gerçek para kullanmaz, ancak gösterdiği alışkanlıklar gerçek ürünün üzerine kurulduğu alışkanlıklardır.</p>",
      "<h2>Güvenli oynayın</h2>",
      "<ul>",
      "<li>Kaybetmeyi göze alabileceğiniz zamanı ve parayı önceden belirleyin ve o sınıra ulaştığınızda durun.</li>",
      "<li>Kayıplarınızın peşinden asla koşmayın ve kira, fatura ya da yiyecek için ayrılan parayla asla oynamayın.</li>",
      "<li>Düzenli molalar verin; üzgün, yorgun veya alkollüyken oynamayın.</li>",
      "</ul>",
      "<h2>Uyarı işaretleri</h2>",
      "<p>Planladığınızdan fazla harcamak, kumar için borç almak, bunu başkalarından saklamak veya bıraktığınızda huzursuz hissetmek, kumarın bir soruna dönüştüğü anlamına gelebilir.</p>",
      "<h2>Yardım almak</h2>",
      '<p><a href="https://www.begambleaware.org/">BeGambleAware</a> ve <a href="https://www.gamblersanonymous.org/">Adsız Kumarbazlar</a> ücretsiz ve gizli destek sunar. Kumar yalnızca yetişkinler içindir: oynamak için 18 yaşında veya daha büyük olmalısınız.</p>',
    ]),
  },
  "terms-and-conditions": {
    title: "Şartlar ve koşullar",
    meta_description:
      "Gerçek para kullanmayan bir geliştirme hizmeti olan Casino Sandbox'ın kullanım şartları.",
    body: html([
      "<p>Bir hesap oluşturarak veya sandbox'ı kullanarak bu şartları kabul etmiş olursunuz.</p>",
      "<h2>1. Hizmet</h2>",
      "<p>Sandbox bir geliştirme ve tanıtım hizmetidir. Bakiyeler, yatırımlar, çekimler, bonuslar ve kazançlar simüle edilir: parasal değerleri yoktur ve takas edilemez, aktarılamaz veya ödenemez.</p>",
      "<h2>2. Hesaplar</h2>",
      "<ul>",
      "<li>18 yaşında veya daha büyük olmalısınız.</li>",
      "<li>Şifrenizi ve iki faktörlü kodlarınızı kimseyle paylaşmayın; hesabınızdaki işlemlerden siz sorumlusunuz.</li>",
      "<li>Hesaplar ve verileri herhangi bir zamanda, önceden bildirilmeksizin sıfırlanabilir veya silinebilir.</li>",
      "</ul>",
      "<h2>3. Erişilebilirlik</h2>",
      "<p>Hizmet olduğu gibi sunulur, herhangi bir zamanda değişebilir veya durdurulabilir ve her ülkede kullanılamaz. Bir konum kısıtlamasını aşmak için VPN veya proxy kullanmayın.</p>",
      "<h2>4. Gizlilik</h2>",
      '<p>Verilerinizi nasıl işlediğimiz <a href="/page-detail/privacy-policy">gizlilik politikasında</a> açıklanmıştır.</p>',
    ]),
  },
  "privacy-policy": {
    title: "Gizlilik politikası",
    meta_description: "Casino Sandbox'ın hakkınızda neleri, neden ve ne kadar süre sakladığı.",
    body: html([
      "<p>Sandbox yalnızca lobinin çalışması için gerekenleri saklar.</p>",
      "<h2>Sakladıklarımız</h2>",
      "<ul>",
      "<li>Hesap bilgileriniz: kullanıcı adı, e-posta adresi ve eklemeyi seçtiğiniz kişisel bilgiler ile telefon numarası.</li>",
      "<li>Şifreniz tuzlanmış bir özet olarak, asla okunabilir biçimde değil. İki faktörlü sırlar ve kurtarma kodları şifrelenir.</li>",
      "<li>Simüle cüzdanlarınız, işlemleriniz, bildirimleriniz ve ayarlarınız.</li>",
      "<li>Google, Facebook veya Telegram ile giriş yaparsanız: hesap kimliği ile sağlayıcının paylaştığı ad ve e-posta adresi.</li>",
      "<li>IP adresiniz, ülkenizin engelli olup olmadığını anlamak için her istekte kullanılır. Sunucunun istek günlüğünde görünür, ancak hesabınızla birlikte saklanmaz.</li>",
      "</ul>",
      "<h2>Yapmadıklarımız</h2>",
      "<p>Verilerinizi satmayız veya paylaşmayız; sandbox e-posta ya da kısa mesaj göndermez: bunlar bir geliştirme giden kutusuna kaydedilir.</p>",
      "<h2>Saklama ve silme</h2>",
      '<p>Sandbox verileri herhangi bir zamanda silinebilir. Hesabınızın daha erken kaldırılmasını istiyorsanız <a href="/page-detail/contacts">bize ulaşın</a>.</p>',
    ]),
  },
  faqs: {
    title: "SSS",
    meta_description:
      "Casino Sandbox'taki hesaplar, cüzdanlar ve oyunlar hakkında sık sorulan soruların yanıtları.",
    body: html([
      "<h3>Bu gerçek para mı?</h3>",
      "<p>Hayır. Sandbox'taki her bakiye simüle edilir ve çekilemez.</p>",
      "<h3>Bir cüzdana nasıl para yatırırım?</h3>",
      "<p>Cüzdanı açın ve <strong>Yatır</strong> seçeneğini seçin. Gösterilen adres gerçek coin alamaz; geliştirme ortamında yatırımlar sandbox'ın araçlarıyla simüle edilir.</p>",
      "<h3>E-postamı neden doğrulamam gerekiyor?</h3>",
      "<p>Doğrulama, adresin size ait olduğunu kanıtlar; böylece hesabınızı kurtarmak için kullanılabilir. Mesajdaki bağlantı 60 dakika geçerlidir; yenisini isteyebilirsiniz.</p>",
      "<h3>İki faktörlü doğrulamayı nasıl açarım?</h3>",
      "<p>Profilinize gidin, QR kodunu bir kimlik doğrulama uygulamasıyla tarayın ve altı haneli kodu girin. Kurtarma kodlarını güvenli bir yerde saklayın: telefonunuzu kaybederseniz her biri bir kez çalışır.</p>",
      "<h3>Bir oyun bulunduğum yerde kullanılamadığını söylüyor. Neden?</h3>",
      '<p>Bazı oyunlar yalnızca bazı ülkelerde lisanslıdır. <a href="/page-detail/vpn-instruction">Konum ve VPN yardımına</a> bakın.</p>',
      "<h3>Hesabımı nasıl kapatırım?</h3>",
      '<p><a href="/page-detail/contacts">Bize ulaşın</a>, hesabınızı silelim.</p>',
    ]),
  },
  "vpn-instruction": {
    title: "Konum ve VPN yardımı",
    meta_description:
      "Bir oyunun bulunduğunuz yerde neden kullanılamayabileceği ve gerçek konumunuzun kullanılmasını nasıl sağlayacağınız.",
    body: html([
      "<p>Bazı oyunlar yalnızca belirli ülkelerde sunulur. Hangilerini açabileceğinize, bağlantınızın geldiği ülkeye göre karar veririz.</p>",
      "<h2>Bir oyun yanlışlıkla engellendiyse</h2>",
      "<p>Bir VPN, proxy veya özel aktarıcı, bağlantınızın başka bir ülkeden geliyormuş gibi görünmesine yol açabilir; bu durumda gerçek konumunuz için lisanslı oyunlar engellenebilir. Düzeltmek için:</p>",
      "<ol>",
      "<li>Tüm VPN veya proxy uygulamalarını, tarayıcı eklentilerini ya da özel aktarıcıları kapatın.</li>",
      "<li>Konumunuzun yeniden kontrol edilmesi için sayfayı yenileyin.</li>",
      "<li>Oyun hâlâ kullanılamıyorsa ülkenizde sunulmuyordur.</li>",
      "</ol>",
      '<p><strong>Ülkenizde sunulmayan oyunlara erişmek için VPN kullanmayın.</strong> Bu, <a href="/page-detail/terms-and-conditions">şartlarımızı</a> ihlal eder.</p>',
    ]),
  },
  contacts: {
    title: "İletişim",
    meta_description: "Casino Sandbox ekibine nasıl ulaşılır.",
    body: html([
      "<p>Sandbox bir geliştirme hizmetidir: arkasındaki destek ekibi 7/24 değil, geliştirme saatlerinde yanıt verir.</p>",
      "<ul>",
      '<li>Müşteri desteği: giriş yapın ve <a href="/customer-support">müşteri desteği</a> sayfasında bir görüşme başlatın; yanıtlar orada ve gelen kutunuzda görünür.</li>',
      '<li>E-posta: <a href="mailto:support@sandbox.test">support@sandbox.test</a> (bir geliştirme adresi: ona gönderilen mesajlar internete çıkmaz).</li>',
      '<li>Yardım sayfaları: <a href="/page-detail/faqs">SSS</a> en sık sorulan soruları yanıtlar.</li>',
      "</ul>",
      '<p>Kumar alışkanlıklarınız sizi endişelendiriyorsa ücretsiz ve gizli yardım için <a href="/page-detail/responsible-gaming">sorumlu oyun</a> sayfamızı okuyun.</p>',
    ]),
  },
};
