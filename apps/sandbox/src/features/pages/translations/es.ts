import type { PageText } from "../page-translations.ts";

const html = (lines: string[]) => lines.join("\n");

/** Las páginas estáticas en español. */
export const es: Record<string, PageText> = {
  "about-us": {
    title: "Sobre nosotros",
    meta_description:
      "Qué es Casino Sandbox: una copia de desarrollo del lobby del casino que no usa dinero real.",
    body: html([
      "<p><strong>Casino Sandbox</strong> es la copia de desarrollo y demostración de nuestro lobby de casino cripto. Muestra las mismas pantallas que el producto real frente a un servidor que simula todo lo que hay detrás.</p>",
      "<h2>Qué es real aquí</h2>",
      "<ul>",
      "<li>Las cuentas, las contraseñas, la autenticación en dos pasos y la verificación del correo funcionan como en producción.</li>",
      "<li>Los saldos de los monederos se llevan en un libro contable de partida doble, así que cada importe que ves cuadra.</li>",
      "</ul>",
      "<h2>Qué se simula</h2>",
      "<ul>",
      "<li>Los depósitos y retiros nunca tocan una blockchain: las direcciones de depósito no pueden recibir fondos y nunca se paga nada.</li>",
      "<li>Las apuestas de otros jugadores en los feeds en vivo son generadas.</li>",
      "<li>Los correos y mensajes de texto no se envían; se guardan en la bandeja de salida de desarrollo.</li>",
      "</ul>",
      '<p>En la sandbox no se puede ganar ni perder nada. Si tienes preguntas, consulta las <a href="/page-detail/faqs">preguntas frecuentes</a> o <a href="/page-detail/contacts">contáctanos</a>.</p>',
    ]),
  },
  "responsible-gaming": {
    title: "Juego responsable",
    meta_description:
      "Cómo jugar de forma segura, las señales de alerta de un problema y dónde encontrar ayuda gratuita y confidencial.",
    body: html([
      "<p>El juego debe ser entretenimiento, nunca una forma de ganar dinero ni de huir de los problemas. La sandbox no usa dinero real, pero los hábitos que muestra son aquellos sobre los que se construye el producto real.</p>",
      "<h2>Juega de forma segura</h2>",
      "<ul>",
      "<li>Decide de antemano cuánto tiempo y dinero puedes permitirte perder, y para cuando llegues a ese límite.</li>",
      "<li>No persigas nunca las pérdidas ni juegues con dinero destinado al alquiler, las facturas o la comida.</li>",
      "<li>Haz pausas con regularidad y no juegues si estás alterado, cansado o has bebido.</li>",
      "</ul>",
      "<h2>Señales de alerta</h2>",
      "<p>Gastar más de lo previsto, pedir prestado para jugar, ocultarlo a los demás o sentirte inquieto al parar pueden indicar que el juego se ha convertido en un problema.</p>",
      "<h2>Pedir ayuda</h2>",
      '<p><a href="https://www.begambleaware.org/">BeGambleAware</a> y <a href="https://www.gamblersanonymous.org/">Jugadores Anónimos</a> ofrecen apoyo gratuito y confidencial. El juego es solo para adultos: debes tener 18 años o más para jugar.</p>',
    ]),
  },
  "terms-and-conditions": {
    title: "Términos y condiciones",
    meta_description:
      "Las condiciones de uso de Casino Sandbox, un servicio de desarrollo sin dinero real.",
    body: html([
      "<p>Al crear una cuenta o usar la sandbox aceptas estas condiciones.</p>",
      "<h2>1. El servicio</h2>",
      "<p>La sandbox es un servicio de desarrollo y demostración. Los saldos, depósitos, retiros, bonos y ganancias son simulados: no tienen valor monetario y no pueden canjearse, transferirse ni pagarse.</p>",
      "<h2>2. Cuentas</h2>",
      "<ul>",
      "<li>Debes tener 18 años o más.</li>",
      "<li>No compartas tu contraseña ni tus códigos de dos pasos; eres responsable de la actividad de tu cuenta.</li>",
      "<li>Las cuentas y sus datos pueden restablecerse o eliminarse en cualquier momento y sin aviso.</li>",
      "</ul>",
      "<h2>3. Disponibilidad</h2>",
      "<p>El servicio se ofrece tal cual, puede cambiar o detenerse en cualquier momento y no está disponible en todos los países. No uses una VPN ni un proxy para eludir una restricción de ubicación.</p>",
      "<h2>4. Privacidad</h2>",
      '<p>Cómo tratamos tus datos se describe en la <a href="/page-detail/privacy-policy">política de privacidad</a>.</p>',
    ]),
  },
  "privacy-policy": {
    title: "Política de privacidad",
    meta_description: "Qué guarda Casino Sandbox sobre ti, por qué y durante cuánto tiempo.",
    body: html([
      "<p>La sandbox guarda solo lo que necesita para que el lobby funcione.</p>",
      "<h2>Qué guardamos</h2>",
      "<ul>",
      "<li>Los datos de tu cuenta: nombre de usuario, correo electrónico y los datos personales y el teléfono que decidas añadir.</li>",
      "<li>Tu contraseña como hash con sal, nunca en forma legible. Los secretos de dos pasos y los códigos de recuperación se cifran.</li>",
      "<li>Tus monederos simulados, transacciones, notificaciones y ajustes.</li>",
      "<li>Si inicias sesión con Google, Facebook o Telegram: el ID de la cuenta y el nombre y el correo que comparte el proveedor.</li>",
      "<li>Tu dirección IP se usa en cada solicitud para saber si tu país está bloqueado. Aparece en el registro de solicitudes del servidor, pero no se guarda con tu cuenta.</li>",
      "</ul>",
      "<h2>Qué no hacemos</h2>",
      "<p>No vendemos ni compartimos tus datos, y la sandbox no envía correos ni mensajes de texto: se registran en una bandeja de salida de desarrollo.</p>",
      "<h2>Conservación y eliminación</h2>",
      '<p>Los datos de la sandbox pueden eliminarse en cualquier momento. Si quieres que tu cuenta se borre antes, <a href="/page-detail/contacts">contáctanos</a>.</p>',
    ]),
  },
  faqs: {
    title: "Preguntas frecuentes",
    meta_description:
      "Respuestas a preguntas habituales sobre cuentas, monederos y juegos en Casino Sandbox.",
    body: html([
      "<h3>¿Es dinero real?</h3>",
      "<p>No. Todos los saldos de la sandbox son simulados y no pueden retirarse.</p>",
      "<h3>¿Cómo recargo un monedero?</h3>",
      "<p>Abre el monedero y elige <strong>Depositar</strong>. La dirección que aparece no puede recibir monedas reales; en desarrollo, los depósitos se simulan con las herramientas de la sandbox.</p>",
      "<h3>¿Por qué tengo que verificar mi correo?</h3>",
      "<p>La verificación demuestra que la dirección es tuya para que sirva para recuperar tu cuenta. El enlace del mensaje es válido durante 60 minutos; puedes pedir uno nuevo.</p>",
      "<h3>¿Cómo activo la autenticación en dos pasos?</h3>",
      "<p>Ve a tu perfil, escanea el código QR con una app de autenticación e introduce el código de seis dígitos. Guarda los códigos de recuperación en un lugar seguro: cada uno funciona una vez si pierdes el teléfono.</p>",
      "<h3>Un juego dice que no está disponible en mi ubicación. ¿Por qué?</h3>",
      '<p>Algunos juegos solo tienen licencia en algunos países. Consulta la <a href="/page-detail/vpn-instruction">ayuda sobre ubicación y VPN</a>.</p>',
      "<h3>¿Cómo cierro mi cuenta?</h3>",
      '<p><a href="/page-detail/contacts">Contáctanos</a> y la eliminaremos.</p>',
    ]),
  },
  "vpn-instruction": {
    title: "Ayuda sobre ubicación y VPN",
    meta_description:
      "Por qué un juego puede no estar disponible en tu ubicación y cómo asegurarte de que se usa tu ubicación real.",
    body: html([
      "<p>Algunos juegos solo se ofrecen en ciertos países. Decidimos cuáles puedes abrir según el país desde el que llega tu conexión.</p>",
      "<h2>Si un juego está bloqueado por error</h2>",
      "<p>Una VPN, un proxy o un relé privado pueden hacer que tu conexión parezca venir de otro país, y los juegos con licencia para tu ubicación real pueden quedar bloqueados. Para solucionarlo:</p>",
      "<ol>",
      "<li>Desactiva cualquier app de VPN o proxy, extensión del navegador o relé privado.</li>",
      "<li>Recarga la página para que se compruebe de nuevo tu ubicación.</li>",
      "<li>Si el juego sigue sin estar disponible, no se ofrece en tu país.</li>",
      "</ol>",
      '<p><strong>No uses una VPN para acceder a juegos que no se ofrecen en tu país.</strong> Incumple nuestros <a href="/page-detail/terms-and-conditions">términos</a>.</p>',
    ]),
  },
  contacts: {
    title: "Contacto",
    meta_description: "Cómo contactar con el equipo de Casino Sandbox.",
    body: html([
      "<p>La sandbox es un servicio de desarrollo: su equipo de soporte responde en horario de desarrollo, no las 24 horas.</p>",
      "<ul>",
      '<li>Atención al cliente: inicia sesión y abre una conversación en la página de <a href="/customer-support">atención al cliente</a>; las respuestas llegan allí y a tu bandeja de entrada.</li>',
      '<li>Correo: <a href="mailto:support@sandbox.test">support@sandbox.test</a> (una dirección de desarrollo: los mensajes no salen a internet).</li>',
      '<li>Páginas de ayuda: las <a href="/page-detail/faqs">preguntas frecuentes</a> responden a las dudas más habituales.</li>',
      "</ul>",
      '<p>Si te preocupa tu forma de jugar, lee nuestra página de <a href="/page-detail/responsible-gaming">juego responsable</a> para encontrar ayuda gratuita y confidencial.</p>',
    ]),
  },
};
