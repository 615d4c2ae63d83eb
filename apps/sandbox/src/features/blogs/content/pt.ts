import type { BlogText } from "../blog-content.ts";

/** O blog em português. */
export const pt: Record<string, BlogText> = {
  "crypto-deposits-explained": {
    title: "Como funcionam os depósitos em cripto",
    excerpt:
      "Do endereço de depósito ao saldo creditado: o que acontece com suas moedas e por que as confirmações importam.",
    body: "<p>Cada jogador recebe um endereço de depósito pessoal para cada moeda e rede. Envie apenas a moeda e a rede indicadas: um token enviado pela rede errada pode ser perdido.</p><h2>Pendente e confirmado</h2><p>Assim que sua transação aparece na blockchain, o depósito é exibido como <strong>pendente</strong>. Ele é creditado quando a rede o confirma vezes suficientes para ser definitivo. Na maioria das moedas, isso leva poucos minutos.</p><ul><li>Confira o depósito mínimo antes de enviar.</li><li>Inclua o memo ou a tag quando a rede pedir (XRP, TON).</li><li>Guarde o ID da transação: o suporte consegue rastrear um depósito com ele.</li></ul>",
  },
  "rtp-and-volatility": {
    title: "RTP e volatilidade: como escolher um slot",
    excerpt:
      "Dois números mostram como um slot se comporta ao longo do tempo. O que significam e como usá-los.",
    body: "<p>O <strong>RTP</strong> (retorno ao jogador) é a parte de todas as apostas que um jogo devolve ao longo de milhões de giros. Um slot com 96 % de RTP devolve 96 de cada 100 apostados no longo prazo; uma sessão isolada pode ficar bem acima ou abaixo disso.</p><h2>Volatilidade</h2><p>A volatilidade descreve como os ganhos se distribuem. Slots de baixa volatilidade pagam ganhos pequenos com frequência; os de alta volatilidade pagam raramente, mas podem pagar muito. Para uma sessão longa e tranquila, escolha baixa volatilidade. Se você busca recursos e multiplicadores, espere longos períodos sem ganhos.</p><p>Nenhum dos dois números muda suas chances no próximo giro. Defina primeiro um orçamento e depois escolha o jogo que combina com ele.</p>",
  },
  "verify-a-provably-fair-bet": {
    title: "Comprovadamente justo: verifique qualquer aposta você mesmo",
    excerpt:
      "Nossos jogos originais publicam a prova de cada resultado. Veja como conferir um em menos de um minuto.",
    body: "<p>Antes de você apostar, nos comprometemos com uma semente secreta do servidor mostrando o hash SHA-256 dela. Sua semente de cliente, que você pode mudar quando quiser, e um nonce que conta suas apostas são combinados com ela para gerar cada resultado.</p><h2>Conferindo uma aposta</h2><ol><li>Troque seu par de sementes: a semente antiga do servidor é revelada.</li><li>Calcule o hash da semente revelada e compare com o hash mostrado antes.</li><li>Recalcule o resultado a partir da semente do servidor, da semente do cliente e do nonce com o algoritmo publicado.</li></ol><p>Se o hash bater e o resultado for o mesmo, o resultado estava definido antes da sua aposta e não pôde ser alterado depois.</p>",
  },
  "live-roulette-for-beginners": {
    title: "Roleta ao vivo para iniciantes",
    excerpt:
      "Europeia, francesa ou americana? Apostas internas ou externas? Um guia rápido antes do seu primeiro giro.",
    body: "<p>As mesas de roleta têm três variantes principais. A roleta <strong>europeia</strong> tem um zero e vantagem da casa de 2,7 %. A <strong>francesa</strong> acrescenta a regra la partage, que devolve metade das apostas simples quando sai o zero. A <strong>americana</strong> tem um duplo zero e vantagem da casa de 5,26 %.</p><h2>Apostas</h2><ul><li>Apostas externas (vermelho ou preto, par ou ímpar, dúzias) ganham com frequência e pagam pouco.</li><li>Apostas internas (números únicos, splits, quadras) ganham raramente e pagam até 35 para 1.</li></ul><p>Nenhum sistema de apostas vence a vantagem da casa. Escolha mesas com um só zero e aproveite o jogo.</p>",
  },
  "set-your-limits": {
    title: "Defina seus limites antes de jogar",
    excerpt:
      "Limites de depósito, de perda e de apostas, lembretes e pausas: ferramentas que mantêm o jogo divertido.",
    body: "<p>O melhor momento para decidir quanto gastar é antes da primeira aposta. Na sua conta, você pode definir limites diários, semanais e mensais para depósitos, perdas e apostas.</p><h2>Como os limites funcionam</h2><ul><li>Um limite menor vale na hora.</li><li>Um limite maior só entra em vigor após 24 horas, para que uma decisão tomada no calor do momento possa esfriar.</li><li>Uma pausa suspende sua conta de 24 horas a seis semanas; a autoexclusão dura pelo menos seis meses.</li></ul><p>Se o jogo deixar de ser divertido, use essas ferramentas cedo. Nossa página de jogo responsável indica ajuda gratuita e confidencial.</p>",
  },
  "two-factor-authentication": {
    title: "Proteja sua conta com a autenticação de dois fatores",
    excerpt:
      "Uma senha sozinha não basta. A autenticação de dois fatores leva dois minutos e impede a maioria das invasões de conta.",
    body: "<p>Com a autenticação de dois fatores (2FA) ativada, para entrar você precisa da sua senha e de um código de seis dígitos de um app autenticador no celular. Uma senha roubada, sozinha, deixa de servir.</p><h2>Como ativar</h2><ol><li>Abra seu perfil e escolha a autenticação de dois fatores.</li><li>Escaneie o QR code com um app autenticador.</li><li>Digite o código mostrado pelo app e guarde seus códigos de recuperação em um lugar seguro.</li></ol><p>Cada código de recuperação funciona uma vez, caso você perca o celular. Nunca pediremos um código por e-mail ou chat.</p>",
  },
  "why-players-use-stablecoins": {
    title: "Por que muitos jogadores usam stablecoins",
    excerpt:
      "USDT e USDC mantêm estável o valor do seu saldo enquanto você joga. O que você precisa saber.",
    body: "<p>Bitcoin e outras moedas podem variar vários por cento em um dia. Se você deposita em Bitcoin, o valor do seu saldo acompanha o mercado enquanto você joga. Stablecoins como <strong>USDT</strong> e <strong>USDC</strong> acompanham o dólar americano, então 100 USDT continuam valendo cerca de 100 dólares.</p><h2>O que conferir</h2><ul><li>As stablecoins existem em várias redes: envie pela rede mostrada com seu endereço.</li><li>As taxas de rede variam muito entre redes.</li><li>Seu saldo também é exibido na moeda de exibição que você escolher.</li></ul>",
  },
  "lightning-network-payments": {
    title: "Bitcoin instantâneo com a Lightning Network",
    excerpt:
      "Pagamentos Lightning são liquidados em segundos por uma fração de centavo. Como depositar com uma fatura.",
    body: "<p>A Lightning Network é uma camada de pagamentos sobre o Bitcoin. Em vez de esperar confirmações de blocos, o pagamento passa por canais e chega em segundos, normalmente com uma taxa mínima.</p><h2>Depositando com Lightning</h2><ol><li>Escolha Bitcoin e a rede Lightning na aba de depósito.</li><li>Informe o valor: criamos uma fatura com QR code.</li><li>Pague-a com qualquer carteira Lightning antes que expire.</li></ol><p>Uma fatura não paga simplesmente expira; nada é cobrado. Para valores altos, um depósito on-chain ainda pode ser a melhor escolha.</p>",
  },
  "bonus-wagering-explained": {
    title: "Requisitos de apostas de bônus, explicados",
    excerpt:
      "O que significa rollover de 30x, por que slots contam mais que jogos de mesa e como um bônus vira dinheiro real.",
    body: "<p>Um bônus tem um requisito de apostas: o valor que você precisa apostar antes que o dinheiro do bônus possa ser sacado. Um bônus de 100 USDT com rollover de 30x significa 3.000 USDT em apostas.</p><h2>Contribuição</h2><p>Os jogos contam de forma diferente: slots geralmente contam 100 %, jogos de mesa e originais menos, e o cassino ao vivo costuma ficar de fora. Uma aposta máxima vale enquanto você cumpre o requisito.</p><h2>O resultado</h2><ul><li>Cumpra o requisito e o bônus vira dinheiro real.</li><li>Se o saldo cair abaixo do mínimo, o bônus é perdido.</li><li>Bônus não usados expiram na data indicada.</li></ul>",
  },
  "free-spins-and-bonus-rounds": {
    title: "Giros grátis e rodadas de bônus: qual a diferença?",
    excerpt:
      "Giros grátis de uma promoção e giros grátis dentro de um slot não são a mesma coisa. Uma explicação rápida.",
    body: "<p><strong>Giros grátis promocionais</strong> são um bônus: um número de giros em slots definidos, com aposta fixa. Os ganhos são creditados como dinheiro de bônus e precisam ser apostados.</p><p><strong>Rodadas de bônus</strong> fazem parte do design de um slot. Três ou mais símbolos scatter ativam um recurso, muitas vezes giros grátis com multiplicadores ou wilds fixos, pago pelo próprio jogo.</p><h2>Bom saber</h2><ul><li>As rodadas de bônus estão incluídas no RTP do slot.</li><li>Os giros promocionais expiram: confira a data na janela de bônus.</li></ul>",
  },
  "our-original-games": {
    title: "Nossos originais: dice, limbo, mines e plinko",
    excerpt:
      "Rápidos, simples e comprovadamente justos: um tour pelos jogos que nós mesmos criamos.",
    body: "<p>Nossos jogos originais são rodadas rápidas com probabilidades claras, e cada resultado pode ser verificado.</p><ul><li><strong>Dice</strong>: escolha um alvo e role acima ou abaixo dele; a chance define o pagamento.</li><li><strong>Limbo</strong>: escolha um multiplicador alvo; a rodada vence se o resultado o alcançar.</li><li><strong>Mines</strong>: revele casas em uma grade e saque antes de encontrar uma mina.</li><li><strong>Plinko</strong>: solte uma bola entre pinos até uma fileira de multiplicadores.</li><li><strong>Keno</strong>: escolha números e veja quantos são sorteados.</li></ul><p>Cada jogo mostra sua vantagem da casa, e o painel de justiça permite conferir cada rodada.</p>",
  },
  "time-for-a-break": {
    title: "Sinais de que é hora de fazer uma pausa",
    excerpt:
      "Correr atrás das perdas, jogar mais do que o planejado, esconder dos outros: sinais de alerta e o que fazer.",
    body: "<p>O jogo deveria ser diversão. Estes sinais indicam que está virando outra coisa:</p><ul><li>Você joga por mais tempo ou gasta mais do que planejou.</li><li>Você tenta recuperar o que perdeu.</li><li>Você pede dinheiro emprestado ou usa dinheiro das contas.</li><li>Você fica inquieto ou irritado quando não está jogando.</li></ul><h2>O que você pode fazer</h2><p>Faça uma pausa, reduza seus limites ou se autoexclua. Converse com alguém de confiança e procure uma linha de ajuda gratuita e confidencial, como BeGambleAware ou Jogadores Anônimos.</p>",
  },
};
