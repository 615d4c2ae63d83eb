import type { BlogText } from "../blog-content.ts";

/** El blog en español. */
export const es: Record<string, BlogText> = {
  "crypto-deposits-explained": {
    title: "Cómo funcionan los depósitos en cripto",
    excerpt:
      "De la dirección de depósito al saldo acreditado: qué pasa con tus monedas y por qué importan las confirmaciones.",
    body: "<p>Cada jugador recibe una dirección de depósito personal para cada moneda y red. Envía solo la moneda y la red indicadas: un token enviado por la red equivocada puede perderse.</p><h2>Pendiente y confirmado</h2><p>En cuanto tu transacción aparece en la blockchain, el depósito se muestra como <strong>pendiente</strong>. Se acredita cuando la red lo ha confirmado suficientes veces para ser definitivo. En la mayoría de las monedas tarda unos minutos.</p><ul><li>Comprueba el depósito mínimo antes de enviar.</li><li>Añade el memo o la etiqueta cuando la red lo pida (XRP, TON).</li><li>Guarda el ID de la transacción: soporte puede rastrear un depósito con él.</li></ul>",
  },
  "rtp-and-volatility": {
    title: "RTP y volatilidad: cómo elegir una tragamonedas",
    excerpt:
      "Dos números indican cómo se comporta una tragamonedas con el tiempo. Qué significan y cómo usarlos.",
    body: "<p>El <strong>RTP</strong> (retorno al jugador) es la parte de todas las apuestas que un juego devuelve a lo largo de millones de giros. Una tragamonedas con un 96 % de RTP devuelve 96 de cada 100 apostados a largo plazo; una sesión concreta puede quedar muy por encima o por debajo.</p><h2>Volatilidad</h2><p>La volatilidad describe cómo se reparten los premios. Las de volatilidad baja pagan premios pequeños a menudo; las de volatilidad alta pagan poco a menudo, pero pueden pagar mucho. Para una sesión larga y tranquila, elige volatilidad baja. Si buscas funciones y multiplicadores, espera rachas largas sin premios.</p><p>Ninguno de los dos números cambia tus probabilidades en el próximo giro. Fija primero un presupuesto y luego elige el juego que le convenga.</p>",
  },
  "verify-a-provably-fair-bet": {
    title: "Demostrablemente justo: verifica cualquier apuesta tú mismo",
    excerpt:
      "Nuestros juegos originales publican la prueba de cada resultado. Así se comprueba uno en menos de un minuto.",
    body: "<p>Antes de que apuestes, nos comprometemos con una semilla secreta del servidor mostrándote su hash SHA-256. Tu semilla de cliente, que puedes cambiar cuando quieras, y un nonce que cuenta tus apuestas se combinan con ella para producir cada resultado.</p><h2>Comprobar una apuesta</h2><ol><li>Cambia tu par de semillas: se revela la semilla del servidor anterior.</li><li>Calcula el hash de la semilla revelada y compáralo con el que se te mostró antes.</li><li>Recalcula el resultado con la semilla del servidor, la del cliente y el nonce usando el algoritmo publicado.</li></ol><p>Si el hash coincide y el resultado es el mismo, el resultado estaba fijado antes de apostar y no pudo cambiarse después.</p>",
  },
  "live-roulette-for-beginners": {
    title: "Ruleta en vivo para principiantes",
    excerpt:
      "¿Europea, francesa o americana? ¿Apuestas internas o externas? Una guía breve antes de tu primer giro.",
    body: "<p>Las mesas de ruleta tienen tres variantes principales. La ruleta <strong>europea</strong> tiene un cero y una ventaja de la casa del 2,7 %. La <strong>francesa</strong> añade la regla la partage, que devuelve la mitad de las apuestas a suertes sencillas cuando sale el cero. La <strong>americana</strong> tiene un doble cero y una ventaja de la casa del 5,26 %.</p><h2>Apuestas</h2><ul><li>Las apuestas externas (rojo o negro, par o impar, docenas) ganan a menudo y pagan poco.</li><li>Las apuestas internas (números sueltos, caballos, cuadros) ganan rara vez y pagan hasta 35 a 1.</li></ul><p>Ningún sistema de apuestas vence la ventaja de la casa. Elige mesas de un solo cero y disfruta del juego.</p>",
  },
  "set-your-limits": {
    title: "Fija tus límites antes de jugar",
    excerpt:
      "Límites de depósito, de pérdidas y de apuestas, recordatorios y pausas: herramientas para que el juego siga siendo diversión.",
    body: "<p>El mejor momento para decidir cuánto gastar es antes de la primera apuesta. En tu cuenta puedes fijar límites diarios, semanales y mensuales de depósitos, pérdidas y apuestas.</p><h2>Cómo funcionan los límites</h2><ul><li>Un límite más bajo se aplica al instante.</li><li>Un límite más alto entra en vigor solo tras 24 horas, para que una decisión tomada en caliente pueda enfriarse.</li><li>Una pausa bloquea tu cuenta de 24 horas a seis semanas; la autoexclusión dura al menos seis meses.</li></ul><p>Si el juego deja de ser divertido, usa estas herramientas pronto. Nuestra página de juego responsable reúne ayuda gratuita y confidencial.</p>",
  },
  "two-factor-authentication": {
    title: "Protege tu cuenta con la autenticación en dos pasos",
    excerpt:
      "Una contraseña sola no basta. La autenticación en dos pasos lleva dos minutos y detiene la mayoría de los robos de cuentas.",
    body: "<p>Con la autenticación en dos pasos (2FA) activada, para iniciar sesión necesitas tu contraseña y un código de seis dígitos de una app de autenticación en tu teléfono. Una contraseña robada ya no sirve por sí sola.</p><h2>Cómo activarla</h2><ol><li>Abre tu perfil y elige la autenticación en dos pasos.</li><li>Escanea el código QR con una app de autenticación.</li><li>Introduce el código que muestra la app y guarda tus códigos de recuperación en un lugar seguro.</li></ol><p>Cada código de recuperación funciona una vez, por si pierdes el teléfono. Nunca te pediremos un código por correo electrónico ni por chat.</p>",
  },
  "why-players-use-stablecoins": {
    title: "Por qué muchos jugadores usan stablecoins",
    excerpt:
      "USDT y USDC mantienen estable el valor de tu saldo mientras juegas. Lo que debes saber.",
    body: "<p>Bitcoin y otras monedas pueden moverse varios puntos porcentuales en un día. Si depositas en Bitcoin, el valor de tu saldo sigue al mercado mientras juegas. Las stablecoins como <strong>USDT</strong> y <strong>USDC</strong> siguen al dólar estadounidense, así que 100 USDT siguen valiendo unos 100 dólares.</p><h2>Qué comprobar</h2><ul><li>Las stablecoins existen en varias redes: envía por la red que aparece junto a tu dirección.</li><li>Las comisiones de red varían mucho de una red a otra.</li><li>Tu saldo también se muestra en la moneda de visualización que elijas.</li></ul>",
  },
  "lightning-network-payments": {
    title: "Bitcoin al instante con Lightning Network",
    excerpt:
      "Los pagos Lightning se liquidan en segundos por una fracción de céntimo. Cómo depositar con una factura.",
    body: "<p>Lightning Network es una capa de pagos sobre Bitcoin. En lugar de esperar confirmaciones de bloque, el pago viaja por canales y llega en segundos, normalmente con una comisión mínima.</p><h2>Depositar con Lightning</h2><ol><li>Elige Bitcoin y la red Lightning en la pestaña de depósito.</li><li>Introduce el importe: creamos una factura con código QR.</li><li>Págala desde cualquier monedero Lightning antes de que caduque.</li></ol><p>Una factura sin pagar simplemente caduca; no se cobra nada. Para importes grandes, un depósito en cadena puede seguir siendo mejor opción.</p>",
  },
  "bonus-wagering-explained": {
    title: "Los requisitos de apuesta de los bonos, explicados",
    excerpt:
      "Qué significa un requisito de 30x, por qué las tragamonedas cuentan más que los juegos de mesa y cómo un bono se convierte en dinero real.",
    body: "<p>Un bono tiene un requisito de apuesta: la cantidad que debes apostar antes de que el dinero del bono pueda retirarse. Un bono de 100 USDT con un requisito de 30x significa 3.000 USDT en apuestas.</p><h2>Contribución</h2><p>Los juegos cuentan de forma distinta: las tragamonedas suelen contar al 100 %, los juegos de mesa y los originales menos, y el casino en vivo a menudo queda excluido. Mientras cumples el requisito se aplica una apuesta máxima.</p><h2>El resultado</h2><ul><li>Cumple el requisito y el bono se convierte en dinero real.</li><li>Si el saldo cae por debajo del mínimo, el bono se pierde.</li><li>Los bonos sin usar caducan en la fecha indicada.</li></ul>",
  },
  "free-spins-and-bonus-rounds": {
    title: "Giros gratis y rondas de bonificación: ¿en qué se diferencian?",
    excerpt:
      "Los giros gratis de una promoción y los de dentro de una tragamonedas no son lo mismo. Una explicación rápida.",
    body: "<p>Los <strong>giros gratis promocionales</strong> son un bono: una cantidad de giros en tragamonedas concretas con una apuesta fija. Sus ganancias se acreditan como dinero de bono y hay que apostarlas.</p><p>Las <strong>rondas de bonificación</strong> forman parte del diseño de una tragamonedas. Tres o más símbolos scatter activan una función, a menudo giros gratis con multiplicadores o comodines fijos, pagada por el propio juego.</p><h2>Conviene saber</h2><ul><li>Las rondas de bonificación están incluidas en el RTP de la tragamonedas.</li><li>Los giros promocionales caducan: consulta la fecha en el diálogo de bonos.</li></ul>",
  },
  "our-original-games": {
    title: "Nuestros originales: dice, limbo, mines y plinko",
    excerpt:
      "Rápidos, sencillos y demostrablemente justos: un recorrido por los juegos que hemos creado nosotros.",
    body: "<p>Nuestros juegos originales son rondas rápidas con probabilidades claras, y cada resultado puede verificarse.</p><ul><li><strong>Dice</strong>: elige un objetivo y tira por encima o por debajo; la probabilidad fija el pago.</li><li><strong>Limbo</strong>: elige un multiplicador objetivo; ganas si el resultado lo alcanza.</li><li><strong>Mines</strong>: descubre casillas en una cuadrícula y cobra antes de dar con una mina.</li><li><strong>Plinko</strong>: deja caer una bola entre clavijas hasta una fila de multiplicadores.</li><li><strong>Keno</strong>: elige números y mira cuántos salen.</li></ul><p>Cada juego muestra su ventaja de la casa, y el panel de equidad te deja comprobar cada ronda.</p>",
  },
  "time-for-a-break": {
    title: "Señales de que es hora de tomarse un descanso",
    excerpt:
      "Perseguir pérdidas, jugar más de lo previsto, ocultarlo a los demás: señales de alerta y qué hacer.",
    body: "<p>El juego debería ser entretenimiento. Estas señales indican que se está convirtiendo en otra cosa:</p><ul><li>Juegas más tiempo o gastas más de lo previsto.</li><li>Intentas recuperar lo que has perdido.</li><li>Pides dinero prestado o usas dinero destinado a facturas.</li><li>Te sientes inquieto o irritable cuando no juegas.</li></ul><h2>Qué puedes hacer</h2><p>Tómate un descanso con una pausa, baja tus límites o autoexclúyete. Habla con alguien de confianza y contacta con una línea de ayuda gratuita y confidencial como BeGambleAware o Jugadores Anónimos.</p>",
  },
};
