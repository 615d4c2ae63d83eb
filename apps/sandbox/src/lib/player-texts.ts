/**
 * The texts the server writes to a player outside an API answer (e-mails, SMS, inbox
 * notifications) in the player's language: one catalogue of templates, each in the nine
 * languages of the contract, with named placeholders (`{username}`), and {@link text} to fill
 * one in. A language the catalogue does not know (or none) is English.
 *
 * Rules of the templates (a test checks them, `player-texts.test.ts`):
 * - every template has all nine languages, real translations, with the same placeholders;
 * - a `{link}` is followed by the end of the text, whitespace or ASCII punctuation, so the
 *   outbox finds the link without the sentence's next character (a Japanese `。` would stick);
 * - amounts are not written by the templates: callers pass the text `moneyText` writes
 *   (lib/money-text.ts), kept beside the notification as `amounts` so clients rewrite it in
 *   the player's language; dates are passed as `YYYY-MM-DD HH:MM UTC` ({@link utcMinute}).
 *
 * Values are put in as given: a notification body is HTML, so its callers escape what a player or
 * an operator wrote (`escapeHtml`), as before.
 */
import { contentLocale, type Locale } from "./content-language.ts";

/** A template in each of the nine languages. */
export type Translations = Readonly<Record<Locale, string>>;

export const playerTexts = {
  // ------------------------------------------------------------------ e-mails and SMS

  "mail.verifyEmail.subject": {
    en: "Verify your e-mail address",
    de: "Bestätige deine E-Mail-Adresse",
    es: "Verifica tu dirección de correo electrónico",
    fr: "Vérifiez votre adresse e-mail",
    ja: "メールアドレスの確認",
    nl: "Bevestig je e-mailadres",
    pt: "Verifique o seu endereço de e-mail",
    ru: "Подтвердите адрес электронной почты",
    tr: "E-posta adresinizi doğrulayın",
  },
  "mail.verifyEmail.body": {
    en: "Hello {username},\n\nPlease confirm your e-mail address by opening this link:\n{link}\n\nIf you did not create an account, ignore this mail.",
    de: "Hallo {username},\n\nbitte bestätige deine E-Mail-Adresse, indem du diesen Link öffnest:\n{link}\n\nWenn du kein Konto erstellt hast, ignoriere diese E-Mail.",
    es: "Hola, {username}:\n\nConfirma tu dirección de correo electrónico abriendo este enlace:\n{link}\n\nSi no creaste una cuenta, ignora este correo.",
    fr: "Bonjour {username},\n\nVeuillez confirmer votre adresse e-mail en ouvrant ce lien :\n{link}\n\nSi vous n'avez pas créé de compte, ignorez ce message.",
    ja: "{username} 様\n\n次のリンクを開いて、メールアドレスを確認してください。\n{link}\n\nアカウントを作成した覚えがない場合は、このメールを無視してください。",
    nl: "Hallo {username},\n\nBevestig je e-mailadres door deze link te openen:\n{link}\n\nHeb je geen account aangemaakt? Negeer dan deze e-mail.",
    pt: "Olá, {username},\n\nConfirme o seu endereço de e-mail abrindo este link:\n{link}\n\nSe não criou uma conta, ignore este e-mail.",
    ru: "Здравствуйте, {username}!\n\nПодтвердите адрес электронной почты, открыв эту ссылку:\n{link}\n\nЕсли вы не создавали аккаунт, просто проигнорируйте это письмо.",
    tr: "Merhaba {username},\n\nLütfen bu bağlantıyı açarak e-posta adresinizi doğrulayın:\n{link}\n\nHesap oluşturmadıysanız bu e-postayı dikkate almayın.",
  },

  "mail.alreadyVerified.subject": {
    en: "Your e-mail address is already verified",
    de: "Deine E-Mail-Adresse ist bereits bestätigt",
    es: "Tu dirección de correo electrónico ya está verificada",
    fr: "Votre adresse e-mail est déjà vérifiée",
    ja: "メールアドレスは確認済みです",
    nl: "Je e-mailadres is al bevestigd",
    pt: "O seu endereço de e-mail já está verificado",
    ru: "Ваш адрес электронной почты уже подтверждён",
    tr: "E-posta adresiniz zaten doğrulanmış",
  },
  "mail.alreadyVerified.body": {
    en: "Hello {username},\n\nSomeone asked for a new verification link, but this address is already verified: just sign in at {link}.",
    de: "Hallo {username},\n\njemand hat einen neuen Bestätigungslink angefordert, aber diese Adresse ist bereits bestätigt. Melde dich einfach hier an:\n{link}",
    es: "Hola, {username}:\n\nAlguien pidió un nuevo enlace de verificación, pero esta dirección ya está verificada. Solo tienes que iniciar sesión aquí:\n{link}",
    fr: "Bonjour {username},\n\nQuelqu'un a demandé un nouveau lien de vérification, mais cette adresse est déjà vérifiée. Il vous suffit de vous connecter ici :\n{link}",
    ja: "{username} 様\n\n確認リンクの再送信がリクエストされましたが、このメールアドレスはすでに確認済みです。こちらからそのままログインしてください。\n{link}",
    nl: "Hallo {username},\n\nIemand heeft een nieuwe bevestigingslink aangevraagd, maar dit adres is al bevestigd. Log gewoon hier in:\n{link}",
    pt: "Olá, {username},\n\nAlguém pediu um novo link de verificação, mas este endereço já está verificado. Basta iniciar sessão aqui:\n{link}",
    ru: "Здравствуйте, {username}!\n\nКто-то запросил новую ссылку для подтверждения, но этот адрес уже подтверждён. Просто войдите здесь:\n{link}",
    tr: "Merhaba {username},\n\nBiri yeni bir doğrulama bağlantısı istedi, ancak bu adres zaten doğrulanmış. Buradan giriş yapmanız yeterli:\n{link}",
  },

  "mail.passwordReset.subject": {
    en: "Reset your password",
    de: "Setze dein Passwort zurück",
    es: "Restablece tu contraseña",
    fr: "Réinitialisez votre mot de passe",
    ja: "パスワードの再設定",
    nl: "Stel je wachtwoord opnieuw in",
    pt: "Redefina a sua palavra-passe",
    ru: "Сброс пароля",
    tr: "Şifrenizi sıfırlayın",
  },
  "mail.passwordReset.body": {
    en: "Hello {username},\n\nOpen this link within 60 minutes to choose a new password:\n{link}\n\nIf you did not ask for this, ignore this mail.",
    de: "Hallo {username},\n\nöffne diesen Link innerhalb von 60 Minuten, um ein neues Passwort zu wählen:\n{link}\n\nWenn du das nicht angefordert hast, ignoriere diese E-Mail.",
    es: "Hola, {username}:\n\nAbre este enlace en los próximos 60 minutos para elegir una contraseña nueva:\n{link}\n\nSi no lo solicitaste, ignora este correo.",
    fr: "Bonjour {username},\n\nOuvrez ce lien dans les 60 minutes pour choisir un nouveau mot de passe :\n{link}\n\nSi vous n'avez rien demandé, ignorez ce message.",
    ja: "{username} 様\n\n60分以内に次のリンクを開いて、新しいパスワードを設定してください。\n{link}\n\nお心当たりがない場合は、このメールを無視してください。",
    nl: "Hallo {username},\n\nOpen deze link binnen 60 minuten om een nieuw wachtwoord te kiezen:\n{link}\n\nHeb je hier niet om gevraagd? Negeer dan deze e-mail.",
    pt: "Olá, {username},\n\nAbra este link nos próximos 60 minutos para escolher uma nova palavra-passe:\n{link}\n\nSe não fez este pedido, ignore este e-mail.",
    ru: "Здравствуйте, {username}!\n\nОткройте эту ссылку в течение 60 минут, чтобы задать новый пароль:\n{link}\n\nЕсли вы не запрашивали сброс пароля, просто проигнорируйте это письмо.",
    tr: "Merhaba {username},\n\nYeni bir şifre belirlemek için bu bağlantıyı 60 dakika içinde açın:\n{link}\n\nBunu siz istemediyseniz bu e-postayı dikkate almayın.",
  },

  "mail.emailChanged.subject": {
    en: "Your e-mail address was changed",
    de: "Deine E-Mail-Adresse wurde geändert",
    es: "Se cambió tu dirección de correo electrónico",
    fr: "Votre adresse e-mail a été modifiée",
    ja: "メールアドレスが変更されました",
    nl: "Je e-mailadres is gewijzigd",
    pt: "O seu endereço de e-mail foi alterado",
    ru: "Адрес электронной почты изменён",
    tr: "E-posta adresiniz değiştirildi",
  },
  "mail.emailChanged.body": {
    en: "Hello {username},\n\nThe e-mail address of your account was changed to {email}. If you did not do this, contact support at once: your other sessions have been signed out.",
    de: "Hallo {username},\n\ndie E-Mail-Adresse deines Kontos wurde in {email} geändert. Wenn du das nicht warst, wende dich sofort an den Support: Deine anderen Sitzungen wurden abgemeldet.",
    es: "Hola, {username}:\n\nLa dirección de correo electrónico de tu cuenta se cambió a {email}. Si no fuiste tú, contacta con soporte de inmediato: tus otras sesiones se han cerrado.",
    fr: "Bonjour {username},\n\nL'adresse e-mail de votre compte a été remplacée par {email}. Si vous n'êtes pas à l'origine de ce changement, contactez immédiatement le support : vos autres sessions ont été déconnectées.",
    ja: "{username} 様\n\nアカウントのメールアドレスが {email} に変更されました。お心当たりがない場合は、すぐにサポートへご連絡ください。他のセッションはすべてログアウトされています。",
    nl: "Hallo {username},\n\nHet e-mailadres van je account is gewijzigd in {email}. Heb je dit niet zelf gedaan? Neem dan direct contact op met support: je andere sessies zijn afgemeld.",
    pt: "Olá, {username},\n\nO endereço de e-mail da sua conta foi alterado para {email}. Se não foi você, contacte o suporte imediatamente: as suas outras sessões foram terminadas.",
    ru: "Здравствуйте, {username}!\n\nАдрес электронной почты вашего аккаунта изменён на {email}. Если это были не вы, немедленно свяжитесь со службой поддержки: все остальные ваши сеансы завершены.",
    tr: "Merhaba {username},\n\nHesabınızın e-posta adresi {email} olarak değiştirildi. Bunu siz yapmadıysanız hemen destek ekibiyle iletişime geçin: diğer oturumlarınız kapatıldı.",
  },

  "mail.signUpAddressTaken.subject": {
    en: "Someone tried to sign up with your address",
    de: "Jemand wollte sich mit deiner Adresse registrieren",
    es: "Alguien intentó registrarse con tu dirección",
    fr: "Quelqu'un a tenté de s'inscrire avec votre adresse",
    ja: "あなたのメールアドレスで登録が試みられました",
    nl: "Iemand probeerde zich met je adres te registreren",
    pt: "Alguém tentou registar-se com o seu endereço",
    ru: "Кто-то пытался зарегистрироваться с вашим адресом",
    tr: "Biri adresinizle kaydolmaya çalıştı",
  },
  "mail.signUpAddressTaken.body": {
    en: "Hello {username},\n\nSomeone tried to create an account with this e-mail address, which already has one. If it was you, sign in or reset your password: {link}\n\nIf not, ignore this mail.",
    de: "Hallo {username},\n\njemand hat versucht, mit dieser E-Mail-Adresse ein Konto zu erstellen, obwohl es dafür schon eines gibt. Wenn du das warst, melde dich an oder setze dein Passwort zurück: {link}\n\nWenn nicht, ignoriere diese E-Mail.",
    es: "Hola, {username}:\n\nAlguien intentó crear una cuenta con esta dirección de correo electrónico, que ya tiene una. Si fuiste tú, inicia sesión o restablece tu contraseña: {link}\n\nSi no, ignora este correo.",
    fr: "Bonjour {username},\n\nQuelqu'un a tenté de créer un compte avec cette adresse e-mail, qui en a déjà un. Si c'était vous, connectez-vous ou réinitialisez votre mot de passe : {link}\n\nSinon, ignorez ce message.",
    ja: "{username} 様\n\nすでにアカウントがあるこのメールアドレスで、新しいアカウントの作成が試みられました。ご本人の場合は、ログインするか、こちらからパスワードを再設定してください。\n{link}\n\nお心当たりがない場合は、このメールを無視してください。",
    nl: "Hallo {username},\n\nIemand probeerde een account aan te maken met dit e-mailadres, dat al een account heeft. Was jij dat? Log dan in of stel je wachtwoord opnieuw in: {link}\n\nZo niet, negeer dan deze e-mail.",
    pt: "Olá, {username},\n\nAlguém tentou criar uma conta com este endereço de e-mail, que já tem uma. Se foi você, inicie sessão ou redefina a sua palavra-passe: {link}\n\nSe não foi, ignore este e-mail.",
    ru: "Здравствуйте, {username}!\n\nКто-то пытался создать аккаунт с этим адресом электронной почты, хотя аккаунт с ним уже есть. Если это были вы, войдите или сбросьте пароль: {link}\n\nЕсли нет, просто проигнорируйте это письмо.",
    tr: "Merhaba {username},\n\nBiri, zaten bir hesabı olan bu e-posta adresiyle hesap oluşturmaya çalıştı. Bu sizseniz giriş yapın veya şifrenizi sıfırlayın: {link}\n\nSiz değilseniz bu e-postayı dikkate almayın.",
  },

  "mail.signUpUsernameTaken.subject": {
    en: "Choose another username",
    de: "Wähle einen anderen Benutzernamen",
    es: "Elige otro nombre de usuario",
    fr: "Choisissez un autre nom d'utilisateur",
    ja: "別のユーザー名を選んでください",
    nl: "Kies een andere gebruikersnaam",
    pt: "Escolha outro nome de utilizador",
    ru: "Выберите другое имя пользователя",
    tr: "Başka bir kullanıcı adı seçin",
  },
  "mail.signUpUsernameTaken.body": {
    en: 'Hello,\n\nThe username "{username}" is already taken, so no account was created. Sign up again with another username.',
    de: "Hallo,\n\nder Benutzername „{username}“ ist bereits vergeben, daher wurde kein Konto erstellt. Registriere dich erneut mit einem anderen Benutzernamen.",
    es: "Hola:\n\nEl nombre de usuario «{username}» ya está en uso, así que no se creó ninguna cuenta. Regístrate de nuevo con otro nombre de usuario.",
    fr: "Bonjour,\n\nLe nom d'utilisateur « {username} » est déjà pris : aucun compte n'a été créé. Inscrivez-vous à nouveau avec un autre nom d'utilisateur.",
    ja: "こんにちは。\n\nユーザー名「{username}」はすでに使われているため、アカウントは作成されませんでした。別のユーザー名で、もう一度登録してください。",
    nl: 'Hallo,\n\nDe gebruikersnaam "{username}" is al in gebruik, dus er is geen account aangemaakt. Registreer je opnieuw met een andere gebruikersnaam.',
    pt: 'Olá,\n\nO nome de utilizador "{username}" já está a ser usado, por isso não foi criada nenhuma conta. Registe-se novamente com outro nome de utilizador.',
    ru: "Здравствуйте!\n\nИмя пользователя «{username}» уже занято, поэтому аккаунт не создан. Зарегистрируйтесь ещё раз с другим именем пользователя.",
    tr: 'Merhaba,\n\n"{username}" kullanıcı adı zaten alınmış, bu nedenle hesap oluşturulmadı. Başka bir kullanıcı adıyla yeniden kaydolun.',
  },

  "mail.signInFailures.subject": {
    en: "Failed sign-in attempts on your account",
    de: "Fehlgeschlagene Anmeldeversuche bei deinem Konto",
    es: "Intentos fallidos de inicio de sesión en tu cuenta",
    fr: "Tentatives de connexion échouées sur votre compte",
    ja: "アカウントへのログイン失敗",
    nl: "Mislukte inlogpogingen op je account",
    pt: "Tentativas falhadas de início de sessão na sua conta",
    ru: "Неудачные попытки входа в ваш аккаунт",
    tr: "Hesabınızda başarısız giriş denemeleri",
  },
  "mail.signInFailures.body": {
    en: "Hello {username},\n\nThere were {failures} failed attempts to sign in to your account. Further attempts from unfamiliar addresses now have to wait. If this was not you, change your password and turn on two-factor authentication.",
    de: "Hallo {username},\n\nes gab {failures} fehlgeschlagene Versuche, dich bei deinem Konto anzumelden. Weitere Versuche von unbekannten Adressen müssen jetzt warten. Wenn du das nicht warst, ändere dein Passwort und aktiviere die Zwei-Faktor-Authentifizierung.",
    es: "Hola, {username}:\n\nHubo {failures} intentos fallidos de iniciar sesión en tu cuenta. Los siguientes intentos desde direcciones desconocidas tendrán que esperar. Si no fuiste tú, cambia tu contraseña y activa la autenticación en dos pasos.",
    fr: "Bonjour {username},\n\n{failures} tentatives de connexion à votre compte ont échoué. Les prochaines tentatives depuis des adresses inconnues devront désormais attendre. Si ce n'était pas vous, changez votre mot de passe et activez l'authentification à deux facteurs.",
    ja: "{username} 様\n\nお客様のアカウントへのログインが {failures} 回失敗しました。今後、見慣れないアドレスからのログインには待ち時間が必要になります。お心当たりがない場合は、パスワードを変更し、二段階認証を有効にしてください。",
    nl: "Hallo {username},\n\nEr waren {failures} mislukte pogingen om in te loggen op je account. Verdere pogingen vanaf onbekende adressen moeten nu wachten. Was jij dit niet? Wijzig dan je wachtwoord en zet tweestapsverificatie aan.",
    pt: "Olá, {username},\n\nHouve {failures} tentativas falhadas de iniciar sessão na sua conta. Novas tentativas a partir de endereços desconhecidos terão agora de esperar. Se não foi você, altere a sua palavra-passe e ative a autenticação de dois fatores.",
    ru: "Здравствуйте, {username}!\n\nНеудачных попыток войти в ваш аккаунт: {failures}. Следующим попыткам с незнакомых адресов теперь придётся подождать. Если это были не вы, смените пароль и включите двухфакторную аутентификацию.",
    tr: "Merhaba {username},\n\nHesabınıza {failures} başarısız giriş denemesi yapıldı. Tanınmayan adreslerden yapılacak yeni denemeler artık beklemek zorunda. Bu siz değilseniz şifrenizi değiştirin ve iki adımlı doğrulamayı açın.",
  },

  "mail.withdrawalCodes.subject": {
    en: "Wrong two-factor codes on a withdrawal",
    de: "Falsche Zwei-Faktor-Codes bei einer Auszahlung",
    es: "Códigos de verificación en dos pasos incorrectos en un retiro",
    fr: "Codes à deux facteurs erronés lors d'un retrait",
    ja: "出金時の二段階認証コードの誤り",
    nl: "Verkeerde tweestapscodes bij een opname",
    pt: "Códigos de dois fatores errados num saque",
    ru: "Неверные коды двухфакторной аутентификации при выводе",
    tr: "Bir çekimde hatalı iki adımlı doğrulama kodları",
  },
  "mail.withdrawalCodes.body": {
    en: "Hello {username},\n\nThere were {failures} wrong two-factor codes on withdrawals from your account. Withdrawals are paused until {until}. If this was not you, change your password.",
    de: "Hallo {username},\n\nes gab {failures} falsche Zwei-Faktor-Codes bei Auszahlungen von deinem Konto. Auszahlungen sind bis {until} pausiert. Wenn du das nicht warst, ändere dein Passwort.",
    es: "Hola, {username}:\n\nSe introdujeron {failures} códigos de verificación en dos pasos incorrectos en retiros de tu cuenta. Los retiros están en pausa hasta {until}. Si no fuiste tú, cambia tu contraseña.",
    fr: "Bonjour {username},\n\n{failures} codes à deux facteurs erronés ont été saisis pour des retraits depuis votre compte. Les retraits sont suspendus jusqu'au {until}. Si ce n'était pas vous, changez votre mot de passe.",
    ja: "{username} 様\n\nお客様のアカウントからの出金で、誤った二段階認証コードが {failures} 回入力されました。出金は {until} まで停止されます。お心当たりがない場合は、パスワードを変更してください。",
    nl: "Hallo {username},\n\nEr zijn {failures} verkeerde tweestapscodes ingevoerd bij opnames van je account. Opnames zijn gepauzeerd tot {until}. Was jij dit niet? Wijzig dan je wachtwoord.",
    pt: "Olá, {username},\n\nForam introduzidos {failures} códigos de dois fatores errados em saques da sua conta. Os saques estão em pausa até {until}. Se não foi você, altere a sua palavra-passe.",
    ru: "Здравствуйте, {username}!\n\nПри выводе средств с вашего аккаунта введены неверные коды двухфакторной аутентификации (попыток: {failures}). Вывод приостановлен до {until}. Если это были не вы, смените пароль.",
    tr: "Merhaba {username},\n\nHesabınızdan yapılan çekimlerde {failures} kez hatalı iki adımlı doğrulama kodu girildi. Çekimler {until} tarihine kadar durduruldu. Bu siz değilseniz şifrenizi değiştirin.",
  },

  "mail.guestSupportAnswer.subject": {
    en: "Support answered: {subject}",
    de: "Der Support hat geantwortet: {subject}",
    es: "Soporte ha respondido: {subject}",
    fr: "Le support a répondu : {subject}",
    ja: "サポートから回答がありました：{subject}",
    nl: "Support heeft geantwoord: {subject}",
    pt: "O suporte respondeu: {subject}",
    ru: "Ответ службы поддержки: {subject}",
    tr: "Destek yanıt verdi: {subject}",
  },
  "mail.guestSupportAnswer.body": {
    en: 'Hello,\n\n{agent} answered your conversation "{subject}".\nOpen customer support in the browser you wrote from to read it and reply:\n{link}\n\nIf you did not write to us, ignore this mail.',
    de: "Hallo,\n\n{agent} hat auf deine Unterhaltung „{subject}“ geantwortet.\nÖffne den Kundensupport in dem Browser, aus dem du geschrieben hast, um die Antwort zu lesen und zu antworten:\n{link}\n\nWenn du uns nicht geschrieben hast, ignoriere diese E-Mail.",
    es: "Hola:\n\n{agent} respondió a tu conversación «{subject}».\nAbre la atención al cliente en el navegador desde el que escribiste para leer la respuesta y contestar:\n{link}\n\nSi no nos escribiste, ignora este correo.",
    fr: "Bonjour,\n\n{agent} a répondu à votre conversation « {subject} ».\nOuvrez le service client dans le navigateur depuis lequel vous avez écrit pour lire la réponse et répondre :\n{link}\n\nSi vous ne nous avez pas écrit, ignorez ce message.",
    ja: "こんにちは。\n\nお問い合わせ「{subject}」に {agent} が回答しました。\nお問い合わせいただいたブラウザでカスタマーサポートを開き、回答の確認と返信を行ってください。\n{link}\n\nお問い合わせの覚えがない場合は、このメールを無視してください。",
    nl: 'Hallo,\n\n{agent} heeft geantwoord in je gesprek "{subject}".\nOpen de klantenservice in de browser waarmee je ons schreef om het antwoord te lezen en te reageren:\n{link}\n\nHeb je ons niet geschreven? Negeer dan deze e-mail.',
    pt: 'Olá,\n\n{agent} respondeu à sua conversa "{subject}".\nAbra o apoio ao cliente no navegador a partir do qual escreveu para ler a resposta e responder:\n{link}\n\nSe não nos escreveu, ignore este e-mail.',
    ru: "Здравствуйте!\n\nВ вашем обращении «{subject}» новый ответ от {agent}.\nОткройте службу поддержки в том браузере, из которого вы писали, чтобы прочитать ответ и ответить:\n{link}\n\nЕсли вы нам не писали, просто проигнорируйте это письмо.",
    tr: 'Merhaba,\n\n{agent}, "{subject}" konulu görüşmenizi yanıtladı.\nYanıtı okumak ve cevap vermek için bize yazdığınız tarayıcıda müşteri desteğini açın:\n{link}\n\nBize yazmadıysanız bu e-postayı dikkate almayın.',
  },

  "sms.phoneCode.subject": {
    en: "Verification code",
    de: "Bestätigungscode",
    es: "Código de verificación",
    fr: "Code de vérification",
    ja: "認証コード",
    nl: "Verificatiecode",
    pt: "Código de verificação",
    ru: "Код подтверждения",
    tr: "Doğrulama kodu",
  },
  "sms.phoneCode.body": {
    en: "Your verification code is {code}. It expires in 10 minutes.",
    de: "Dein Bestätigungscode lautet {code}. Er läuft in 10 Minuten ab.",
    es: "Tu código de verificación es {code}. Caduca en 10 minutos.",
    fr: "Votre code de vérification est {code}. Il expire dans 10 minutes.",
    ja: "認証コードは {code} です。有効期限は10分です。",
    nl: "Je verificatiecode is {code}. Hij verloopt over 10 minuten.",
    pt: "O seu código de verificação é {code}. Expira dentro de 10 minutos.",
    ru: "Ваш код подтверждения: {code}. Он действует 10 минут.",
    tr: "Doğrulama kodunuz {code}. Kodun süresi 10 dakika içinde dolar.",
  },

  // ------------------------------------------------------------------ inbox notifications

  "notice.supportAnswer.body": {
    en: "{agent} answered your conversation. Open customer support to read it.",
    de: "{agent} hat auf deine Unterhaltung geantwortet. Öffne den Kundensupport, um die Antwort zu lesen.",
    es: "{agent} respondió a tu conversación. Abre la atención al cliente para leer la respuesta.",
    fr: "{agent} a répondu à votre conversation. Ouvrez le service client pour lire la réponse.",
    ja: "{agent} がお問い合わせに回答しました。カスタマーサポートを開いてご確認ください。",
    nl: "{agent} heeft geantwoord in je gesprek. Open de klantenservice om het antwoord te lezen.",
    pt: "{agent} respondeu à sua conversa. Abra o apoio ao cliente para ler a resposta.",
    ru: "В вашем обращении новый ответ от {agent}. Откройте службу поддержки, чтобы прочитать его.",
    tr: "{agent} görüşmenizi yanıtladı. Yanıtı okumak için müşteri desteğini açın.",
  },

  "notice.withdrawalCodes.body": {
    en: "There were {failures} wrong two-factor codes on withdrawals from your account. Withdrawals are paused until {until}. If this was not you, change your password.",
    de: "Es gab {failures} falsche Zwei-Faktor-Codes bei Auszahlungen von deinem Konto. Auszahlungen sind bis {until} pausiert. Wenn du das nicht warst, ändere dein Passwort.",
    es: "Se introdujeron {failures} códigos de verificación en dos pasos incorrectos en retiros de tu cuenta. Los retiros están en pausa hasta {until}. Si no fuiste tú, cambia tu contraseña.",
    fr: "{failures} codes à deux facteurs erronés ont été saisis pour des retraits depuis votre compte. Les retraits sont suspendus jusqu'au {until}. Si ce n'était pas vous, changez votre mot de passe.",
    ja: "お客様のアカウントからの出金で、誤った二段階認証コードが {failures} 回入力されました。出金は {until} まで停止されます。お心当たりがない場合は、パスワードを変更してください。",
    nl: "Er zijn {failures} verkeerde tweestapscodes ingevoerd bij opnames van je account. Opnames zijn gepauzeerd tot {until}. Was jij dit niet? Wijzig dan je wachtwoord.",
    pt: "Foram introduzidos {failures} códigos de dois fatores errados em saques da sua conta. Os saques estão em pausa até {until}. Se não foi você, altere a sua palavra-passe.",
    ru: "При выводе средств с вашего аккаунта введены неверные коды двухфакторной аутентификации (попыток: {failures}). Вывод приостановлен до {until}. Если это были не вы, смените пароль.",
    tr: "Hesabınızdan yapılan çekimlerde {failures} kez hatalı iki adımlı doğrulama kodu girildi. Çekimler {until} tarihine kadar durduruldu. Bu siz değilseniz şifrenizi değiştirin.",
  },

  "notice.breakStarted.title": {
    en: "Your break has started",
    de: "Deine Pause hat begonnen",
    es: "Tu pausa ha comenzado",
    fr: "Votre pause a commencé",
    ja: "休止が始まりました",
    nl: "Je pauze is begonnen",
    pt: "A sua pausa começou",
    ru: "Ваш перерыв начался",
    tr: "Molanız başladı",
  },
  "notice.breakStarted.body": {
    en: "Betting and deposits are paused until {until}. You can still withdraw.",
    de: "Wetten und Einzahlungen sind bis {until} pausiert. Auszahlungen sind weiterhin möglich.",
    es: "Las apuestas y los depósitos están en pausa hasta {until}. Puedes seguir retirando.",
    fr: "Les paris et les dépôts sont suspendus jusqu'au {until}. Vous pouvez toujours effectuer des retraits.",
    ja: "{until} までベットと入金は停止されます。出金は引き続き可能です。",
    nl: "Inzetten en stortingen zijn gepauzeerd tot {until}. Opnemen kan nog steeds.",
    pt: "As apostas e os depósitos estão em pausa até {until}. Ainda pode fazer saques.",
    ru: "Ставки и пополнения приостановлены до {until}. Выводить средства по-прежнему можно.",
    tr: "Bahisler ve para yatırma işlemleri {until} tarihine kadar durduruldu. Para çekmeye devam edebilirsiniz.",
  },

  "notice.sessionReminder.title": {
    en: "Time for a break?",
    de: "Zeit für eine Pause?",
    es: "¿Es hora de una pausa?",
    fr: "Et si vous faisiez une pause ?",
    ja: "そろそろ休憩しませんか？",
    nl: "Tijd voor een pauze?",
    pt: "Está na hora de uma pausa?",
    ru: "Не пора ли сделать перерыв?",
    tr: "Mola zamanı mı?",
  },
  "notice.sessionReminder.body": {
    en: "You have been signed in and playing for {minutes} minutes.",
    de: "Du bist seit {minutes} Minuten angemeldet und spielst.",
    es: "Llevas {minutes} minutos con la sesión iniciada y jugando.",
    fr: "Vous êtes connecté et jouez depuis {minutes} minutes.",
    ja: "ログインしてから {minutes} 分間プレイしています。",
    nl: "Je bent al {minutes} minuten ingelogd en aan het spelen.",
    pt: "Está com sessão iniciada e a jogar há {minutes} minutos.",
    ru: "Вы вошли в аккаунт и играете уже {minutes} мин.",
    tr: "{minutes} dakikadır giriş yapmış durumdasınız ve oynuyorsunuz.",
  },

  "notice.bonusCredited.title": {
    en: "Bonus credited",
    de: "Bonus gutgeschrieben",
    es: "Bono acreditado",
    fr: "Bonus crédité",
    ja: "ボーナスが付与されました",
    nl: "Bonus bijgeschreven",
    pt: "Bónus creditado",
    ru: "Бонус зачислен",
    tr: "Bonus hesabınıza eklendi",
  },
  "notice.bonusCredited.body": {
    en: "{offer}: {credited} of bonus money. Wager {wager} to release it.",
    de: "{offer}: {credited} Bonusgeld. Setze {wager} um, um es freizuspielen.",
    es: "{offer}: {credited} de dinero de bonificación. Apuesta {wager} para liberarlo.",
    fr: "{offer} : {credited} d'argent bonus. Misez {wager} pour le débloquer.",
    ja: "{offer}：ボーナスマネー {credited}。{wager} をベットすると出金可能になります。",
    nl: "{offer}: {credited} aan bonusgeld. Zet {wager} in om het vrij te spelen.",
    pt: "{offer}: {credited} em dinheiro de bónus. Aposte {wager} para o libertar.",
    ru: "{offer}: начислено {credited} бонусных средств. Отыграйте {wager}, чтобы перевести их на баланс.",
    tr: "{offer}: {credited} bonus para. Serbest bırakmak için {wager} çevrim yapın.",
  },

  "notice.bonusCompleted.title": {
    en: "Bonus completed",
    de: "Bonus freigespielt",
    es: "Bono completado",
    fr: "Bonus complété",
    ja: "ボーナス達成",
    nl: "Bonus voltooid",
    pt: "Bónus concluído",
    ru: "Бонус отыгран",
    tr: "Bonus tamamlandı",
  },
  "notice.bonusCompleted.body": {
    en: "You completed the wagering of {offer}: {amount} moved to your balance.",
    de: "Du hast den Umsatz für {offer} erfüllt: {amount} wurden auf dein Guthaben übertragen.",
    es: "Completaste el requisito de apuesta de {offer}: {amount} pasaron a tu saldo.",
    fr: "Vous avez rempli les conditions de mise de {offer} : {amount} ont été transférés sur votre solde.",
    ja: "{offer} の賭け条件を達成しました。{amount} が残高に移されました。",
    nl: "Je hebt de inzetvereiste van {offer} voltooid: {amount} is naar je saldo overgezet.",
    pt: "Concluiu o rollover de {offer}: {amount} passou para o seu saldo.",
    ru: "Вы отыграли бонус «{offer}»: {amount} переведено на ваш баланс.",
    tr: "{offer} için çevrim şartını tamamladınız: {amount} bakiyenize aktarıldı.",
  },

  "notice.bonusExpired.title": {
    en: "Bonus expired",
    de: "Bonus abgelaufen",
    es: "Bono caducado",
    fr: "Bonus expiré",
    ja: "ボーナスの有効期限切れ",
    nl: "Bonus verlopen",
    pt: "Bónus expirado",
    ru: "Срок бонуса истёк",
    tr: "Bonusun süresi doldu",
  },
  "notice.bonusExpired.bodyWagering": {
    en: "{offer} expired before its wagering was completed; {amount} of bonus money was removed.",
    de: "{offer} ist abgelaufen, bevor der Umsatz erfüllt war; {amount} Bonusgeld wurden entfernt.",
    es: "{offer} caducó antes de completar el requisito de apuesta; se retiraron {amount} de dinero de bonificación.",
    fr: "{offer} a expiré avant que ses conditions de mise soient remplies ; {amount} d'argent bonus ont été retirés.",
    ja: "{offer} は賭け条件を達成する前に有効期限が切れました。ボーナスマネー {amount} が削除されました。",
    nl: "{offer} is verlopen voordat de inzetvereiste was voltooid; {amount} aan bonusgeld is verwijderd.",
    pt: "{offer} expirou antes de o rollover estar concluído; foram retirados {amount} em dinheiro de bónus.",
    ru: "Бонус «{offer}» истёк до завершения отыгрыша; списано {amount} бонусных средств.",
    tr: "{offer}, çevrim şartı tamamlanmadan sona erdi; {amount} bonus para kaldırıldı.",
  },
  "notice.bonusExpired.bodyDeposit": {
    en: "{offer} expired before a qualifying deposit arrived.",
    de: "{offer} ist abgelaufen, bevor eine passende Einzahlung eingegangen ist.",
    es: "{offer} caducó antes de que llegara un depósito válido.",
    fr: "{offer} a expiré avant l'arrivée d'un dépôt éligible.",
    ja: "対象となる入金が届く前に {offer} の有効期限が切れました。",
    nl: "{offer} is verlopen voordat er een geldige storting binnenkwam.",
    pt: "{offer} expirou antes de chegar um depósito elegível.",
    ru: "Бонус «{offer}» истёк до поступления подходящего пополнения.",
    tr: "{offer}, uygun bir para yatırma işlemi gelmeden sona erdi.",
  },

  "notice.bonusEnded.title": {
    en: "Bonus ended",
    de: "Bonus beendet",
    es: "Bono finalizado",
    fr: "Bonus terminé",
    ja: "ボーナス終了",
    nl: "Bonus beëindigd",
    pt: "Bónus terminado",
    ru: "Бонус завершён",
    tr: "Bonus sona erdi",
  },
  "notice.bonusEnded.body": {
    en: "{offer} ended: its bonus money ran out or it was cancelled ({amount} removed).",
    de: "{offer} wurde beendet: Das Bonusgeld ist aufgebraucht oder der Bonus wurde storniert ({amount} entfernt).",
    es: "{offer} finalizó: su dinero de bonificación se agotó o se canceló ({amount} retirados).",
    fr: "{offer} est terminé : son argent bonus est épuisé ou il a été annulé ({amount} retirés).",
    ja: "{offer} は終了しました。ボーナスマネーを使い切ったか、キャンセルされました（{amount} を削除）。",
    nl: "{offer} is beëindigd: het bonusgeld is op of de bonus is geannuleerd ({amount} verwijderd).",
    pt: "{offer} terminou: o dinheiro de bónus esgotou-se ou foi cancelado ({amount} retirados).",
    ru: "Бонус «{offer}» завершён: бонусные средства закончились или бонус был отменён (списано {amount}).",
    tr: "{offer} sona erdi: bonus parası tükendi ya da bonus iptal edildi ({amount} kaldırıldı).",
  },
  "notice.bonusEnded.bodyWithdrawal": {
    en: "{offer} ended: a withdrawal was requested while it was active ({amount} removed).",
    de: "{offer} wurde beendet: Während der Bonus aktiv war, wurde eine Auszahlung beantragt ({amount} entfernt).",
    es: "{offer} finalizó: se solicitó un retiro mientras estaba activo ({amount} retirados).",
    fr: "{offer} est terminé : un retrait a été demandé pendant qu'il était actif ({amount} retirés).",
    ja: "{offer} は終了しました。有効期間中に出金がリクエストされました（{amount} を削除）。",
    nl: "{offer} is beëindigd: er is een opname aangevraagd terwijl de bonus actief was ({amount} verwijderd).",
    pt: "{offer} terminou: foi pedido um saque enquanto estava ativo ({amount} retirados).",
    ru: "Бонус «{offer}» завершён: во время его действия был запрошен вывод средств (списано {amount}).",
    tr: "{offer} sona erdi: bonus etkinken para çekme talebinde bulunuldu ({amount} kaldırıldı).",
  },

  "notice.cashbackReady.title": {
    en: "Your cashback is ready",
    de: "Dein Cashback ist bereit",
    es: "Tu cashback está listo",
    fr: "Votre cashback est prêt",
    ja: "キャッシュバックを受け取れます",
    nl: "Je cashback staat klaar",
    pt: "O seu cashback está pronto",
    ru: "Ваш кешбэк готов",
    tr: "Nakit iadeniz hazır",
  },
  "notice.cashbackReady.bodyDaily": {
    en: "{amount} of daily cashback ({percent}% at {level}) can be claimed until {until}.",
    de: "{amount} tägliches Cashback ({percent} % auf der Stufe {level}) kann bis {until} abgeholt werden.",
    es: "Puedes reclamar {amount} de cashback diario ({percent} % en el nivel {level}) hasta {until}.",
    fr: "{amount} de cashback quotidien ({percent} % au niveau {level}) peuvent être réclamés jusqu'au {until}.",
    ja: "デイリーキャッシュバック {amount}（{level} で {percent}%）を {until} まで受け取れます。",
    nl: "{amount} aan dagelijkse cashback ({percent}% op niveau {level}) kan worden geclaimd tot {until}.",
    pt: "Pode reclamar {amount} de cashback diário ({percent}% no nível {level}) até {until}.",
    ru: "Ежедневный кешбэк {amount} ({percent}% на уровне {level}) можно получить до {until}.",
    tr: "{amount} günlük nakit iade ({level} seviyesinde %{percent}) {until} tarihine kadar alınabilir.",
  },
  "notice.cashbackReady.bodyWeekly": {
    en: "{amount} of weekly cashback ({percent}% at {level}) can be claimed until {until}.",
    de: "{amount} wöchentliches Cashback ({percent} % auf der Stufe {level}) kann bis {until} abgeholt werden.",
    es: "Puedes reclamar {amount} de cashback semanal ({percent} % en el nivel {level}) hasta {until}.",
    fr: "{amount} de cashback hebdomadaire ({percent} % au niveau {level}) peuvent être réclamés jusqu'au {until}.",
    ja: "ウィークリーキャッシュバック {amount}（{level} で {percent}%）を {until} まで受け取れます。",
    nl: "{amount} aan wekelijkse cashback ({percent}% op niveau {level}) kan worden geclaimd tot {until}.",
    pt: "Pode reclamar {amount} de cashback semanal ({percent}% no nível {level}) até {until}.",
    ru: "Еженедельный кешбэк {amount} ({percent}% на уровне {level}) можно получить до {until}.",
    tr: "{amount} haftalık nakit iade ({level} seviyesinde %{percent}) {until} tarihine kadar alınabilir.",
  },

  "notice.vipLevel.title": {
    en: "Welcome to {level}",
    de: "Willkommen bei {level}",
    es: "Te damos la bienvenida a {level}",
    fr: "Bienvenue au niveau {level}",
    ja: "{level} へようこそ",
    nl: "Welkom bij {level}",
    pt: "Boas-vindas ao nível {level}",
    ru: "Добро пожаловать на уровень {level}",
    tr: "{level} seviyesine hoş geldiniz",
  },
  "notice.vipLevel.body": {
    en: "You reached VIP level {number}, {level}: your level-up reward of {reward} ({paid}) was credited.",
    de: "Du hast VIP-Stufe {number} erreicht, {level}: Deine Aufstiegsbelohnung von {reward} ({paid}) wurde gutgeschrieben.",
    es: "Alcanzaste el nivel VIP {number}, {level}: se acreditó tu recompensa por subir de nivel de {reward} ({paid}).",
    fr: "Vous avez atteint le niveau VIP {number}, {level} : votre récompense de passage de niveau de {reward} ({paid}) a été créditée.",
    ja: "VIP レベル {number}「{level}」に到達しました。レベルアップ報酬 {reward}（{paid}）が付与されました。",
    nl: "Je hebt VIP-niveau {number} bereikt, {level}: je beloning voor het nieuwe niveau van {reward} ({paid}) is bijgeschreven.",
    pt: "Atingiu o nível VIP {number}, {level}: a sua recompensa de subida de nível de {reward} ({paid}) foi creditada.",
    ru: "Вы достигли VIP-уровня {number} «{level}»: награда за новый уровень {reward} ({paid}) зачислена.",
    tr: "{number}. VIP seviyesi olan {level} seviyesine ulaştınız: {reward} ({paid}) seviye atlama ödülünüz hesabınıza eklendi.",
  },

  "notice.tournamentFinished.title": {
    en: "Tournament finished: rank {rank}",
    de: "Turnier beendet: Platz {rank}",
    es: "Torneo finalizado: puesto {rank}",
    fr: "Tournoi terminé : rang {rank}",
    ja: "トーナメント終了：{rank}位",
    nl: "Toernooi afgelopen: plaats {rank}",
    pt: "Torneio terminado: posição {rank}",
    ru: "Турнир завершён: {rank}-е место",
    tr: "Turnuva bitti: {rank}. sıra",
  },
  "notice.tournamentFinished.body": {
    en: "You finished “{tournament}” at rank {rank} and won: {prize} Claim it on the Prizes page.",
    de: "Du hast „{tournament}“ auf Platz {rank} beendet und gewonnen: {prize} Hol dir den Preis auf der Seite „Preise“ ab.",
    es: "Terminaste «{tournament}» en el puesto {rank} y ganaste: {prize} Reclámalo en la página de Premios.",
    fr: "Vous avez terminé « {tournament} » au rang {rank} et gagné : {prize} Réclamez-le sur la page Prix.",
    ja: "「{tournament}」を {rank} 位で終え、賞品を獲得しました：{prize} 賞品ページで受け取ってください。",
    nl: 'Je bent in "{tournament}" op plaats {rank} geëindigd en hebt gewonnen: {prize} Claim het op de pagina Prijzen.',
    pt: 'Terminou "{tournament}" na posição {rank} e ganhou: {prize} Reclame-o na página Prémios.',
    ru: "Вы заняли {rank}-е место в турнире «{tournament}» и выиграли: {prize} Получите приз на странице «Призы».",
    tr: '"{tournament}" turnuvasını {rank}. sırada bitirdiniz ve kazandınız: {prize} Ödülünüzü Ödüller sayfasından alın.',
  },
  "notice.prize.cash": {
    en: "{amount}, credited to your {currency} wallet as real money when you claim it.",
    de: "{amount}, die beim Abholen als Echtgeld deinem {currency}-Wallet gutgeschrieben werden.",
    es: "{amount}, que se acreditan como dinero real en tu billetera de {currency} al reclamarlo.",
    fr: "{amount}, crédités en argent réel sur votre portefeuille {currency} lorsque vous le réclamez.",
    ja: "{amount}。受け取ると、リアルマネーとして {currency} ウォレットに入金されます。",
    nl: "{amount}, dat bij het claimen als echt geld op je {currency}-wallet wordt bijgeschreven.",
    pt: "{amount}, creditados como dinheiro real na sua carteira de {currency} quando o reclamar.",
    ru: "{amount} — при получении они будут зачислены на ваш кошелёк {currency} как реальные деньги.",
    tr: "{amount}; ödülü aldığınızda gerçek para olarak {currency} cüzdanınıza eklenir.",
  },
  "notice.prize.freeSpins": {
    en: "{count} free spins on {game}. Claiming adds them to your available bonuses; start them there to play them on {game}, their win is bonus money to wager.",
    de: "{count} Freispiele für {game}. Beim Abholen kommen sie zu deinen verfügbaren Boni; starte sie dort, um sie in {game} zu spielen. Ihr Gewinn ist Bonusgeld mit Umsatzbedingung.",
    es: "{count} giros gratis en {game}. Al reclamarlos se añaden a tus bonos disponibles; actívalos allí para jugarlos en {game}. Lo que ganes es dinero de bonificación sujeto a requisitos de apuesta.",
    fr: "{count} tours gratuits sur {game}. Les réclamer les ajoute à vos bonus disponibles ; lancez-les depuis là pour les jouer sur {game}. Leurs gains sont de l'argent bonus à miser.",
    ja: "{game} のフリースピン {count} 回。受け取ると利用可能なボーナスに追加されます。そこから開始して {game} でプレイしてください。獲得金は賭け条件付きのボーナスマネーです。",
    nl: "{count} gratis spins op {game}. Bij het claimen worden ze aan je beschikbare bonussen toegevoegd; start ze daar om ze op {game} te spelen. De winst is bonusgeld met een inzetvereiste.",
    pt: "{count} giros grátis em {game}. Ao reclamá-los, são adicionados aos seus bónus disponíveis; inicie-os aí para os jogar em {game}. Os ganhos são dinheiro de bónus sujeito a rollover.",
    ru: "Бесплатные вращения в {game}: {count}. При получении они добавятся к вашим доступным бонусам; запустите их там, чтобы сыграть в {game}. Выигрыш — бонусные средства, которые нужно отыграть.",
    tr: "{game} oyununda {count} bedava dönüş. Ödülü aldığınızda kullanılabilir bonuslarınıza eklenir; {game} oyununda oynamak için oradan başlatın. Kazancınız çevrim şartlı bonus paradır.",
  },

  // A level-up reward as the prizes list shows it (`prizes.source_title`, `prizes.description`);
  // a competition's prize is described by `notice.prize.cash` / `notice.prize.freeSpins`.
  "prize.levelUp.title": {
    en: "VIP level {number}: {level}",
    de: "VIP-Stufe {number}: {level}",
    es: "Nivel VIP {number}: {level}",
    fr: "Niveau VIP {number} : {level}",
    ja: "VIPレベル{number}：{level}",
    nl: "VIP-niveau {number}: {level}",
    pt: "Nível VIP {number}: {level}",
    ru: "VIP-уровень {number}: {level}",
    tr: "VIP seviyesi {number}: {level}",
  },
  "prize.levelUp.description": {
    en: "Level-up reward of {reward}: {amount}, credited to your {currency} wallet as real money when you reached the level.",
    de: "Aufstiegsbelohnung von {reward}: {amount}, beim Erreichen der Stufe als Echtgeld deinem {currency}-Wallet gutgeschrieben.",
    es: "Recompensa por subir de nivel de {reward}: {amount}, acreditados como dinero real en tu billetera de {currency} al alcanzar el nivel.",
    fr: "Récompense de passage de niveau de {reward} : {amount}, crédités en argent réel sur votre portefeuille {currency} lorsque vous avez atteint le niveau.",
    ja: "レベルアップ報酬 {reward}：{amount}。レベル到達時にリアルマネーとして {currency} ウォレットに入金されました。",
    nl: "Beloning voor het nieuwe niveau van {reward}: {amount}, als echt geld op je {currency}-wallet bijgeschreven toen je het niveau bereikte.",
    pt: "Recompensa de subida de nível de {reward}: {amount}, creditados como dinheiro real na sua carteira de {currency} quando atingiu o nível.",
    ru: "Награда за новый уровень {reward}: {amount} — зачислены на ваш кошелёк {currency} как реальные деньги при достижении уровня.",
    tr: "{reward} seviye atlama ödülü: {amount}; seviyeye ulaştığınızda gerçek para olarak {currency} cüzdanınıza eklendi.",
  },

  "notice.challengeCompleted.title": {
    en: "Challenge completed",
    de: "Herausforderung abgeschlossen",
    es: "Desafío completado",
    fr: "Défi relevé",
    ja: "チャレンジ達成",
    nl: "Uitdaging voltooid",
    pt: "Desafio concluído",
    ru: "Испытание выполнено",
    tr: "Görev tamamlandı",
  },
  "notice.challengeCompleted.body": {
    en: "You completed the challenge “{challenge}”. Your prize is waiting on the Prizes page.",
    de: "Du hast die Herausforderung „{challenge}“ abgeschlossen. Dein Preis wartet auf der Seite „Preise“.",
    es: "Completaste el desafío «{challenge}». Tu premio te espera en la página de Premios.",
    fr: "Vous avez relevé le défi « {challenge} ». Votre prix vous attend sur la page Prix.",
    ja: "チャレンジ「{challenge}」を達成しました。賞品ページで賞品を受け取れます。",
    nl: 'Je hebt de uitdaging "{challenge}" voltooid. Je prijs wacht op de pagina Prijzen.',
    pt: 'Concluiu o desafio "{challenge}". O seu prémio está à espera na página Prémios.',
    ru: "Вы выполнили испытание «{challenge}». Ваш приз ждёт на странице «Призы».",
    tr: '"{challenge}" görevini tamamladınız. Ödülünüz Ödüller sayfasında sizi bekliyor.',
  },

  "notice.depositReceived.title": {
    en: "Deposit received",
    de: "Einzahlung eingegangen",
    es: "Depósito recibido",
    fr: "Dépôt reçu",
    ja: "入金を受け付けました",
    nl: "Storting ontvangen",
    pt: "Depósito recebido",
    ru: "Пополнение получено",
    tr: "Para yatırma alındı",
  },
  "notice.depositReceived.body": {
    en: "{amount} were credited to your wallet.",
    de: "{amount} wurden deinem Wallet gutgeschrieben.",
    es: "Se acreditaron {amount} en tu billetera.",
    fr: "{amount} ont été crédités sur votre portefeuille.",
    ja: "{amount} がウォレットに入金されました。",
    nl: "{amount} is bijgeschreven op je wallet.",
    pt: "{amount} foram creditados na sua carteira.",
    ru: "{amount} зачислено на ваш кошелёк.",
    tr: "{amount} cüzdanınıza eklendi.",
  },

  "notice.depositRefused.title": {
    en: "Deposit refused",
    de: "Einzahlung abgelehnt",
    es: "Depósito rechazado",
    fr: "Dépôt refusé",
    ja: "入金が拒否されました",
    nl: "Storting geweigerd",
    pt: "Depósito recusado",
    ru: "Пополнение отклонено",
    tr: "Para yatırma reddedildi",
  },
  "notice.depositRefused.body": {
    en: "{amount} were not credited and go back to the sender. {reason}",
    de: "{amount} wurden nicht gutgeschrieben und gehen an den Absender zurück. {reason}",
    es: "{amount} no se acreditaron y se devuelven al remitente. {reason}",
    fr: "{amount} n'ont pas été crédités et sont renvoyés à l'expéditeur. {reason}",
    ja: "{amount} は入金されず、送金元に返金されます。{reason}",
    nl: "{amount} is niet bijgeschreven en gaat terug naar de afzender. {reason}",
    pt: "{amount} não foram creditados e voltam para o remetente. {reason}",
    ru: "{amount} не зачислено и будет возвращено отправителю. {reason}",
    tr: "{amount} hesabınıza eklenmedi ve gönderene iade edilecek. {reason}",
  },
  "notice.refusal.selfExcluded": {
    en: "You have excluded yourself until {until}: betting and deposits are closed until then.",
    de: "Du hast dich bis {until} selbst ausgeschlossen: Wetten und Einzahlungen sind bis dahin gesperrt.",
    es: "Te has autoexcluido hasta {until}: las apuestas y los depósitos están cerrados hasta entonces.",
    fr: "Vous vous êtes auto-exclu jusqu'au {until} : les paris et les dépôts sont fermés jusque-là.",
    ja: "{until} まで自己排除を設定しています。それまでベットと入金はできません。",
    nl: "Je hebt jezelf uitgesloten tot {until}: inzetten en stortingen zijn tot dan gesloten.",
    pt: "Autoexcluiu-se até {until}: as apostas e os depósitos estão fechados até lá.",
    ru: "Вы исключили себя до {until}: до этого времени ставки и пополнения закрыты.",
    tr: "{until} tarihine kadar kendinizi hariç tuttunuz: bahisler ve para yatırma işlemleri o zamana kadar kapalı.",
  },
  "notice.refusal.coolingOff": {
    en: "You are taking a break until {until}: betting and deposits are paused until then.",
    de: "Du machst bis {until} eine Pause: Wetten und Einzahlungen sind bis dahin pausiert.",
    es: "Estás en una pausa hasta {until}: las apuestas y los depósitos están en pausa hasta entonces.",
    fr: "Vous faites une pause jusqu'au {until} : les paris et les dépôts sont suspendus jusque-là.",
    ja: "{until} まで休止中です。それまでベットと入金は停止されています。",
    nl: "Je neemt een pauze tot {until}: inzetten en stortingen zijn tot dan gepauzeerd.",
    pt: "Está a fazer uma pausa até {until}: as apostas e os depósitos estão em pausa até lá.",
    ru: "Вы взяли перерыв до {until}: до этого времени ставки и пополнения приостановлены.",
    tr: "{until} tarihine kadar moladasınız: bahisler ve para yatırma işlemleri o zamana kadar durduruldu.",
  },
  "notice.refusal.depositLimitDaily": {
    en: "This is over your daily deposit limit of {limit} USD ({left} USD left).",
    de: "Das überschreitet dein tägliches Einzahlungslimit von {limit} USD (noch {left} USD übrig).",
    es: "Esto supera tu límite de depósito diario de {limit} USD (quedan {left} USD).",
    fr: "Cela dépasse votre limite de dépôt quotidienne de {limit} USD (il reste {left} USD).",
    ja: "1日の入金上限 {limit} USD を超えています（残り {left} USD）。",
    nl: "Dit gaat over je dagelijkse stortingslimiet van {limit} USD heen (nog {left} USD over).",
    pt: "Isto ultrapassa o seu limite de depósito diário de {limit} USD (restam {left} USD).",
    ru: "Это превышает ваш дневной лимит пополнений {limit} USD (осталось {left} USD).",
    tr: "Bu, {limit} USD olan günlük para yatırma limitinizi aşıyor (kalan {left} USD).",
  },
  "notice.refusal.depositLimitWeekly": {
    en: "This is over your weekly deposit limit of {limit} USD ({left} USD left).",
    de: "Das überschreitet dein wöchentliches Einzahlungslimit von {limit} USD (noch {left} USD übrig).",
    es: "Esto supera tu límite de depósito semanal de {limit} USD (quedan {left} USD).",
    fr: "Cela dépasse votre limite de dépôt hebdomadaire de {limit} USD (il reste {left} USD).",
    ja: "1週間の入金上限 {limit} USD を超えています（残り {left} USD）。",
    nl: "Dit gaat over je wekelijkse stortingslimiet van {limit} USD heen (nog {left} USD over).",
    pt: "Isto ultrapassa o seu limite de depósito semanal de {limit} USD (restam {left} USD).",
    ru: "Это превышает ваш недельный лимит пополнений {limit} USD (осталось {left} USD).",
    tr: "Bu, {limit} USD olan haftalık para yatırma limitinizi aşıyor (kalan {left} USD).",
  },
  "notice.refusal.depositLimitMonthly": {
    en: "This is over your monthly deposit limit of {limit} USD ({left} USD left).",
    de: "Das überschreitet dein monatliches Einzahlungslimit von {limit} USD (noch {left} USD übrig).",
    es: "Esto supera tu límite de depósito mensual de {limit} USD (quedan {left} USD).",
    fr: "Cela dépasse votre limite de dépôt mensuelle de {limit} USD (il reste {left} USD).",
    ja: "1か月の入金上限 {limit} USD を超えています（残り {left} USD）。",
    nl: "Dit gaat over je maandelijkse stortingslimiet van {limit} USD heen (nog {left} USD over).",
    pt: "Isto ultrapassa o seu limite de depósito mensal de {limit} USD (restam {left} USD).",
    ru: "Это превышает ваш месячный лимит пополнений {limit} USD (осталось {left} USD).",
    tr: "Bu, {limit} USD olan aylık para yatırma limitinizi aşıyor (kalan {left} USD).",
  },
  "notice.refusal.other": {
    en: "Your responsible-gaming settings do not allow it.",
    de: "Deine Einstellungen für verantwortungsvolles Spielen lassen das nicht zu.",
    es: "Tu configuración de juego responsable no lo permite.",
    fr: "Vos réglages de jeu responsable ne le permettent pas.",
    ja: "責任あるギャンブルの設定により許可されていません。",
    nl: "Je instellingen voor verantwoord spelen staan dit niet toe.",
    pt: "As suas definições de jogo responsável não o permitem.",
    ru: "Это запрещено вашими настройками ответственной игры.",
    tr: "Sorumlu oyun ayarlarınız buna izin vermiyor.",
  },

  "notice.friendQualified.title": {
    en: "A friend qualified",
    de: "Ein Freund hat sich qualifiziert",
    es: "Un amigo cumplió los requisitos",
    fr: "Un ami s'est qualifié",
    ja: "友達が条件を達成しました",
    nl: "Een vriend heeft zich gekwalificeerd",
    pt: "Um amigo qualificou-se",
    ru: "Друг выполнил условие",
    tr: "Bir arkadaşınız koşulu sağladı",
  },
  "notice.friendQualified.body": {
    en: "{friend} wagered {wager}: you earned {paid}.",
    de: "{friend} hat {wager} umgesetzt: Du hast {paid} verdient.",
    es: "{friend} apostó {wager}: ganaste {paid}.",
    fr: "{friend} a misé {wager} : vous avez gagné {paid}.",
    ja: "{friend} さんが {wager} をベットしました。あなたは {paid} を獲得しました。",
    nl: "{friend} heeft {wager} ingezet: je hebt {paid} verdiend.",
    pt: "{friend} apostou {wager}: ganhou {paid}.",
    ru: "Ставки игрока {friend} достигли {wager}: вы получили {paid}.",
    tr: "{friend} {wager} tutarında bahis yaptı: {paid} kazandınız.",
  },

  "notice.withdrawalPaid.title": {
    en: "Withdrawal sent",
    de: "Auszahlung gesendet",
    es: "Retiro enviado",
    fr: "Retrait envoyé",
    ja: "出金を送金しました",
    nl: "Opname verzonden",
    pt: "Saque enviado",
    ru: "Вывод отправлен",
    tr: "Çekim gönderildi",
  },
  "notice.withdrawalPaid.body": {
    en: "Your withdrawal of {amount} was paid out.",
    de: "Deine Auszahlung von {amount} wurde ausgezahlt.",
    es: "Se pagó tu retiro de {amount}.",
    fr: "Votre retrait de {amount} a été versé.",
    ja: "{amount} の出金が完了しました。",
    nl: "Je opname van {amount} is uitbetaald.",
    pt: "O seu saque de {amount} foi pago.",
    ru: "Ваш вывод {amount} выплачен.",
    tr: "{amount} tutarındaki çekiminiz ödendi.",
  },
  "notice.withdrawalRejected.title": {
    en: "Withdrawal rejected",
    de: "Auszahlung abgelehnt",
    es: "Retiro rechazado",
    fr: "Retrait refusé",
    ja: "出金が却下されました",
    nl: "Opname geweigerd",
    pt: "Saque rejeitado",
    ru: "Вывод отклонён",
    tr: "Çekim reddedildi",
  },
  "notice.withdrawalRejected.body": {
    en: "Your withdrawal of {amount} was rejected; the amount is back in your wallet.",
    de: "Deine Auszahlung von {amount} wurde abgelehnt; der Betrag ist wieder in deinem Wallet.",
    es: "Tu retiro de {amount} fue rechazado; el importe ha vuelto a tu billetera.",
    fr: "Votre retrait de {amount} a été refusé ; le montant est de retour sur votre portefeuille.",
    ja: "{amount} の出金は却下されました。金額はウォレットに戻されています。",
    nl: "Je opname van {amount} is geweigerd; het bedrag staat weer op je wallet.",
    pt: "O seu saque de {amount} foi rejeitado; o valor voltou para a sua carteira.",
    ru: "Ваш вывод {amount} отклонён; сумма возвращена на ваш кошелёк.",
    tr: "{amount} tutarındaki çekiminiz reddedildi; tutar cüzdanınıza geri yüklendi.",
  },
  "notice.withdrawalFailed.title": {
    en: "Withdrawal failed",
    de: "Auszahlung fehlgeschlagen",
    es: "Retiro fallido",
    fr: "Échec du retrait",
    ja: "出金に失敗しました",
    nl: "Opname mislukt",
    pt: "Saque falhou",
    ru: "Вывод не выполнен",
    tr: "Çekim başarısız oldu",
  },
  "notice.withdrawalFailed.body": {
    en: "Your withdrawal of {amount} failed; the amount is back in your wallet.",
    de: "Deine Auszahlung von {amount} ist fehlgeschlagen; der Betrag ist wieder in deinem Wallet.",
    es: "Tu retiro de {amount} falló; el importe ha vuelto a tu billetera.",
    fr: "Votre retrait de {amount} a échoué ; le montant est de retour sur votre portefeuille.",
    ja: "{amount} の出金に失敗しました。金額はウォレットに戻されています。",
    nl: "Je opname van {amount} is mislukt; het bedrag staat weer op je wallet.",
    pt: "O seu saque de {amount} falhou; o valor voltou para a sua carteira.",
    ru: "Не удалось выполнить ваш вывод {amount}; сумма возвращена на ваш кошелёк.",
    tr: "{amount} tutarındaki çekiminiz başarısız oldu; tutar cüzdanınıza geri yüklendi.",
  },

  // The seeded demo inbox (db/seed.ts), in the demo account's language.
  "notice.demoWelcome.title": {
    en: "Welcome to the sandbox",
    de: "Willkommen in der Sandbox",
    es: "Te damos la bienvenida al sandbox",
    fr: "Bienvenue dans le bac à sable",
    ja: "サンドボックスへようこそ",
    nl: "Welkom in de sandbox",
    pt: "Boas-vindas à sandbox",
    ru: "Добро пожаловать в песочницу",
    tr: "Sandbox'a hoş geldiniz",
  },
  "notice.demoWelcome.body": {
    en: "This account was seeded for development.",
    de: "Dieses Konto wurde für die Entwicklung angelegt.",
    es: "Esta cuenta se creó para el desarrollo.",
    fr: "Ce compte a été créé pour le développement.",
    ja: "このアカウントは開発用に用意されたものです。",
    nl: "Dit account is aangemaakt voor ontwikkeling.",
    pt: "Esta conta foi criada para desenvolvimento.",
    ru: "Этот аккаунт создан для разработки.",
    tr: "Bu hesap geliştirme için oluşturuldu.",
  },
  "notice.friendJoined.title": {
    en: "Your friend joined",
    de: "Dein Freund ist dabei",
    es: "Tu amigo se ha unido",
    fr: "Votre ami vous a rejoint",
    ja: "友達が登録しました",
    nl: "Je vriend doet mee",
    pt: "O seu amigo aderiu",
    ru: "Ваш друг присоединился",
    tr: "Arkadaşınız katıldı",
  },
  "notice.friendJoined.body": {
    en: "{friend} signed up with your referral code.",
    de: "{friend} hat sich mit deinem Empfehlungscode registriert.",
    es: "{friend} se registró con tu código de referido.",
    fr: "{friend} s'est inscrit avec votre code de parrainage.",
    ja: "{friend} さんがあなたの紹介コードで登録しました。",
    nl: "{friend} heeft zich aangemeld met je verwijzingscode.",
    pt: "{friend} registou-se com o seu código de indicação.",
    ru: "{friend} зарегистрировался по вашему реферальному коду.",
    tr: "{friend} referans kodunuzla kaydoldu.",
  },

  "notice.devSample.title": {
    en: "Hello from the sandbox",
    de: "Hallo aus der Sandbox",
    es: "Hola desde el sandbox",
    fr: "Bonjour depuis le bac à sable",
    ja: "サンドボックスからこんにちは",
    nl: "Hallo vanuit de sandbox",
    pt: "Olá da sandbox",
    ru: "Привет из песочницы",
    tr: "Sandbox'tan merhaba",
  },
  "notice.devSample.body": {
    en: "A notification sent with the dev endpoint.",
    de: "Eine Benachrichtigung, gesendet über den Entwickler-Endpunkt.",
    es: "Una notificación enviada con el endpoint de desarrollo.",
    fr: "Une notification envoyée par le point d'accès de développement.",
    ja: "開発用エンドポイントから送信された通知です。",
    nl: "Een melding verstuurd via het ontwikkel-endpoint.",
    pt: "Uma notificação enviada pelo endpoint de desenvolvimento.",
    ru: "Уведомление, отправленное через отладочный эндпоинт.",
    tr: "Geliştirici uç noktasıyla gönderilen bir bildirim.",
  },
} as const satisfies Record<string, Translations>;

export type PlayerTextKey = keyof typeof playerTexts;

/** The placeholder names of a template text (`"Hi {a}, {b}"` -> `"a" | "b"`). */
type PlaceholderNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;

/** The values a template needs: one per placeholder of its English text. */
export type PlayerTextValues<K extends PlayerTextKey> = {
  readonly [Name in PlaceholderNames<(typeof playerTexts)[K]["en"]>]: string | number;
};

/** The values argument: required when the template has placeholders, else none. */
type ValuesArgument<K extends PlayerTextKey> = [
  PlaceholderNames<(typeof playerTexts)[K]["en"]>,
] extends [never]
  ? []
  : [values: PlayerTextValues<K>];

/** The placeholders of a template text, in order of first use. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))];
}

/** A template's text in a language (unknown: English), placeholders filled in one pass. */
function fill(
  key: PlayerTextKey,
  locale: string | null | undefined,
  values: Readonly<Record<string, string | number>>,
): string {
  const templates: Translations = playerTexts[key];
  const template = templates[contentLocale(locale ?? undefined)] || templates.en;
  // One pass: a value that contains `{name}` stays as it is.
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** A template in a language (unknown or none: English) with its placeholders filled. */
export function text<K extends PlayerTextKey>(
  locale: string | null | undefined,
  key: K,
  ...[values]: ValuesArgument<K>
): string {
  return fill(key, locale, values ?? {});
}

/** The messages with a subject and a body (`mail.*`, `sms.*`). */
export type MessageName = PlayerTextKey extends infer K
  ? K extends `${infer Name}.subject`
    ? Name
    : never
  : never;

type MessageKey<
  Name extends MessageName,
  Part extends "subject" | "body",
> = `${Name}.${Part}` extends PlayerTextKey ? `${Name}.${Part}` : never;

/** The values of a message: those of its subject and of its body. */
export type MessageValues<Name extends MessageName> = PlayerTextValues<
  MessageKey<Name, "subject">
> &
  PlayerTextValues<MessageKey<Name, "body">>;

/** An e-mail's or SMS's subject and text in a language (unknown or none: English). */
export function message<Name extends MessageName>(
  locale: string | null | undefined,
  name: Name,
  values: MessageValues<Name>,
): { subject: string; text: string } {
  const given = values as Readonly<Record<string, string | number>>;
  return {
    subject: fill(`${name}.subject` as PlayerTextKey, locale, given),
    text: fill(`${name}.body` as PlayerTextKey, locale, given),
  };
}

/** A moment as the texts write it: `2025-03-01 18:30 UTC`. */
export function utcMinute(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
