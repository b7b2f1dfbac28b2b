## /rain (es): see en/rain.ftl for what each text is for.

rain-usage = 🌧 <code>/rain 1000</code> reparte 1000 sat de tu cuenta entre los miembros que escribieron aquí en los últimos { $minutes } minutos (como máximo { $max }). Puedes añadir una nota tras el importe.
rain-in-private = 🌧 /rain funciona en grupos: envía allí <code>/rain 1000</code> para repartir 1000 sat entre quienes escribieron hace poco.
rain-anonymous = La lluvia sale de la cuenta de un miembro: escribe como tú mismo (no como el grupo ni un canal).
rain-too-few = 🌧 No hay a quién hacer llover: no conozco a nadie más que haya escrito aquí en los últimos { $minutes } minutos. Si no soy administrador, Telegram solo me muestra comandos y respuestas a mis mensajes (modo privacidad): hazme administrador para ver quién charla, o inténtalo cuando la gente me haya hablado.
rain-none-meet = 🌧 Nadie que escribió aquí en los últimos { $minutes } minutos cumple las condiciones: no se pidió nada a tu cuenta.
rain-share-too-small = 🌧 { $total } no se puede repartir entre { $count } miembros: cada uno necesita al menos 1 sat. Prueba con un total mayor.
rain-description = lluvia en { $chat }
rain-confirm =
    🌧 { $sender }, ¿hacer llover? <b>{ $total }</b> de tu cuenta: { $count } × { $share } para { $names }.
    Quien aún no tenga cuenta recibe una promesa, pagada de tu cuenta cuando la reclame.
rain-confirm-remainder = El resto del reparto desigual se queda contigo.
rain-confirm-label = 🌧 Llover
rain-note = 📝 { $note }
rain-cancelled = 🚫 Lluvia cancelada. No se envió nada.
rain-receipt = 🌧 <b>{ $sender }</b> hizo llover: { $share } cada uno
rain-sent-line = ✅ Pagado: { $names }
rain-pledged-line = 🤝 Prometido, aún sin cuenta — toca tu nombre para reclamarlo: { $names }
rain-pending-line = ⏳ Enviando: { $names }
rain-skipped-line = ⏭ Omitidos, aún sin cuenta ni dirección lightning: { $names }
rain-failed-line = ❌ No se pudo pagar: { $names }
rain-unknown-line = ❓ Resultado desconocido, no se reintenta: { $names }
rain-not-sent-line = 🚫 No enviado: { $names }
rain-stopped-payer-out = 🛑 La lluvia se detuvo: se agotaron los fondos o límites de { $sender }.
rain-stopped-unknown = 🛑 La lluvia se detuvo tras un resultado desconocido; no se reintenta nada.
rain-answer-started = 🌧 Haciendo llover…
rain-answer-decided = Esta lluvia ya fue enviada o cancelada.
rain-answer-stale = Esta pregunta caducó: envía /rain de nuevo.
rain-stopped-note =
    🛑 Tu lluvia en { $where } se detuvo tras { $sent } de { $count } partes: una parte no se pudo pagar desde tu cuenta.
    { $reason }

# The sender, privately, once a rain a restart cut off was carried on to its end.
rain-resumed-note = 🌧 Tu lluvia en { $where } se interrumpió por un reinicio y continuó: se pagó a { $sent } de { $count } miembros. El recibo del grupo muestra cada parte.
