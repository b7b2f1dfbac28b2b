## /giveaway (es): see en/giveaway.ftl for what each text is for.

giveaway-usage = 🎁 Empieza un sorteo con <code>/giveaway 1000 5</code>: los 5 primeros miembros que pulsen Reclamar reciben 200 sat cada uno, de tu cuenta. Puedes añadir una nota.
giveaway-ambiguous = 🎁 Eso se puede leer de más de una forma: un espacio también separa los miles (1 500 = 1500). Escribe el total sin espacios y luego cuántos miembros: <code>/giveaway 1500 5</code> (1500 sat para 5 miembros).
giveaway-in-private = 🎁 /giveaway funciona en grupos: envía allí <code>/giveaway 1000 5</code> y los 5 primeros miembros que pulsen Reclamar reciben 200 sat cada uno.
giveaway-anonymous = Los sorteos salen de la cuenta de un miembro: escribe como tú mismo (no como el grupo ni un canal) para empezar uno.
giveaway-too-many = 🎁 Un sorteo paga como máximo a { $max } miembros. Prueba con un número menor.
giveaway-share-too-small = 🎁 { $total } no se puede repartir entre { $count } miembros: cada uno necesita al menos 1 sat. Prueba con un total mayor o menos miembros.
giveaway-description = sorteo en { $chat }
giveaway-confirm =
    🎁 { $creator }, ¿empezar un sorteo? Hasta <b>{ $total }</b> de tu cuenta: { $count } × { $share }, para los { $count } primeros miembros que pulsen Reclamar.
    Nada sale de tu cuenta hasta que alguien reclame.
giveaway-confirm-remainder = El resto del reparto desigual se queda contigo.
giveaway-confirm-label = ✅ Confirmar
giveaway-cancelled = 🚫 Sorteo cancelado. Nada salió de ninguna cuenta.
giveaway-card = 🎁 <b>Sorteo</b> de { $creator }: <b>{ $share }</b> para cada uno de los { $count } primeros miembros.
giveaway-card-open = Pulsa Reclamar para recibir el tuyo.
giveaway-note = 📝 { $note }
giveaway-claims-none = Nadie ha reclamado todavía.
giveaway-claims = Reclamado { $claimed } de { $count }: { $names }
giveaway-more-claimers = { $count } más
giveaway-claim-button = 🎁 Reclamar
giveaway-end-button = Terminar
giveaway-ended-completed = ✅ Las { $count } partes están reclamadas: el sorteo terminó.
giveaway-ended-expired = ⌛ El sorteo terminó: se acabó su tiempo. Las partes no reclamadas nunca salieron de la cuenta de { $creator }.
giveaway-ended-by-creator = 🛑 { $creator } terminó el sorteo. Las partes no reclamadas nunca salieron de su cuenta.
giveaway-ended-payer-out = 🛑 El sorteo terminó: se agotaron los fondos o límites de { $creator }. Las partes aún no reclamadas no se pagarán.
giveaway-ended-account-changed = 🛑 El sorteo terminó: { $creator } cambió la cuenta con la que se pagaba.
giveaway-answer-posted = 🎁 Tu sorteo está publicado.
giveaway-answer-decided = Este sorteo ya fue confirmado o cancelado.
giveaway-answer-stale = Esta pregunta caducó: envía /giveaway de nuevo.
giveaway-answer-paid = 🎁 ¡Recibiste { $amount }!
giveaway-answer-paid-test = 🎁 ¡Recibiste { $amount } (dinero de prueba)!
giveaway-answer-already = Ya reclamaste tu parte de este sorteo.
giveaway-answer-unknown = ❓ Tu parte se envió pero su resultado es desconocido. No se reintenta: revisa /balance en nuestro chat privado para ver si llegó.
giveaway-answer-busy = Tu parte se está pagando ahora mismo.
giveaway-answer-wait = ⏳ Un momento: estamos procesando tu reclamo. La tarjeta muestra quién recibió una parte.
giveaway-answer-all-taken = Demasiado tarde: todas las partes están tomadas.
giveaway-answer-ended = Este sorteo terminó.
giveaway-answer-gone = Este sorteo ya no está disponible.
giveaway-answer-own = No puedes reclamar tu propio sorteo.
giveaway-answer-no-route = Configura cómo recibir en nuestro chat privado y pulsa Reclamar de nuevo: tu parte te espera mientras quede alguna.
giveaway-answer-payer-out = Se agotaron los fondos o límites del sorteo: no se te pagó nada.
giveaway-answer-not-paid = Tu parte no se pudo pagar a tu cuenta o dirección. No se tomó nada: inténtalo más tarde.
giveaway-answer-end-not-yours = Solo quien empezó este sorteo puede terminarlo.
giveaway-answer-you-ended = Sorteo terminado. Las partes no reclamadas se quedan en tu cuenta.
giveaway-payer-out-note =
    🛑 Tu sorteo en { $where } terminó: una parte de { $share } no se pudo pagar desde tu cuenta.
    { $reason }

giveaway-share-unknown-note = ❓ Tu parte del sorteo en { $where } ({ $share }) se estaba enviando cuando el bot se interrumpió. Su resultado es desconocido y <b>no</b> se vuelve a enviar: revisa tu saldo para ver si llegó.
giveaway-share-unknown-creator = ❓ Una parte de tu sorteo en { $where } ({ $share } para { $claimer }) se estaba enviando cuando el bot se interrumpió. Su resultado es desconocido y <b>no</b> se vuelve a enviar: revisa /balance y /history. La parte queda tomada.
giveaway-share-carried-note = 🎁 Recibiste { $share } del sorteo en { $where }. El bot se reinició mientras lo enviaba; se envió una sola vez.
