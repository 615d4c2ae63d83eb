import type { BlogText } from "../blog-content.ts";

/** Türkçe blog. */
export const tr: Record<string, BlogText> = {
  "crypto-deposits-explained": {
    title: "Kripto yatırımları nasıl çalışır",
    excerpt:
      "Yatırım adresinden hesaba geçen bakiyeye: coinlerinize ne olur ve onaylar neden önemlidir.",
    body: "<p>Her oyuncu, her coin ve ağ için kişisel bir yatırım adresi alır. Yalnızca gösterilen coini gösterilen ağ üzerinden gönderin: yanlış ağdan gönderilen bir token kaybolabilir.</p><h2>Beklemede ve onaylandı</h2><p>İşleminiz blokzincirde göründüğü anda yatırım <strong>beklemede</strong> olarak görünür. Ağ, işlemi kesinleşecek kadar onayladığında bakiyenize eklenir. Çoğu coin için bu birkaç dakika sürer.</p><ul><li>Göndermeden önce minimum yatırım tutarını kontrol edin.</li><li>Ağ istediğinde memo veya etiketi ekleyin (XRP, TON).</li><li>İşlem kimliğini saklayın: destek ekibi yatırımı bununla takip edebilir.</li></ul>",
  },
  "rtp-and-volatility": {
    title: "RTP ve volatilite: slot nasıl seçilir",
    excerpt:
      "İki sayı, bir slotun zaman içinde nasıl davrandığını anlatır. Ne anlama geldikleri ve nasıl kullanılacakları.",
    body: "<p><strong>RTP</strong> (oyuncuya geri dönüş), bir oyunun milyonlarca dönüş boyunca geri ödediği bahis payıdır. RTP'si %96 olan bir slot uzun vadede her 100 birimin 96'sını geri öder; tek bir oturum bunun çok üstünde ya da altında kalabilir.</p><h2>Volatilite</h2><p>Volatilite, kazançların nasıl dağıldığını anlatır. Düşük volatiliteli slotlar sık sık küçük kazançlar öder; yüksek volatiliteli olanlar seyrek öder ama bazen çok büyük öder. Uzun ve sakin bir oturum istiyorsanız düşük volatiliteyi seçin. Özellikler ve çarpanlar peşindeyseniz uzun kuru dönemlere hazır olun.</p><p>Bu sayıların hiçbiri bir sonraki dönüşteki şansınızı değiştirmez. Önce bir bütçe belirleyin, sonra ona uygun oyunu seçin.</p>",
  },
  "verify-a-provably-fair-bet": {
    title: "Kanıtlanabilir adillik: her bahsi kendiniz doğrulayın",
    excerpt:
      "Kendi oyunlarımız her sonucun kanıtını yayımlar. Birini bir dakikadan kısa sürede nasıl kontrol edeceğiniz burada.",
    body: "<p>Siz bahis yapmadan önce gizli bir sunucu tohumuna bağlanır ve size onun SHA-256 özetini gösteririz. İstediğiniz zaman değiştirebileceğiniz istemci tohumunuz ve bahislerinizi sayan bir nonce, her sonucu üretmek için bununla birleştirilir.</p><h2>Bir bahsi kontrol etmek</h2><ol><li>Tohum çiftinizi değiştirin: eski sunucu tohumu açıklanır.</li><li>Açıklanan tohumun özetini alın ve daha önce gösterilen özetle karşılaştırın.</li><li>Sonucu, yayımlanan algoritmayla sunucu tohumu, istemci tohumu ve nonce'tan yeniden hesaplayın.</li></ol><p>Özet eşleşiyor ve sonuç aynıysa, sonuç siz bahis yapmadan önce belirlenmiştir ve sonradan değiştirilemez.</p>",
  },
  "live-roulette-for-beginners": {
    title: "Yeni başlayanlar için canlı rulet",
    excerpt:
      "Avrupa, Fransız mı yoksa Amerikan mı? İç bahis mi dış bahis mi? İlk dönüşünüzden önce kısa bir rehber.",
    body: "<p>Rulet masalarının üç ana türü vardır. <strong>Avrupa</strong> ruletinde tek sıfır vardır ve kasa avantajı %2,7'dir. <strong>Fransız</strong> ruleti, sıfır geldiğinde eşit oranlı bahislerin yarısını iade eden la partage kuralını ekler. <strong>Amerikan</strong> ruletinde çift sıfır vardır ve kasa avantajı %5,26'dır.</p><h2>Bahisler</h2><ul><li>Dış bahisler (kırmızı veya siyah, tek veya çift, düzineler) sık kazanır ve az öder.</li><li>İç bahisler (tek sayılar, split, köşe) seyrek kazanır ve 35'e 1'e kadar öder.</li></ul><p>Hiçbir bahis sistemi kasa avantajını yenemez. Tek sıfırlı masaları seçin ve oyunun tadını çıkarın.</p>",
  },
  "set-your-limits": {
    title: "Oynamadan önce limitlerinizi belirleyin",
    excerpt:
      "Yatırım, kayıp ve bahis limitleri, hatırlatmalar ve mola süreleri: oyunu eğlenceli tutan araçlar.",
    body: "<p>Ne kadar harcayacağınıza karar vermenin en iyi zamanı ilk bahisten öncesidir. Hesabınızda yatırımlar, kayıplar ve bahisler için günlük, haftalık ve aylık limitler belirleyebilirsiniz.</p><h2>Limitler nasıl çalışır</h2><ul><li>Düşürülen bir limit hemen geçerli olur.</li><li>Yükseltilen bir limit ancak 24 saat sonra geçerli olur; böylece anlık verilen bir karar soğuyabilir.</li><li>Mola, hesabınızı 24 saatten altı haftaya kadar durdurur; kendini dışlama en az altı ay sürer.</li></ul><p>Oyun eğlenceli olmaktan çıkarsa bu araçları erkenden kullanın. Sorumlu oyun sayfamızda ücretsiz ve gizli yardım kaynakları yer alır.</p>",
  },
  "two-factor-authentication": {
    title: "Hesabınızı iki faktörlü doğrulamayla koruyun",
    excerpt:
      "Tek başına şifre yetmez. İki faktörlü doğrulama iki dakika sürer ve hesap ele geçirmelerinin çoğunu durdurur.",
    body: "<p>İki faktörlü doğrulama (2FA) açıkken giriş yapmak için şifrenize ve telefonunuzdaki bir kimlik doğrulama uygulamasından gelen altı haneli koda ihtiyaç duyarsınız. Çalınan bir şifre tek başına işe yaramaz.</p><h2>Nasıl açılır</h2><ol><li>Profilinizi açın ve iki faktörlü doğrulamayı seçin.</li><li>QR kodunu bir kimlik doğrulama uygulamasıyla tarayın.</li><li>Uygulamanın gösterdiği kodu girin ve kurtarma kodlarınızı güvenli bir yerde saklayın.</li></ol><p>Telefonunuzu kaybederseniz diye her kurtarma kodu bir kez çalışır. Sizden asla e-posta veya sohbet yoluyla kod istemeyiz.</p>",
  },
  "why-players-use-stablecoins": {
    title: "Birçok oyuncu neden stablecoin kullanıyor",
    excerpt: "USDT ve USDC, oynarken bakiyenizin değerini sabit tutar. Bilmeniz gerekenler.",
    body: "<p>Bitcoin ve diğer coinler bir günde yüzde birkaç oynayabilir. Bitcoin ile yatırım yaparsanız, oynarken bakiyenizin değeri piyasayla birlikte değişir. <strong>USDT</strong> ve <strong>USDC</strong> gibi stablecoinler ABD dolarını takip eder; bu yüzden 100 USDT yaklaşık 100 dolar değerinde kalır.</p><h2>Kontrol edilecekler</h2><ul><li>Stablecoinler birkaç ağda bulunur: adresinizin yanında gösterilen ağdan gönderin.</li><li>Ağ ücretleri ağdan ağa çok farklıdır.</li><li>Bakiyeniz seçtiğiniz görüntüleme para biriminde de gösterilir.</li></ul>",
  },
  "lightning-network-payments": {
    title: "Lightning Network ile anında Bitcoin",
    excerpt:
      "Lightning ödemeleri saniyeler içinde, bir sentin çok küçük bir kısmına tamamlanır. Faturayla nasıl yatırım yapılır.",
    body: "<p>Lightning Network, Bitcoin'in üzerindeki bir ödeme katmanıdır. Blok onaylarını beklemek yerine ödeme kanallar üzerinden ilerler ve genellikle çok küçük bir ücretle saniyeler içinde ulaşır.</p><h2>Lightning ile yatırım</h2><ol><li>Yatırım sekmesinde Bitcoin'i ve Lightning ağını seçin.</li><li>Tutarı girin: QR kodlu bir fatura oluştururuz.</li><li>Süresi dolmadan herhangi bir Lightning cüzdanından ödeyin.</li></ol><p>Ödenmeyen bir faturanın süresi dolar; hiçbir ücret alınmaz. Büyük tutarlar için zincir üstü yatırım yine daha iyi bir seçim olabilir.</p>",
  },
  "bonus-wagering-explained": {
    title: "Bonus çevrim şartları açıklandı",
    excerpt:
      "30 kat çevrim ne demek, slotlar neden masa oyunlarından fazla sayılır ve bonus nasıl gerçek paraya dönüşür.",
    body: "<p>Bir bonusun çevrim şartı vardır: bonus parası çekilebilir hale gelmeden önce yatırmanız gereken bahis tutarı. 30 kat çevrimli 100 USDT'lik bir bonus, 3.000 USDT bahis demektir.</p><h2>Katkı</h2><p>Oyunlar farklı sayılır: slotlar genellikle %100, masa oyunları ve kendi oyunlarımız daha az sayılır, canlı casino ise çoğu zaman hariçtir. Çevrim sırasında bir maksimum bahis geçerlidir.</p><h2>Sonuç</h2><ul><li>Şartı tamamlayın, bonus gerçek paraya dönüşsün.</li><li>Bakiye minimumun altına düşerse bonus kaybedilir.</li><li>Kullanılmayan bonusların süresi belirtilen tarihte dolar.</li></ul>",
  },
  "free-spins-and-bonus-rounds": {
    title: "Bedava dönüşler ve bonus turları: fark nedir?",
    excerpt:
      "Bir promosyondan gelen bedava dönüşlerle slotun içindeki bedava dönüşler aynı şey değildir. Kısa bir açıklama.",
    body: "<p><strong>Promosyon bedava dönüşleri</strong> bir bonustur: belirli slotlarda sabit bahisle belirli sayıda dönüş. Kazançları bonus parası olarak eklenir ve çevrilmesi gerekir.</p><p><strong>Bonus turları</strong> slotun tasarımının bir parçasıdır. Üç veya daha fazla scatter sembolü bir özelliği başlatır; bu çoğu zaman çarpanlı veya yapışkan wild'lı bedava dönüşlerdir ve oyunun kendisi öder.</p><h2>Bilmekte fayda var</h2><ul><li>Bonus turları slotun RTP'sine dahildir.</li><li>Promosyon dönüşlerinin son kullanma tarihi vardır: bonus penceresinden kontrol edin.</li></ul>",
  },
  "our-original-games": {
    title: "Kendi oyunlarımız: dice, limbo, mines ve plinko",
    excerpt: "Hızlı, basit ve kanıtlanabilir adil: kendimiz geliştirdiğimiz oyunlarda bir tur.",
    body: "<p>Kendi oyunlarımız net olasılıklara sahip hızlı turlardır ve her sonuç doğrulanabilir.</p><ul><li><strong>Dice</strong>: bir hedef seçin ve üstünü ya da altını atın; şans, ödemeyi belirler.</li><li><strong>Limbo</strong>: bir hedef çarpan seçin; sonuç ona ulaşırsa tur kazanır.</li><li><strong>Mines</strong>: bir ızgarada kareleri açın ve mayına denk gelmeden kazancınızı alın.</li><li><strong>Plinko</strong>: bir topu çivilerin arasından bir çarpan sırasına bırakın.</li><li><strong>Keno</strong>: sayılar seçin ve kaçının çekildiğini görün.</li></ul><p>Her oyun kasa avantajını gösterir ve adillik panelinden her turu kontrol edebilirsiniz.</p>",
  },
  "time-for-a-break": {
    title: "Mola verme zamanının geldiğini gösteren işaretler",
    excerpt:
      "Kayıpları kovalamak, planladığınızdan uzun oynamak, başkalarından saklamak: uyarı işaretleri ve yapabilecekleriniz.",
    body: "<p>Kumar bir eğlence olmalıdır. Şu işaretler başka bir şeye dönüştüğünü gösterir:</p><ul><li>Planladığınızdan daha uzun oynuyor veya daha fazla harcıyorsunuz.</li><li>Kaybettiklerinizi geri kazanmaya çalışıyorsunuz.</li><li>Borç para alıyor veya faturalar için ayrılan parayı kullanıyorsunuz.</li><li>Oynamadığınızda huzursuz veya sinirli hissediyorsunuz.</li></ul><h2>Neler yapabilirsiniz</h2><p>Bir mola verin, limitlerinizi düşürün ya da kendinizi dışlayın. Güvendiğiniz biriyle konuşun ve BeGambleAware veya Adsız Kumarbazlar gibi ücretsiz, gizli bir yardım hattına başvurun.</p>",
  },
};
