## Condiciones de sorteos, giveaways y lluvia (src/chat/flows/conditions.ts).

condition-bad = No entiendo la condición <code>{ $word }</code>. Condiciones: <code>member:7d</code>, <code>active:14d</code>, <code>channel:@nombre</code>, <code>premium</code>, <code>captcha</code>.
condition-channel-not-admin = No puedo ver quién está en @{ $channel }: hazme administrador allí y vuelve a enviar el comando.
condition-member = • conocido en este grupo desde hace { $days } días o más
condition-active = • escribió aquí en los últimos { $days } días
condition-channel = • miembro de @{ $channel }
condition-premium = • Telegram Premium
condition-captcha = • antes, una comprobación rápida en privado
condition-refused-premium = Esto es para miembros con Telegram Premium.
condition-refused-member = Esto es para miembros que conozco en este grupo desde hace { $days } días o más.
condition-refused-active = Esto es para miembros que escribieron en este grupo en los últimos { $days } días.
condition-refused-channel = Esto es para miembros de @{ $channel }: únete y vuelve a pulsar.
condition-captcha-not-here = Un captcha necesita un botón que cada persona pulse: una lluvia no tiene, así que no admite <code>captcha</code>.

captcha-ask = 🎟 Para participar en <b>{ $chat }</b>, toca { $emoji }.
captcha-wrong = Ese no: inténtalo otra vez.
captcha-failed = No era ese. Vuelve a pulsar el botón de la tarjeta para intentarlo de nuevo.
captcha-over = Esta comprobación terminó: la tarjeta para la que era ya acabó.
captcha-passed = ✅ Comprobación superada.
captcha-press-again = ✅ Comprobación superada. Vuelve a <b>{ $chat }</b> y pulsa el botón otra vez.
