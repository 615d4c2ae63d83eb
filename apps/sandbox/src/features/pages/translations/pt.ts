import type { PageText } from "../page-translations.ts";

const html = (lines: string[]) => lines.join("\n");

/** As páginas estáticas em português. */
export const pt: Record<string, PageText> = {
  "about-us": {
    title: "Sobre nós",
    meta_description:
      "O que é o Casino Sandbox: uma cópia de desenvolvimento do lobby do cassino que não usa dinheiro real.",
    body: html([
      "<p>O <strong>Casino Sandbox</strong> é a cópia de desenvolvimento e demonstração do nosso lobby de cassino cripto. Ele exibe as mesmas telas do produto real, diante de um servidor que simula tudo o que está por trás.</p>",
      "<h2>O que é real aqui</h2>",
      "<ul>",
      "<li>Contas, senhas, autenticação de dois fatores e verificação de e-mail funcionam como em produção.</li>",
      "<li>Os saldos das carteiras são mantidos em uma contabilidade de partidas dobradas, então cada valor que você vê fecha.</li>",
      "</ul>",
      "<h2>O que é simulado</h2>",
      "<ul>",
      "<li>Depósitos e saques nunca tocam uma blockchain: os endereços de depósito não recebem fundos e nada é pago.</li>",
      "<li>As apostas de outros jogadores nos feeds ao vivo são geradas.</li>",
      "<li>E-mails e mensagens de texto não são enviados; ficam na caixa de saída de desenvolvimento.</li>",
      "</ul>",
      '<p>Nada pode ser ganho ou perdido no sandbox. Se tiver dúvidas, veja as <a href="/page-detail/faqs">perguntas frequentes</a> ou <a href="/page-detail/contacts">fale conosco</a>.</p>',
    ]),
  },
  "responsible-gaming": {
    title: "Jogo responsável",
    meta_description:
      "Como jogar com segurança, os sinais de alerta de um problema e onde encontrar ajuda gratuita e confidencial.",
    body: html([
      "<p>O jogo deve ser diversão, nunca uma forma de ganhar dinheiro ou fugir dos problemas. O sandbox não usa dinheiro real, mas os hábitos que ele mostra são os mesmos em que o produto real se baseia.</p>",
      "<h2>Jogue com segurança</h2>",
      "<ul>",
      "<li>Decida antes quanto tempo e dinheiro você pode perder e pare ao chegar a esse limite.</li>",
      "<li>Nunca corra atrás das perdas e nunca jogue com o dinheiro do aluguel, das contas ou da comida.</li>",
      "<li>Faça pausas regulares e não jogue quando estiver chateado, cansado ou tiver bebido.</li>",
      "</ul>",
      "<h2>Sinais de alerta</h2>",
      "<p>Gastar mais do que planejou, pedir dinheiro emprestado para jogar, esconder isso dos outros ou ficar inquieto ao parar podem indicar que o jogo virou um problema.</p>",
      "<h2>Onde buscar ajuda</h2>",
      '<p><a href="https://www.begambleaware.org/">BeGambleAware</a> e <a href="https://www.gamblersanonymous.org/">Jogadores Anônimos</a> oferecem apoio gratuito e confidencial. O jogo é só para adultos: você precisa ter 18 anos ou mais para jogar.</p>',
    ]),
  },
  "terms-and-conditions": {
    title: "Termos e condições",
    meta_description:
      "Os termos de uso do Casino Sandbox, um serviço de desenvolvimento sem dinheiro real.",
    body: html([
      "<p>Ao criar uma conta ou usar o sandbox, você concorda com estes termos.</p>",
      "<h2>1. O serviço</h2>",
      "<p>O sandbox é um serviço de desenvolvimento e demonstração. Saldos, depósitos, saques, bônus e ganhos são simulados: não têm valor monetário e não podem ser trocados, transferidos ou pagos.</p>",
      "<h2>2. Contas</h2>",
      "<ul>",
      "<li>Você precisa ter 18 anos ou mais.</li>",
      "<li>Não compartilhe sua senha nem seus códigos de dois fatores; você é responsável pela atividade da sua conta.</li>",
      "<li>Contas e seus dados podem ser redefinidos ou excluídos a qualquer momento, sem aviso.</li>",
      "</ul>",
      "<h2>3. Disponibilidade</h2>",
      "<p>O serviço é fornecido no estado em que se encontra, pode mudar ou parar a qualquer momento e não está disponível em todos os países. Não use VPN nem proxy para contornar uma restrição de localização.</p>",
      "<h2>4. Privacidade</h2>",
      '<p>Como tratamos seus dados está descrito na <a href="/page-detail/privacy-policy">política de privacidade</a>.</p>',
    ]),
  },
  "privacy-policy": {
    title: "Política de privacidade",
    meta_description: "O que o Casino Sandbox guarda sobre você, por que e por quanto tempo.",
    body: html([
      "<p>O sandbox guarda apenas o que precisa para o lobby funcionar.</p>",
      "<h2>O que guardamos</h2>",
      "<ul>",
      "<li>Os dados da sua conta: nome de usuário, e-mail e os dados pessoais e o telefone que você decidir adicionar.</li>",
      "<li>Sua senha como hash com salt, nunca em forma legível. Segredos de dois fatores e códigos de recuperação são criptografados.</li>",
      "<li>Suas carteiras simuladas, transações, notificações e configurações.</li>",
      "<li>Se você entra com Google, Facebook ou Telegram: o ID da conta e o nome e o e-mail que o provedor compartilha.</li>",
      "<li>Seu endereço IP é usado a cada requisição para saber se seu país está bloqueado. Ele aparece no log de requisições do servidor, mas não é guardado com sua conta.</li>",
      "</ul>",
      "<h2>O que não fazemos</h2>",
      "<p>Não vendemos nem compartilhamos seus dados, e o sandbox não envia e-mails nem mensagens de texto: eles são registrados em uma caixa de saída de desenvolvimento.</p>",
      "<h2>Retenção e exclusão</h2>",
      '<p>Os dados do sandbox podem ser excluídos a qualquer momento. Para remover sua conta antes, <a href="/page-detail/contacts">fale conosco</a>.</p>',
    ]),
  },
  faqs: {
    title: "Perguntas frequentes",
    meta_description:
      "Respostas a perguntas comuns sobre contas, carteiras e jogos no Casino Sandbox.",
    body: html([
      "<h3>Isso é dinheiro real?</h3>",
      "<p>Não. Todos os saldos do sandbox são simulados e não podem ser sacados.</p>",
      "<h3>Como coloco saldo em uma carteira?</h3>",
      "<p>Abra a carteira e escolha <strong>Depositar</strong>. O endereço mostrado não recebe moedas reais; em desenvolvimento, os depósitos são simulados com as ferramentas do sandbox.</p>",
      "<h3>Por que preciso verificar meu e-mail?</h3>",
      "<p>A verificação prova que o endereço é seu, para que possa ser usado na recuperação da conta. O link da mensagem vale por 60 minutos; você pode pedir um novo.</p>",
      "<h3>Como ativo a autenticação de dois fatores?</h3>",
      "<p>Vá ao seu perfil, escaneie o QR code com um app autenticador e digite o código de seis dígitos. Guarde os códigos de recuperação em um lugar seguro: cada um funciona uma vez se você perder o celular.</p>",
      "<h3>Um jogo diz que não está disponível na minha localização. Por quê?</h3>",
      '<p>Alguns jogos só têm licença em alguns países. Veja a <a href="/page-detail/vpn-instruction">ajuda sobre localização e VPN</a>.</p>',
      "<h3>Como encerro minha conta?</h3>",
      '<p><a href="/page-detail/contacts">Fale conosco</a> e nós a excluiremos.</p>',
    ]),
  },
  "vpn-instruction": {
    title: "Ajuda sobre localização e VPN",
    meta_description:
      "Por que um jogo pode estar indisponível na sua localização e como garantir que sua localização real seja usada.",
    body: html([
      "<p>Alguns jogos são oferecidos apenas em certos países. Decidimos quais você pode abrir pelo país de onde vem a sua conexão.</p>",
      "<h2>Se um jogo foi bloqueado por engano</h2>",
      "<p>Uma VPN, um proxy ou um relay privado pode fazer sua conexão parecer vir de outro país, e jogos licenciados para sua localização real podem ficar bloqueados. Para resolver:</p>",
      "<ol>",
      "<li>Desative qualquer app de VPN ou proxy, extensão do navegador ou relay privado.</li>",
      "<li>Recarregue a página para que sua localização seja verificada de novo.</li>",
      "<li>Se o jogo continuar indisponível, ele não é oferecido no seu país.</li>",
      "</ol>",
      '<p><strong>Não use VPN para acessar jogos que não são oferecidos no seu país.</strong> Isso viola nossos <a href="/page-detail/terms-and-conditions">termos</a>.</p>',
    ]),
  },
  contacts: {
    title: "Contato",
    meta_description: "Como falar com a equipe por trás do Casino Sandbox.",
    body: html([
      "<p>O sandbox é um serviço de desenvolvimento: a equipe de suporte por trás dele responde em horário de desenvolvimento, não 24 horas.</p>",
      "<ul>",
      '<li>Atendimento ao cliente: entre na sua conta e abra uma conversa na página de <a href="/customer-support">atendimento ao cliente</a>; as respostas chegam lá e na sua caixa de entrada.</li>',
      '<li>E-mail: <a href="mailto:support@sandbox.test">support@sandbox.test</a> (um endereço de desenvolvimento: as mensagens não saem para a internet).</li>',
      '<li>Páginas de ajuda: as <a href="/page-detail/faqs">perguntas frequentes</a> respondem às dúvidas mais comuns.</li>',
      "</ul>",
      '<p>Se você está preocupado com a forma como joga, leia nossa página de <a href="/page-detail/responsible-gaming">jogo responsável</a> para encontrar ajuda gratuita e confidencial.</p>',
    ]),
  },
};
