import type { LegalContentModule } from '../legal-content';

const es: LegalContentModule = (v) => ({
  ui: {
    breadcrumb: 'Ruta de navegación',
    help: 'Ayuda',
    tableOfContents: 'Índice',
    lastUpdated: (date) => `Última actualización: ${date}`,
    searchLabel: 'Buscar en las normas',
    searchPlaceholder: 'P. ej.: desmonetización, reembolso, apelación…',
    clearSearch: 'Borrar la búsqueda',
    resultCount: (count) => (count === 1 ? '1 sección coincide' : `${count} secciones coinciden`),
    noResults: (query) => `Ninguna sección coincide con «${query}».`,
    noResultsHint: 'Prueba con otra palabra o borra la búsqueda para volver a ver todas las normas.',
    dataLabels: {
      data: 'Datos',
      purpose: 'Para qué',
      basis: 'Base jurídica',
      retention: 'Plazo de conservación',
    },
  },

  rules: {
    title: 'Normas y condiciones',
    intro:
      'Estas normas se aplican a toda persona que vea o publique vídeos en Kinora. Protegen tanto a los espectadores como a los creadores: léelas con atención.',
    sections: {
      'prohibited-content': {
        title: 'Contenidos prohibidos',
        blocks: [
          { kind: 'paragraph', text: 'Está prohibido publicar, compartir o promocionar en Kinora:' },
          {
            kind: 'categories',
            items: {
              illegal: 'contenidos ilegales o que inciten a cometer un delito;',
              child_safety:
                'cualquier sexualización de menores, que comunicamos sin demora a las autoridades;',
              sexual_content: 'la pornografía y los desnudos de carácter sexual explícito;',
              hate: 'la incitación al odio, a la violencia o a la discriminación contra una persona o un grupo;',
              harassment: 'el acoso, las amenazas y la divulgación de datos personales de otras personas;',
              violence: 'la violencia gratuita o impactante y la apología del terrorismo;',
              self_harm: 'la promoción de las autolesiones, del suicidio o de los trastornos alimentarios;',
              scam: 'las estafas, el phishing, el software malicioso y las falsas promesas de ganancias;',
              misinformation:
                'la suplantación de identidad y la desinformación peligrosa, en particular sobre la salud;',
              intellectual_property:
                'los contenidos que vulneren los derechos de autor, las marcas o la privacidad de otras personas;',
              spam: 'el spam y cualquier manipulación de las visualizaciones, las suscripciones o las ganancias (bots, visualizaciones compradas, reproducciones automáticas, cuentas múltiples).',
            },
          },
          {
            kind: 'paragraph',
            text: 'Un contenido sensible con fines documentales, educativos o artísticos puede aceptarse si se presenta con el contexto necesario y no busca impactar por impactar.',
          },
        ],
      },
      sanctions: {
        title: 'Sanciones',
        blocks: [
          {
            kind: 'callout',
            tone: 'warning',
            title: 'A qué te expones',
            text: 'Según la gravedad y la reiteración del incumplimiento, Kinora puede aplicar una o varias de las siguientes sanciones:',
            items: [
              'la retirada del vídeo en cuestión;',
              'la desmonetización temporal o definitiva de un vídeo o de un canal: sus visualizaciones dejan de generar ingresos;',
              'la limitación de algunas funciones, por ejemplo la prohibición de subir vídeos hasta una fecha determinada;',
              'la suspensión temporal de la cuenta: no es posible iniciar sesión mientras dure;',
              'la expulsión definitiva de la cuenta.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Las ganancias obtenidas de forma fraudulenta, en particular mediante visualizaciones artificiales, no se deben y se anulan. Un contenido manifiestamente ilegal se retira sin demora y puede comunicarse a las autoridades competentes.',
          },
        ],
      },
      moderation: {
        title: 'Proceso de moderación',
        blocks: [
          { kind: 'paragraph', text: 'Cada denuncia sigue los mismos pasos:' },
          {
            kind: 'steps',
            items: [
              {
                title: 'Denuncia',
                text: 'Cualquier persona, con la sesión iniciada o no, puede denunciar un vídeo, un canal o un comentario con el botón «Denunciar» eligiendo un motivo y añadiendo una nota; sin cuenta, indica su nombre y su correo, declara su buena fe y recibe un acuse de recibo.',
              },
              {
                title: 'Revisión',
                text: 'El equipo de moderación revisa el contenido denunciado a la luz de estas normas y de su contexto.',
              },
              {
                title: 'Decisión',
                text: 'El equipo archiva la denuncia o impone una sanción proporcionada.',
              },
              {
                title: 'Notificación',
                text: 'Se informa a la persona afectada de la decisión y de sus motivos, en Kinora y por correo electrónico.',
              },
              {
                title: 'Apelación',
                text: 'Puede impugnar la decisión: el equipo revisa la apelación y emite una decisión motivada.',
              },
            ],
          },
          {
            kind: 'callout',
            tone: 'info',
            title: 'Apelar',
            text: `Dispones de ${v.appealDays} días desde la notificación para apelar una decisión. La decisión dictada en apelación es definitiva y también se te notifica.`,
          },
          {
            kind: 'callout',
            id: 'report-misuse',
            tone: 'warning',
            title: 'Denuncias abusivas',
            text: 'Denunciar sirve para proteger a la comunidad. A quien envíe a menudo denuncias manifiestamente infundadas se le puede prohibir denunciar durante un tiempo limitado. Esta decisión se motiva, se le notifica y puede apelarse como cualquier otra.',
          },
        ],
      },
      revisions: {
        title: 'Revisión de las normas',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Podemos modificar estas normas y condiciones para adaptarlas a la evolución del servicio o de la ley. La fecha de la última actualización figura al principio de esta página.',
          },
          {
            kind: 'list',
            items: [
              'Todo cambio importante se te anuncia por correo electrónico y en Kinora antes de su entrada en vigor.',
              `Una subida del precio de Premium se te anuncia con al menos ${v.priceRiseNoticeDays} días de antelación; puedes cancelar antes de que se aplique.`,
              `La garantía de devolución de ${v.moneyBackDays} días se aplica una vez por cuenta: al primer pago de tu primera suscripción Premium.`,
            ],
          },
          {
            kind: 'paragraph',
            text: 'Si sigues usando Kinora después de la entrada en vigor de los cambios, se aplican las nuevas condiciones. Si no las aceptas, puedes eliminar tu cuenta en cualquier momento.',
          },
        ],
      },
    },

    terms: {
      title: 'Condiciones generales de uso',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Estas condiciones regulan el uso de Kinora. Al crear una cuenta o utilizar el servicio, las aceptas.',
        },
      ],
      sections: {
        purpose: {
          title: 'Objeto del servicio',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Kinora es una plataforma para compartir vídeos, actualmente en versión beta. Permite ver vídeos, suscribirse a canales, publicar vídeos propios y, para los creadores, recibir una remuneración por las visualizaciones validadas. El servicio evoluciona: las funciones en beta pueden cambiar o interrumpirse.',
            },
          ],
        },
        account: {
          title: 'Cuenta',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Crear una cuenta es gratis. Debes tener al menos 15 años; si eres menor de 18, necesitas el consentimiento de un progenitor o tutor para contratar Premium o cobrar ganancias.',
            },
            {
              kind: 'paragraph',
              text: 'Proporcionas información exacta, mantienes tu contraseña en secreto y respondes de lo que se hace desde tu cuenta. Activa la verificación en dos pasos para protegerla mejor y avísanos mediante el [formulario de contacto](/contact) si detectas un uso no autorizado.',
            },
          ],
        },
        'content-licence': {
          title: 'Tus contenidos y la licencia que concedes',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Sigues siendo el propietario de los vídeos, miniaturas y textos que publicas. Garantizas que tienes todos los derechos necesarios, en particular sobre la música, las imágenes y las personas que aparecen.',
            },
            {
              kind: 'paragraph',
              text: 'Al publicar un vídeo, concedes a Kinora una licencia no exclusiva, gratuita y mundial para alojarlo, convertirlo a distintas calidades, mostrarlo según la visibilidad elegida y destacarlo en el servicio mientras esté en línea. Esta licencia termina cuando eliminas el vídeo; las copias de seguridad se borran en un plazo razonable.',
            },
            { kind: 'paragraph', text: 'Un vídeo privado solo es visible para ti.' },
          ],
        },
        earnings: {
          title: 'Remuneración de los creadores',
          blocks: [
            {
              kind: 'paragraph',
              text: `Una visualización se valida tras ${v.viewValidatedAfterS} segundos de reproducción real (o el vídeo entero si es más corto), como máximo una vez por espectador y por vídeo cada ${v.viewDedupHours} horas. Tus propias visualizaciones nunca cuentan.`,
            },
            {
              kind: 'paragraph',
              text: 'Una visualización validada se remunera cuando el vídeo es público y está monetizado, y el espectador es un miembro Premium con la sesión iniciada cuya cuenta no está sancionada. El importe depende de la duración del vídeo:',
            },
            { kind: 'earningsTable' },
            {
              kind: 'list',
              items: [
                `Los vídeos de menos de ${v.minDuration} se rechazan al subirlos.`,
                `Las ganancias del día quedan pendientes; cada noche a medianoche (hora de ${v.payoutTimeZone}), las del día anterior pasan a ser retirables.`,
                `Puedes retirar tu saldo a partir de ${v.minWithdrawal} a tu cuenta de pago conectada, o activar el pago automático desde el [panel](/dashboard).`,
                'Eres responsable de las declaraciones fiscales y sociales relacionadas con tus ganancias.',
              ],
            },
          ],
        },
        premium: {
          title: 'Suscripción Premium y cancelación',
          blocks: [
            {
              kind: 'paragraph',
              text: `Premium cuesta ${v.premiumPrice} al mes, con facturación mensual y renovación automática. Da acceso a todo el contenido, en HD y 4K, sin publicidad y con hasta ${v.premiumProfiles} perfiles.`,
            },
            {
              kind: 'paragraph',
              text: 'Puedes cancelar en cualquier momento desde tu [perfil](/profile). La cancelación surte efecto al final del periodo ya pagado: conservas Premium hasta entonces y no se realiza ningún cobro más.',
            },
          ],
        },
        'payments-refunds': {
          title: 'Pagos y reembolsos',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Los pagos los gestiona nuestro proveedor de pagos. Kinora nunca ve ni guarda los números de tu tarjeta.',
            },
            {
              kind: 'paragraph',
              text: `Garantía de devolución: una vez por cuenta y por plan (Premium, QA), puedes obtener el reembolso de una suscripción en los ${v.moneyBackDays} días siguientes a su primer pago, desde tu [perfil](/profile) o mediante el [formulario de contacto](/contact); la suscripción termina en ese momento. Una nueva suscripción al mismo plan ya no está cubierta. Pasado ese plazo, un periodo iniciado no se reembolsa, salvo que la ley lo exija. Los reembolsos se abonan en el medio de pago original.`,
            },
          ],
        },
        privacy: {
          title: 'Datos personales',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Tratamos tus datos como se explica en nuestra [política de privacidad](/privacy-policy). En particular, puedes descargar tus datos o eliminar tu cuenta desde tu [perfil](/profile).',
            },
          ],
        },
        'intellectual-property': {
          title: 'Propiedad intelectual y retirada de contenidos',
          blocks: [
            {
              kind: 'paragraph',
              text: 'La marca Kinora, su logotipo y su interfaz están protegidos: no puedes reproducirlos sin autorización.',
            },
            {
              kind: 'paragraph',
              text: 'Si un contenido vulnera tus derechos, denúncialo desde el vídeo o escríbenos mediante el [formulario de contacto](/contact) indicando la obra afectada, la dirección del contenido y tus datos de contacto. Retiramos con prontitud los contenidos manifiestamente infractores; quien los publicó puede impugnarlo según el proceso de moderación.',
            },
          ],
        },
        liability: {
          title: 'Responsabilidad',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Kinora aloja los contenidos publicados por sus miembros, que son responsables de ellos. Retiramos con prontitud cualquier contenido ilícito en cuanto tenemos conocimiento de él.',
            },
            {
              kind: 'paragraph',
              text: 'Hacemos lo necesario para que el servicio esté disponible y sea seguro, pero no podemos garantizar una disponibilidad permanente, sobre todo durante la beta. Nada en estas condiciones limita los derechos que la ley te reconoce como consumidor.',
            },
          ],
        },
        termination: {
          title: 'Suspensión y cierre de la cuenta',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Puedes eliminar tu cuenta en cualquier momento desde tu [perfil](/profile); recuerda retirar antes tus ganancias. Tus vídeos y canales se eliminan entonces; los registros contables de tus ganancias y pagos se conservan durante el plazo que exige la ley.',
            },
            {
              kind: 'paragraph',
              text: 'Kinora puede suspender o cerrar una cuenta que incumpla gravemente o de forma reiterada estas normas, según el proceso de moderación descrito más arriba. Salvo fraude, las ganancias ya adquiridas siguen siendo debidas.',
            },
          ],
        },
        'law-contact': {
          title: 'Ley aplicable y contacto',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Estas condiciones se rigen por la legislación francesa. En caso de litigio, contáctanos primero para buscar una solución amistosa; de no lograrse, puedes recurrir gratuitamente a un mediador de consumo o acudir a los tribunales competentes.',
            },
            {
              kind: 'paragraph',
              text: `Para cualquier pregunta, escríbenos mediante el [formulario de contacto](/contact): respondemos en un plazo de ${v.contactReplyDays} días hábiles.`,
            },
          ],
        },
      },
    },

    earningsTable: {
      caption: 'Remuneración por visualización validada y remunerada, según la duración del vídeo',
      duration: 'Duración del vídeo',
      perView: 'Por visualización',
      perThousandViews: (thousand) => `Por ${thousand} visualizaciones`,
      under: (to) => `Menos de ${to}`,
      between: (from, to) => `De ${from} a menos de ${to}`,
      atLeast: (from) => `${from} o más`,
      refused: 'Rechazado al subirlo',
    },
  },

  privacy: {
    title: 'Política de privacidad',
    intro:
      'Esta política explica qué datos recoge Kinora, para qué, cuánto tiempo los conservamos, quién los trata y cómo ejercer tus derechos. Solo recogemos lo que el servicio necesita y nunca vendemos tus datos.',
    sections: {
      controller: {
        title: 'Quiénes somos',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Kinora es el responsable del tratamiento de los datos descritos aquí. Para cualquier pregunta sobre tus datos, escríbenos mediante el [formulario de contacto](/contact).',
          },
        ],
      },
      data: {
        title: 'Datos que recogemos y para qué los usamos',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Para cada categoría: qué recogemos, para qué, con qué base jurídica y durante cuánto tiempo lo conservamos.',
          },
          {
            kind: 'dataCategories',
            items: [
              {
                title: 'Cuenta',
                data: 'Dirección de correo electrónico, nombre de usuario, nombre visible, foto de perfil, idioma elegido, un hash de tu contraseña (nunca la contraseña en sí) y, si activas la verificación en dos pasos, su secreto y tus códigos de respaldo.',
                purpose:
                  'Crear y proteger tu cuenta, identificarte, mostrar tu perfil y escribirte sobre tu cuenta (confirmación, restablecimiento de la contraseña, decisiones de moderación).',
                basis: 'Ejecución del contrato (nuestras condiciones generales de uso).',
                retention: 'Mientras exista tu cuenta; se borran al eliminarla.',
              },
              {
                title: 'Sesiones de inicio de sesión',
                data: 'Dirección IP y navegador (user agent) de cada sesión, con sus fechas de creación y de caducidad.',
                purpose:
                  'Mantener tu sesión iniciada, mostrarte los dispositivos conectados a tu cuenta, detectar inicios de sesión sospechosos y limitar los abusos.',
                basis: 'Ejecución del contrato e interés legítimo (seguridad del servicio).',
                retention: `Hasta que cierres la sesión o caduque, como máximo ${v.sessionDays} días sin actividad.`,
              },
              {
                title: 'Vídeos y contenidos publicados',
                data: 'Archivos de vídeo, miniaturas, imágenes de canal, títulos, descripciones, temas, visibilidad, opción de monetización y metadatos técnicos (duración, formato, dimensiones).',
                purpose: 'Alojar, convertir y mostrar tus contenidos según la visibilidad que hayas elegido.',
                basis: 'Ejecución del contrato.',
                retention: 'Hasta que elimines el contenido o tu cuenta.',
              },
              {
                title: 'Datos de visualización',
                data: 'Posición de reproducción y tiempo de visualización que el reproductor envía periódicamente, y visualizaciones validadas. Para un visitante sin sesión iniciada, una visualización validada se asocia a un identificador aleatorio y a un hash de su dirección IP calculado con una clave secreta: la dirección IP en sí nunca se guarda.',
                purpose:
                  'Reanudar un vídeo donde lo dejaste, contar las visualizaciones, calcular las ganancias de los creadores e impedir el fraude de visualizaciones.',
                basis:
                  'Ejecución del contrato (miembros) e interés legítimo (recuento fiable de las visualizaciones).',
                retention: `Posición de reproducción: mientras exista tu cuenta (${v.visitorIdMonths} meses como máximo para un visitante). Visualizaciones validadas: se conservan con el historial de ganancias de los creadores, que es un registro contable.`,
              },
              {
                title: 'Pagos y suscripciones',
                data: 'Estado de tu suscripción Premium (activa o no, fecha de renovación), identificadores de cliente en el proveedor de pagos y asientos de ganancias, pagos y retiradas. Los números de tu tarjeta los introduce y guarda únicamente el proveedor de pagos: Kinora nunca los ve. También: si usaste la garantía de devolución en cada plan (para aplicarla una sola vez) y las sesiones de pago que abriste (para no tener nunca dos abiertas a la vez).',
                purpose: 'Gestionar tu suscripción, pagar a los creadores y llevar nuestra contabilidad.',
                basis: 'Ejecución del contrato y obligación legal (contabilidad).',
                retention:
                  'Estado de la suscripción: mientras exista tu cuenta. Registros contables: 10 años, como exige la ley.',
              },
              {
                title: 'Preferencias de cookies',
                data: 'Identificador anónimo, elección por categoría, régimen aplicable, país, versión de la política de cookies y fecha de tu decisión.',
                purpose: 'Respetar tus elecciones y poder demostrar tu consentimiento.',
                basis: 'Obligación legal.',
                retention: 'Hasta 5 años después de tu decisión.',
              },
              {
                title: 'Mensajes de contacto',
                data: 'Nombre, apellidos, correo electrónico, cargo, asunto, mensaje e idioma.',
                purpose: 'Responder a tu solicitud y hacer su seguimiento.',
                basis: 'Interés legítimo (responder a las solicitudes que nos envían).',
                retention: `${v.contactRetentionYears} años después de su envío; se elimina con tu cuenta si lo enviaste con la sesión iniciada.`,
              },
              {
                title: 'Comentarios de los testers (plan QA)',
                data: 'Tu mensaje, la página desde la que lo enviaste, su fecha y tu cuenta.',
                purpose: 'Corregir y mejorar las funciones en beta.',
                basis: 'Ejecución del contrato (plan QA).',
                retention: `${v.qaFeedbackRetentionYears} años después de su envío; se elimina con tu cuenta.`,
              },
            ],
          },
        ],
      },
      processors: {
        title: 'Quién trata tus datos',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Solo acceden a tus datos las personas de Kinora que los necesitan, además de nuestros encargados del tratamiento, vinculados por contrato y obligados a la confidencialidad:',
          },
          {
            kind: 'list',
            items: [
              'el proveedor de alojamiento de nuestros servidores, nuestra base de datos y nuestros archivos de vídeo;',
              'nuestro proveedor de envío de correos electrónicos (confirmación de cuenta, restablecimiento de la contraseña, notificaciones);',
              'nuestro proveedor de pagos, que gestiona los pagos de Premium y las transferencias a los creadores; también es responsable de sus propios tratamientos (prevención del fraude, obligaciones financieras);',
              'la red publicitaria, solo si aceptas las cookies de marketing.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'No vendemos ni alquilamos tus datos. Solo los comunicamos a las autoridades cuando la ley lo exige. Si se transfieren datos fuera de la Unión Europea, están protegidos por garantías adecuadas, como las cláusulas contractuales tipo de la Comisión Europea.',
          },
        ],
      },
      cookies: {
        title: 'Cookies',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Usamos cuatro categorías de cookies. Puedes cambiar tus elecciones en cualquier momento con el botón de gestión de cookies que aparece en la parte inferior de la pantalla.',
          },
          {
            kind: 'list',
            items: [
              'Necesarias (siempre activas): la cookie de sesión, que mantiene tu sesión iniciada, y la que guarda tus elecciones sobre cookies.',
              `Funcionales: el identificador de visitante, un número aleatorio que sirve para contar las visualizaciones de los visitantes sin sesión iniciada y recordar dónde te quedaste en un vídeo (${v.visitorIdMonths} meses).`,
              'Medición de audiencia: solo con tu consentimiento.',
              'Marketing: solo con tu consentimiento; sin él, no se carga ningún script publicitario de terceros.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Tu idioma y tu tema se guardan en tu navegador (almacenamiento local) y no se envían a nadie.',
          },
        ],
      },
      rights: {
        title: 'Tus derechos',
        blocks: [
          { kind: 'paragraph', text: 'De acuerdo con el RGPD, tienes los siguientes derechos:' },
          {
            kind: 'list',
            items: [
              'acceso: saber qué datos tenemos sobre ti y obtener una copia;',
              'rectificación: corregir datos inexactos, la mayoría directamente desde tu perfil;',
              'supresión: que se eliminen tus datos, salvo los que la ley nos obliga a conservar;',
              'portabilidad: recibir tus datos en un formato estructurado y legible por máquina;',
              'oposición y limitación: oponerte a un tratamiento basado en nuestro interés legítimo o pedir que se limite;',
              'retirada del consentimiento: en cualquier momento para las cookies opcionales, sin efecto sobre lo hecho anteriormente;',
              'reclamación: acudir a la autoridad de protección de datos — en Francia la CNIL (cnil.fr), en España la AEPD — o a la de tu país.',
            ],
          },
        ],
      },
      'exercise-rights': {
        title: 'Cómo ejercer tus derechos',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Si has iniciado sesión, ve a tu [perfil](/profile): allí puedes modificar tu información, descargar una copia de tus datos y eliminar tu cuenta.',
          },
          {
            kind: 'paragraph',
            text: 'También puedes escribirnos mediante el [formulario de contacto](/contact). Respondemos en el plazo de un mes y podemos pedirte que acredites tu identidad.',
          },
        ],
      },
      security: {
        title: 'Seguridad',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Las contraseñas solo se guardan como hash, las conexiones están cifradas, la verificación en dos pasos está disponible y las direcciones IP de los visitantes solo se conservan como hash calculado con una clave secreta. El acceso a los datos se limita a las personas que lo necesitan. Si una violación de datos supone un riesgo para ti, te avisamos.',
          },
        ],
      },
      minors: {
        title: 'Menores',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Hay que tener al menos 15 años para crear una cuenta. Si crees que un niño más pequeño nos ha facilitado datos, contáctanos y los eliminaremos.',
          },
        ],
      },
      changes: {
        title: 'Cambios en esta política',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Podemos actualizar esta política. Su fecha de versión figura al principio de la página; ante cualquier cambio importante, te avisamos por correo electrónico o en Kinora antes de que se aplique.',
          },
        ],
      },
    },
  },
});

export default es;
